import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints';
import type { Config } from '../../config';
import { serve } from '../../http/endpoint-route';
import type { Services } from '../../services';
import { registerListingRateLimit } from './listing-rate-limit';

/** Listings, products and sale products come from the catalog caches: `cached` sends their JSON text once built. */
const cached = { cached: true };

export const catalogRoutes: FastifyPluginAsync<{ services: Services; config: Config }> = async (app, { services, config }) => {
  const { catalog } = services;
  const admit = await registerListingRateLimit(app, config);
  serve(app, ENDPOINTS.getHeaderCategories, () => catalog.headerCategories());
  serve(app, ENDPOINTS.productsByAlias, (request) =>
    catalog.productsByAlias(request.params.alias, request.body, admit(request)), cached);
  serve(app, ENDPOINTS.productsByBrand, (request) =>
    catalog.productsByBrand(request.params.alias, request.body, admit(request)), cached);
  serve(app, ENDPOINTS.productByAlias, (request) => catalog.productByAlias(request.params.alias), cached);
  serve(app, ENDPOINTS.getAkciosFooldal, () => catalog.saleProducts(), cached);
};

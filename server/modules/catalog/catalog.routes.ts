import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import {
  HeaderCategories, ProductResponse, ProductsRequest, ProductsResponse, SaleProductsResponse,
} from '../../../contract/catalog';
import type { Config } from '../../config';
import type { Services } from '../../services';
import { registerListingRateLimit } from './listing-rate-limit';

/**
 * Looser than the contract's Alias on purpose: the listing is the shop's fallback route, so any path
 * segment a visitor types must get an empty listing (or the not-found text), not a 400.
 */
const AliasParams = Type.Object({ alias: Type.String({ minLength: 1, maxLength: 200 }) });
type Listing = { Params: { alias: string }; Body: ProductsRequest | undefined };

/**
 * Cached answers are the same object on every hit, so each is turned into JSON once, not per request.
 * The mappers build them to the contract's shapes (the schemas stay on the routes as their documentation).
 */
const serialized = new WeakMap<object, string>();
function json(reply: FastifyReply, answer: object): FastifyReply {
  let text = serialized.get(answer);
  if (text === undefined) {
    text = JSON.stringify(answer);
    serialized.set(answer, text);
  }
  return reply.type('application/json; charset=utf-8').send(text);
}

export const catalogRoutes: FastifyPluginAsync<{ services: Services; config: Config }> = async (app, { services, config }) => {
  const { catalog } = services;
  const admit = await registerListingRateLimit(app, config);
  app.get('/api/getHeaderCategories', { schema: { response: { 200: HeaderCategories } } }, () =>
    catalog.headerCategories(),
  );
  const listing = { params: AliasParams, body: ProductsRequest, response: { 200: ProductsResponse } };
  app.post<Listing>('/api/productsByAlias/:alias', { schema: listing }, async (request, reply) =>
    json(reply, await catalog.productsByAlias(request.params.alias, request.body, admit(request))),
  );
  app.post<Listing>('/api/productsByBrand/:alias', { schema: listing }, async (request, reply) =>
    json(reply, await catalog.productsByBrand(request.params.alias, request.body, admit(request))),
  );
  app.get<{ Params: { alias: string } }>(
    '/api/productByAlias/:alias',
    { schema: { params: AliasParams, response: { 200: ProductResponse } } },
    async (request, reply) => json(reply, await catalog.productByAlias(request.params.alias)),
  );
  app.get('/api/getAkciosFooldal', { schema: { response: { 200: SaleProductsResponse } } }, async (_request, reply) =>
    json(reply, await catalog.saleProducts()),
  );
};

import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints';
import { serve } from '../../http/endpoint-route';
import type { Services } from '../../services';

export const contentRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { content } = services;
  serve(app, ENDPOINTS.getParentPages, () => content.parentPages());
  serve(app, ENDPOINTS.slidersToFrontPage, () => content.frontPage());
  serve(app, ENDPOINTS.getPages, async (request) => ({ status: 1 as const, page: await content.page(request.params.alias) }));
  // The spec sends the bearer token here; notices are the same for everyone, so it is not needed.
  serve(app, ENDPOINTS.getPopup, () => content.popup());
  serve(app, ENDPOINTS.legal, (request) => content.legalText(request.params.document));
};

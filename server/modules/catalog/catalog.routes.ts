import type { FastifyPluginAsync } from 'fastify';
import { HeaderCategories } from '../../../contract/catalog';
import type { Services } from '../../services';

export const catalogRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.get('/api/getHeaderCategories', { schema: { response: { 200: HeaderCategories } } }, () =>
    services.catalog.headerCategories(),
  );
};

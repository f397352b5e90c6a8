import type { FastifyPluginAsync } from 'fastify';
import { ParentPages } from '../../../contract/content';
import type { Services } from '../../services';

export const contentRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.get('/api/getParentPages', { schema: { response: { 200: ParentPages } } }, () => services.content.parentPages());
};

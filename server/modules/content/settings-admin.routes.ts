import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_ENDPOINTS as E } from '../../../contract/admin-endpoints';
import { serve } from '../../http/endpoint-route';
import { staffOf } from '../../http/principal-hook';
import type { Services } from '../../services';

/** The owner's shop-settings calls. */
export const settingsAdminRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { settings } = services.content;
  serve(app, E.adminSettings, async (request) => ({ status: 1 as const, item: await settings.readAsStaff(staffOf(request)) }));
  serve(app, E.adminSettingsUpdate, async (request) => ({ status: 1 as const, item: await settings.changeAsStaff(staffOf(request), request.body) }));
};

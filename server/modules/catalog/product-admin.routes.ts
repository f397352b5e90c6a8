import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_ENDPOINTS as E } from '../../../contract/admin-endpoints';
import { serve } from '../../http/endpoint-route';
import { staffOf } from '../../http/principal-hook';
import type { Services } from '../../services';

/** The back office's product and variant calls. */
export const productAdminRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { admin } = services.catalog;
  const item = <T>(value: T) => ({ status: 1 as const, item: value });
  serve(app, E.adminProducts, async (request) => ({ status: 1 as const, ...(await admin.list(staffOf(request), request.query)) }));
  serve(app, E.adminProduct, async (request) => item(await admin.detail(staffOf(request), request.params.id)));
  serve(app, E.adminProductUpdate, async (request) => item(await admin.update(staffOf(request), request.params.id, request.body)));
  serve(app, E.adminProductsBulk, async (request) => ({ status: 1 as const, ...(await admin.bulkChange(staffOf(request), request.body)) }));
  serve(app, E.adminVariantCreate, async (request) => item(await admin.createVariant(staffOf(request), request.body)));
  serve(app, E.adminVariantUpdate, async (request) => item(await admin.updateVariant(staffOf(request), request.params.id, request.body)));
};

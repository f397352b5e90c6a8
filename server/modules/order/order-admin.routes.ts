import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_ENDPOINTS as E } from '../../../contract/admin-endpoints';
import { serve } from '../../http/endpoint-route';
import { staffOf } from '../../http/principal-hook';
import type { Services } from '../../services';

/** The back office's order and dashboard calls; their access is in the endpoint table. */
export const orderAdminRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { orderAdmin } = services;
  const item = <T>(value: T) => ({ status: 1 as const, item: value });

  serve(app, E.adminOrderList, async (request) => orderAdmin.list(staffOf(request), request.query));

  serve(app, E.adminOrderExport, async (request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="rendelesek-${day}.csv"`)
      .send(Readable.from(orderAdmin.exportCsv(staffOf(request), request.query)));
  });

  serve(app, E.adminOrder, async (request) => item(await orderAdmin.detail(staffOf(request), request.params.id)));
  serve(app, E.adminOrderUpdate, async (request) => item(await orderAdmin.update(staffOf(request), request.params.id, request.body)));
  serve(app, E.adminOrderStatus, async (request) => item(await orderAdmin.changeStatus(staffOf(request), request.params.id, request.body)));
  serve(app, E.adminOrderPaid, async (request) => item(await orderAdmin.markPaid(staffOf(request), request.params.id)));
  serve(app, E.adminOrderComment, async (request) => item(await orderAdmin.comment(staffOf(request), request.params.id, request.body)));
  serve(app, E.adminDashboard, async (request) => item(await orderAdmin.dashboard(staffOf(request))));
};

import { Readable } from 'node:stream';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import {
  DashboardResponse, OrderCommentBody, OrderDetailResponse, OrderEditBody, OrderExportQuery, OrderIdParams, OrderListQuery,
  OrderListResponse, OrderStatusBody,
} from '../../../contract/order-admin';
import type { Config } from '../../config';
import type { Services } from '../../services';
import { staffSession } from '../staff/staff-session';

/** The back office's order and dashboard calls; any signed-in member (staff or owner) may use them. */
export const orderAdminRoutes: FastifyPluginAsync<{ services: Services; config: Config }> = async (root, { services, config }) => {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const { orderAdmin } = services;
  const session = staffSession(services.staff, config.publicUrl.startsWith('https://'));
  const anyStaff = { onRequest: session.guard({ role: 'staff' }) };
  const item = <T>(value: T) => ({ status: 1 as const, item: value });
  const byId = { params: OrderIdParams, response: { 200: OrderDetailResponse } };

  app.get('/api/admin/orders', { ...anyStaff, schema: { querystring: OrderListQuery, response: { 200: OrderListResponse } } },
    async (request) => orderAdmin.list(session.principal(request), request.query));

  app.get('/api/admin/orders/export.csv', { ...anyStaff, schema: { querystring: OrderExportQuery } }, async (request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="rendelesek-${day}.csv"`)
      .send(Readable.from(orderAdmin.exportCsv(session.principal(request), request.query)));
  });

  app.get('/api/admin/orders/:id', { ...anyStaff, schema: byId },
    async (request) => item(await orderAdmin.detail(session.principal(request), request.params.id)));

  app.post('/api/admin/orders/:id', { ...anyStaff, schema: { ...byId, body: OrderEditBody } },
    async (request) => item(await orderAdmin.update(session.principal(request), request.params.id, request.body)));

  app.post('/api/admin/orders/:id/status', { ...anyStaff, schema: { ...byId, body: OrderStatusBody } },
    async (request) => item(await orderAdmin.changeStatus(session.principal(request), request.params.id, request.body)));

  app.post('/api/admin/orders/:id/paid', { ...anyStaff, schema: byId },
    async (request) => item(await orderAdmin.markPaid(session.principal(request), request.params.id)));

  app.post('/api/admin/orders/:id/comments', { ...anyStaff, schema: { ...byId, body: OrderCommentBody } },
    async (request) => item(await orderAdmin.comment(session.principal(request), request.params.id, request.body)));

  app.get('/api/admin/dashboard', { ...anyStaff, schema: { response: { 200: DashboardResponse } } },
    async (request) => item(await orderAdmin.dashboard(session.principal(request))));
};

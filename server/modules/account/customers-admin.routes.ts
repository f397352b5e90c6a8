import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_ENDPOINTS as E } from '../../../contract/admin-endpoints';
import { serve } from '../../http/endpoint-route';
import { staffOf } from '../../http/principal-hook';
import type { Services } from '../../services';

/** The back office's customer calls; who may call each is in the endpoint table. */
export const customersAdminRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { customers } = services;
  serve(app, E.adminCustomers, async (request) => ({ status: 1 as const, ...(await customers.list(staffOf(request), request.query)) }));
  serve(app, E.adminCustomer, async (request) => ({ status: 1 as const, item: await customers.detail(staffOf(request), request.params.id) }));
  serve(app, E.adminCustomerPasswordReset, async (request) =>
    ({ status: 1 as const, ...(await customers.sendPasswordReset(staffOf(request), request.params.id)) }));
  serve(app, E.adminCustomerExport, async (request, reply) => {
    const data = await customers.exportData(staffOf(request), request.params.id);
    void reply.header('content-disposition', `attachment; filename="vasarlo-${request.params.id}-adatai.json"`);
    return data;
  });
  serve(app, E.adminCustomerAnonymise, async (request) =>
    ({ status: 1 as const, ...(await customers.anonymise(staffOf(request), request.params.id, request.body.email)) }));
};

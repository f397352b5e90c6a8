import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ADMIN_ENDPOINTS } from '../../../contract/admin-endpoints';
import { ENDPOINTS } from '../../../contract/endpoints';
import { serve } from '../../http/endpoint-route';
import { staffOf } from '../../http/principal-hook';
import type { Services } from '../../services';

function sendPdf(reply: FastifyReply, { filename, pdf }: { filename: string; pdf: Buffer }): FastifyReply {
  return reply.type('application/pdf').header('content-disposition', `attachment; filename="${filename}"`).send(pdf);
}

/** Invoices for the customer (an own order's documents and PDFs) and for staff (any order's, and whether invoicing is on). */
export const invoiceRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { invoices } = services;

  serve(app, ENDPOINTS.orderInvoices, (request) => invoices.forCustomer(request.principal, request.params.orderNumber));

  serve(app, ENDPOINTS.invoicePdf, async (request, reply) =>
    sendPdf(reply, await invoices.pdfForCustomer(request.principal, request.params.orderNumber, request.params.kind)));

  // Staff: the endpoint table's `staff` access is checked before these run.
  serve(app, ADMIN_ENDPOINTS.adminInvoicing, () => ({ status: 1 as const, item: invoices.status() }));
  serve(app, ADMIN_ENDPOINTS.adminOrderInvoices, (request) => invoices.forStaff(request.params.id));
  serve(app, ADMIN_ENDPOINTS.adminInvoicePdf, async (request, reply) =>
    sendPdf(reply, await invoices.pdf(request.params.id, request.params.kind)));
  serve(app, ADMIN_ENDPOINTS.adminInvoiceRetry, (request) => invoices.retry(staffOf(request), request.params.id, request.params.kind));
};

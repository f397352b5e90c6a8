import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints';
import { serve } from '../../http/endpoint-route';
import type { Services } from '../../services';

/** The customer's side of invoices: the documents of an own order and their PDFs. */
export const invoiceRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { invoices } = services;

  serve(app, ENDPOINTS.orderInvoices, (request) => invoices.forCustomer(request.principal, request.params.orderNumber));

  serve(app, ENDPOINTS.invoicePdf, async (request, reply) => {
    const { filename, pdf } = await invoices.pdfForCustomer(request.principal, request.params.orderNumber, request.params.kind);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(pdf);
  });
};

import type { EndpointPath } from '../endpoint-paths';

/** The back office's invoice calls: whether invoicing is on, an order's invoice and storno, their PDFs. */
export const INVOICE_ENDPOINT_PATHS = {
  adminInvoicing: { method: 'GET', path: '/api/admin/invoicing', staff: 'staff' },
  adminOrderInvoices: { method: 'GET', path: '/api/admin/orders/:id/invoices', staff: 'staff' },
  adminInvoicePdf: { method: 'GET', path: '/api/admin/orders/:id/invoices/:kind/pdf', staff: 'staff' },
  adminInvoiceRetry: { method: 'POST', path: '/api/admin/orders/:id/invoices/:kind/retry', staff: 'staff' },
} as const satisfies Record<string, EndpointPath>;

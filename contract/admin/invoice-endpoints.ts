import { Type } from 'typebox';
import { ErrorBody } from '../common';
import { AdminInvoicePdfParams, AdminInvoicingResponse, AdminOrderInvoicesResponse, AdminOrderParams } from '../invoice';
import { INVOICE_ENDPOINT_PATHS as P } from './invoice-paths';

const refused = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody } as const;

export const INVOICE_ENDPOINTS = {
  adminInvoicing: { ...P.adminInvoicing, responses: { 200: AdminInvoicingResponse, ...refused } },
  adminOrderInvoices: {
    ...P.adminOrderInvoices, params: AdminOrderParams, responses: { 200: AdminOrderInvoicesResponse, ...refused, 404: ErrorBody },
  },
  /** The PDF itself (application/pdf). */
  adminInvoicePdf: {
    ...P.adminInvoicePdf, params: AdminInvoicePdfParams,
    responses: { 200: Type.String({ contentMediaType: 'application/pdf' }), ...refused, 404: ErrorBody },
  },
  /** One more attempt at a document marked failed: 409 for any other state, 404 when none was asked for. */
  adminInvoiceRetry: {
    ...P.adminInvoiceRetry, params: AdminInvoicePdfParams, responses: { 200: AdminOrderInvoicesResponse, ...refused, 404: ErrorBody, 409: ErrorBody },
  },
} as const;

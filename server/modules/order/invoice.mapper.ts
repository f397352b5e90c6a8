import type { AdminOrderInvoice, InvoiceKind, InvoiceStatus, OrderInvoice } from '../../../contract/invoice';
import type { InvoiceSummary } from './invoice.repo';

export function toOrderInvoice(row: InvoiceSummary): OrderInvoice {
  return {
    kind: row.kind as InvoiceKind,
    status: row.status as InvoiceStatus,
    number: row.number,
    issuedAt: row.issuedAt?.toISOString() ?? null,
  };
}

export function toAdminOrderInvoice(row: InvoiceSummary): AdminOrderInvoice {
  return { ...toOrderInvoice(row), id: row.id, attempts: row.attempts, lastError: row.lastError };
}

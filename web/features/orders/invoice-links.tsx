import { useQuery } from '@tanstack/react-query';
import { INVOICE_KIND_LABELS, INVOICE_STATUS_LABELS, type OrderInvoice } from '../../../contract/invoice';
import { apiCall } from '../../lib/api-client';
import { readStored } from '../../lib/storage';
import { formatDate } from './api';

/**
 * The PDF needs the customer's bearer token, which a plain link cannot send: it is fetched, then
 * saved under the invoice's number.
 */
async function download(orderNumber: string, invoice: OrderInvoice) {
  const response = await fetch(`/api/invoicePdf/${encodeURIComponent(orderNumber)}/${invoice.kind}`, {
    headers: { Authorization: `Bearer ${readStored('token') ?? ''}`, 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (!response.ok) throw new Error(`invoice PDF: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: `${invoice.number ?? invoice.kind}.pdf` });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The order's invoice (and storno) in the customer's order history, each issued one as a PDF download. */
export function InvoiceLinks({ orderNumber }: { orderNumber: string }) {
  const invoices = useQuery({
    queryKey: ['orders', 'mine', orderNumber, 'invoices'],
    queryFn: () => apiCall('orderInvoices', { params: { orderNumber } }),
    staleTime: 0,
  });
  const list = invoices.data?.invoices ?? [];
  if (list.length === 0) return null;
  return (
    <section className="order-invoices">
      <h2>Számlák</h2>
      <ul>
        {list.map((invoice) => (
          <li key={invoice.kind}>
            {invoice.status === 'issued' ? (
              <button type="button" className="button button--ghost" onClick={() => void download(orderNumber, invoice)}>
                {INVOICE_KIND_LABELS[invoice.kind]} {invoice.number} (PDF)
              </button>
            ) : `${INVOICE_KIND_LABELS[invoice.kind]}: ${INVOICE_STATUS_LABELS[invoice.status]}`}
            {invoice.issuedAt && <> – kiállítva: {formatDate(invoice.issuedAt)}</>}
          </li>
        ))}
      </ul>
    </section>
  );
}

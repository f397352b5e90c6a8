import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { ADMIN_ENDPOINT_PATHS } from '../../../contract/admin-endpoint-paths';
import { INVOICE_KIND_LABELS, INVOICE_STATUS_LABELS, type AdminOrderInvoice } from '../../../contract/invoice';
import type { OrderDetail } from '../../../contract/order-admin';
import { adminCall } from '../admin-call';
import { formatDateTime } from '../shell/hu-date';
import { errorMessage } from './error-message';

/** The PDF's address: a plain link, the browser sends the staff cookie and saves the server's file name. */
const pdfHref = (orderId: number, kind: AdminOrderInvoice['kind']) =>
  ADMIN_ENDPOINT_PATHS.adminInvoicePdf.path.replace(':id', String(orderId)).replace(':kind', kind);

function InvoiceRow({ orderId, invoice, onRetried }: { orderId: number; invoice: AdminOrderInvoice; onRetried: () => void }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  async function retry() {
    setBusy(true);
    try {
      await adminCall('adminInvoiceRetry', { params: { id: orderId, kind: invoice.kind } });
      notify('A számla kiállítását újra megkíséreljük.', { type: 'success' });
      onRetried();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <TableRow>
      <TableCell>{INVOICE_KIND_LABELS[invoice.kind]}</TableCell>
      <TableCell>
        {invoice.number && invoice.status === 'issued'
          ? <Link href={pdfHref(orderId, invoice.kind)}>{invoice.number} (PDF)</Link>
          : INVOICE_STATUS_LABELS[invoice.status]}
        {invoice.issuedAt ? <Typography variant="body2" color="text.secondary">{formatDateTime(invoice.issuedAt)}</Typography> : null}
        {invoice.status !== 'issued' && invoice.lastError
          ? <Typography variant="body2" color="error">{invoice.attempts}. próbálkozás: {invoice.lastError}</Typography> : null}
      </TableCell>
      <TableCell align="right">
        {invoice.status === 'failed'
          ? <Button size="small" variant="outlined" disabled={busy} onClick={() => void retry()}>Újrapróbálás</Button> : null}
      </TableCell>
    </TableRow>
  );
}

/**
 * The order's invoice and storno from Számlázz.hu: numbers with their PDFs, documents being issued,
 * a failed one with its reason and a retry; or that invoicing is off (no SZAMLAZZ_AGENT_KEY).
 */
export function InvoicesCard({ order }: { order: OrderDetail }) {
  const client = useQueryClient();
  const key = ['admin', 'orders', order.id, 'invoices'];
  const invoicing = useQuery({ queryKey: ['admin', 'invoicing'], queryFn: () => adminCall('adminInvoicing'), staleTime: 60_000 });
  const documents = useQuery({ queryKey: key, queryFn: () => adminCall('adminOrderInvoices', { params: { id: order.id } }) });
  const items = documents.data?.items ?? [];
  return (
    <>
      <Typography variant="h6" component="h3" gutterBottom>Számlák</Typography>
      {invoicing.data && !invoicing.data.item.enabled ? <Alert severity="info" sx={{ mb: 1 }}>{invoicing.data.item.message}</Alert> : null}
      {documents.error ? <Typography role="alert" color="error">A számlák most nem tölthetők be.</Typography> : null}
      {documents.data && items.length === 0 ? <Typography color="text.secondary">Ehhez a rendeléshez még nem készült számla.</Typography> : null}
      {items.length > 0 ? (
        <Table size="small">
          <TableBody>
            {items.map((invoice) => (
              <InvoiceRow key={invoice.id} orderId={order.id} invoice={invoice} onRetried={() => void client.invalidateQueries({ queryKey: key })} />
            ))}
          </TableBody>
        </Table>
      ) : null}
    </>
  );
}

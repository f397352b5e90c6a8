import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Show, useBasename, useRecordContext } from 'react-admin';
import type { OrderDetail } from '../../../contract/order-admin';
import { CommentBox } from './comment-box';
import { formatDateTime } from '../shell/hu-date';
import { CustomerCard } from './customer-card';
import { EditDialog } from './edit-dialog';
import { HistoryTable } from './history-table';
import { InvoicesCard } from './invoices-card';
import { LinesTable } from './lines-table';
import { PaidButton } from './paid-button';
import { StatusActions } from './status-actions';
import { StatusChip } from './status-chip';
import { WithdrawalsNotice } from './withdrawals-notice';

function OrderPage() {
  const order = useRecordContext<OrderDetail>();
  const basename = useBasename();
  // Coming from the list, react-admin first shows the list's row (no lines, history, comments) until the order loads.
  if (!order?.lines) return null;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap">
        <Typography variant="h5" component="h2">{order.orderNumber}</Typography>
        <StatusChip status={order.status} label={order.statusLabel} />
        <Typography color="text.secondary">{formatDateTime(order.createdAt)}</Typography>
      </Stack>
      <Stack direction="row" spacing={1} flexWrap="wrap" alignItems="center">
        <StatusActions order={order} />
        <PaidButton order={order} />
        <EditDialog order={order} />
        {/* A page of its own in a new tab: printing it prints the slip alone. */}
        <Button variant="outlined" href={`${basename}/orders/${order.id}/szallitolevel`} target="_blank" rel="noopener">Szállítólevél nyomtatása</Button>
      </Stack>
      <WithdrawalsNotice order={order} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}><Card variant="outlined"><CardContent><LinesTable order={order} /></CardContent></Card></Grid>
        <Grid size={{ xs: 12, md: 5 }}><Card variant="outlined"><CardContent><CustomerCard order={order} /></CardContent></Card></Grid>
        <Grid size={{ xs: 12, md: 7 }}><Card variant="outlined"><CardContent><HistoryTable order={order} /></CardContent></Card></Grid>
        <Grid size={{ xs: 12, md: 5 }}><Card variant="outlined"><CardContent><CommentBox order={order} /></CardContent></Card></Grid>
        <Grid size={{ xs: 12, md: 7 }}><Card variant="outlined"><CardContent><InvoicesCard order={order} /></CardContent></Card></Grid>
      </Grid>
    </Stack>
  );
}

/** One order: its state and the moves it allows, editing and the packing slip, lines, customer, history, comments and invoices. */
export function OrderShow() {
  return (
    <Show title="Rendelés" actions={false}>
      <OrderPage />
    </Show>
  );
}

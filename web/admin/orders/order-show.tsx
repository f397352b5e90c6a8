import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Show, useRecordContext } from 'react-admin';
import type { OrderDetail } from '../../../contract/order-admin';
import { CommentBox } from './comment-box';
import { CustomerCard } from './customer-card';
import { HistoryTable } from './history-table';
import { LinesTable } from './lines-table';
import { PaidButton } from './paid-button';
import { StatusActions } from './status-actions';
import { StatusChip } from './status-chip';

const budapest = new Intl.DateTimeFormat('hu-HU', { timeZone: 'Europe/Budapest', dateStyle: 'long', timeStyle: 'short' });

function OrderPage() {
  const order = useRecordContext<OrderDetail>();
  if (!order) return null;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap">
        <Typography variant="h5" component="h2">{order.orderNumber}</Typography>
        <StatusChip status={order.status} label={order.statusLabel} />
        <Typography color="text.secondary">{budapest.format(new Date(order.createdAt))}</Typography>
      </Stack>
      <Stack direction="row" spacing={1} flexWrap="wrap" alignItems="center">
        <StatusActions order={order} />
        <PaidButton order={order} />
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}><Card variant="outlined"><CardContent><LinesTable order={order} /></CardContent></Card></Grid>
        <Grid size={{ xs: 12, md: 5 }}><Card variant="outlined"><CardContent><CustomerCard order={order} /></CardContent></Card></Grid>
        <Grid size={{ xs: 12, md: 7 }}><Card variant="outlined"><CardContent><HistoryTable order={order} /></CardContent></Card></Grid>
        <Grid size={{ xs: 12, md: 5 }}><Card variant="outlined"><CardContent><CommentBox order={order} /></CardContent></Card></Grid>
      </Grid>
    </Stack>
  );
}

/** One order: its state and the moves it allows, lines, customer, history and staff's comments. */
export function OrderShow() {
  return (
    <Show title="Rendelés" actions={false}>
      <OrderPage />
    </Show>
  );
}

import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, Show, useCreatePath, useRecordContext } from 'react-admin';
import type { AdminWithdrawal } from '../../../contract/withdrawal-admin';
import { ItemLinesTable } from '../orders/lines-table';
import { formatDateTime } from '../shell/hu-date';
import { RefundDeadline, WithdrawalStatusChip } from './deadline';
import { HandlingActions } from './handling-actions';


function LinesCard({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  return (
    <ItemLinesTable
      title="Visszaküldött tételek"
      lines={withdrawal.lines.map((line) => ({ ...line, key: line.orderLineId, total: line.unitPrice * line.quantity }))}
      totals={[{ label: 'Visszatérítendő (szállítás nélkül)', value: withdrawal.linesTotal, bold: true }]}
    />
  );
}

function WithdrawalPage() {
  const withdrawal = useRecordContext<AdminWithdrawal>();
  const createPath = useCreatePath();
  if (!withdrawal) return null;
  const field = (label: string, value: ReactNode) => (
    <Typography><Typography component="span" color="text.secondary">{label}: </Typography>{value}</Typography>
  );
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap">
        <Typography variant="h5" component="h2">Elállás – {withdrawal.orderNumber}</Typography>
        <WithdrawalStatusChip withdrawal={withdrawal} />
      </Stack>
      <HandlingActions withdrawal={withdrawal} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}><Card variant="outlined"><CardContent><LinesCard withdrawal={withdrawal} /></CardContent></Card></Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card variant="outlined"><CardContent>
            <Typography variant="h6" component="h3" gutterBottom>Adatok</Typography>
            {field('Rendelés', <Link to={createPath({ resource: 'orders', id: withdrawal.orderId, type: 'show' })}>{withdrawal.orderNumber}</Link>)}
            {field('Vevő', `${withdrawal.name}, ${withdrawal.email}`)}
            {field('Beérkezett', formatDateTime(withdrawal.receivedAt))}
            {field('Visszatérítési határidő', <RefundDeadline withdrawal={withdrawal} />)}
            {withdrawal.refundedAt ? field('Visszatérítve', formatDateTime(withdrawal.refundedAt)) : null}
            {withdrawal.closedAt ? field('Lezárva', formatDateTime(withdrawal.closedAt)) : null}
            {withdrawal.comment ? field('A vevő megjegyzése', withdrawal.comment) : null}
            {withdrawal.staffNote ? (
              <>
                <Typography variant="subtitle1" component="h4" sx={{ mt: 1 }}>Belső megjegyzés</Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{withdrawal.staffNote}</Typography>
              </>
            ) : null}
          </CardContent></Card>
        </Grid>
      </Grid>
    </Stack>
  );
}

/** One withdrawal: the order, the lines sent back, the dates and the refund deadline, and its handling. */
export function WithdrawalShow() {
  return (
    <Show title="Elállás" actions={false}>
      <WithdrawalPage />
    </Show>
  );
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useCreatePath } from 'react-admin';
import type { OrderDetail } from '../../../contract/order-admin';
import { formatDateTime } from '../shell/hu-date';
import { RefundDeadline, WithdrawalStatusChip } from '../withdrawals/deadline';

/**
 * The customer's withdrawals from this order, at the top of its page: staff packing, handing over or
 * shipping it must see which pieces the customer no longer wants, and where the refund stands.
 */
export function WithdrawalsNotice({ order }: { order: OrderDetail }) {
  const createPath = useCreatePath();
  if (order.withdrawals.length === 0) return null;
  return (
    <Alert severity="warning">
      <AlertTitle>A vevő elállt a rendelés egy részétől vagy egészétől</AlertTitle>
      <Stack spacing={1}>
        {order.withdrawals.map((withdrawal) => (
          <div key={withdrawal.id}>
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
              <Link to={createPath({ resource: 'withdrawals', id: withdrawal.id, type: 'show' })}>
                Elállás, beérkezett: {formatDateTime(withdrawal.receivedAt)}
              </Link>
              <WithdrawalStatusChip withdrawal={withdrawal} />
              <Typography variant="body2" component="span">
                Visszatérítési határidő: <RefundDeadline withdrawal={withdrawal} />
              </Typography>
            </Stack>
            <Typography variant="body2">
              {withdrawal.lines.map((line) => `${line.cikkszam} · ${line.productName} – ${line.variantName}: ${line.quantity} db`).join('; ')}
            </Typography>
          </div>
        ))}
      </Stack>
    </Alert>
  );
}

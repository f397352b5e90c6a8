import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AdminWithdrawal, WithdrawalStatus } from '../../../contract/withdrawal-admin';
import { formatDay } from '../shell/hu-date';

const COLORS: Record<WithdrawalStatus, 'warning' | 'success' | 'default'> = { open: 'warning', refunded: 'success', closed: 'default' };

/** The handling's state as a coloured label, the same in the list and on the detail page. */
export function WithdrawalStatusChip({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  return <Chip size="small" color={COLORS[withdrawal.status]} label={withdrawal.statusLabel} />;
}

/** The last day of the 14-day refund period; past it and still open, in red with 'Lejárt'. */
export function RefundDeadline({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const day = formatDay(withdrawal.refundDueBy);
  if (!withdrawal.overdue) return <Typography component="span" variant="inherit">{day}</Typography>;
  return (
    <Typography component="span" variant="inherit" color="error" fontWeight="bold">
      {day} <Chip size="small" color="error" label="Lejárt" />
    </Typography>
  );
}

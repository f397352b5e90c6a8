import Chip from '@mui/material/Chip';
import type { OrderStatus } from '../../../contract/order-status';

const COLORS: Record<OrderStatus, 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error'> = {
  new: 'warning', processing: 'info', ready_for_pickup: 'secondary', shipped: 'primary', completed: 'success', cancelled: 'default',
};

/** An order's state as a coloured label, the same in the list and on the order's page. */
export function StatusChip({ status, label }: { status: OrderStatus; label: string }) {
  return <Chip size="small" color={COLORS[status]} label={label} />;
}

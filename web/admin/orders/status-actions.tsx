import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import MuiTextField from '@mui/material/TextField';
import { useState } from 'react';
import { Confirm, useNotify, useRefresh } from 'react-admin';
import type { OrderDetail } from '../../../contract/order-admin';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../contract/order-status';
import { adminCall } from '../admin-call';
import { errorMessage } from './error-message';

const VERB: Partial<Record<OrderStatus, string>> = {
  processing: 'Feldolgozás alatt',
  ready_for_pickup: 'Átvehető az üzletben',
  shipped: 'Átadva a futárnak',
  completed: 'Teljesítve',
  cancelled: 'Lemondás',
};

/**
 * The moves the order allows now, one button each: handing to the courier asks for the tracking
 * number, cancelling asks for confirmation (the stock goes back and the customer is told).
 */
export function StatusActions({ order }: { order: OrderDetail }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState<OrderStatus | null>(null);
  const [tracking, setTracking] = useState('');
  const [busy, setBusy] = useState(false);

  async function move(status: OrderStatus, trackingNumber?: string) {
    setBusy(true);
    try {
      await adminCall('adminOrderStatus', { params: { id: order.id }, body: { status, ...(trackingNumber ? { trackingNumber } : {}) } });
      notify(`A rendelés új állapota: ${ORDER_STATUS_LABELS[status]}`, { type: 'success' });
      setAsking(null);
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const click = (status: OrderStatus) => (status === 'shipped' || status === 'cancelled' ? setAsking(status) : void move(status));
  return (
    <Stack direction="row" spacing={1}>
      {order.nextStatuses.map((status) => (
        <Button key={status} variant={status === 'cancelled' ? 'outlined' : 'contained'} color={status === 'cancelled' ? 'error' : 'primary'}
          disabled={busy} onClick={() => click(status)}>
          {VERB[status]}
        </Button>
      ))}
      <Dialog open={asking === 'shipped'} onClose={() => setAsking(null)}>
        <DialogTitle>Átadás a futárnak</DialogTitle>
        <DialogContent>
          <MuiTextField autoFocus fullWidth margin="dense" label="Csomagkövetési szám" value={tracking}
            onChange={(event) => setTracking(event.target.value)} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>Mégse</Button>
          <Button variant="contained" disabled={busy || tracking.trim() === ''} onClick={() => void move('shipped', tracking.trim())}>Mentés</Button>
        </DialogActions>
      </Dialog>
      <Confirm isOpen={asking === 'cancelled'} loading={busy} title={`${order.orderNumber} lemondása`}
        content="A rendelés lemondásával a termékek visszakerülnek a készletbe, és a vevő e-mailt kap. Biztosan lemondja?"
        confirm="Lemondás" cancel="Mégse" onConfirm={() => void move('cancelled')} onClose={() => setAsking(null)} />
    </Stack>
  );
}

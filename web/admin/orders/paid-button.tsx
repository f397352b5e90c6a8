import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import type { OrderDetail } from '../../../contract/order-admin';
import { adminCall } from '../admin-call';
import { errorMessage } from './error-message';
import { paidButtonLabel } from './order-labels';

/** 'Paid': shown while an open order is unpaid. */
export function PaidButton({ order }: { order: OrderDetail }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (order.paymentState === 'paid' || order.nextStatuses.length === 0) return null;
  async function markPaid() {
    setBusy(true);
    try {
      await adminCall('adminOrderPaid', { params: { id: order.id } });
      notify('A rendelés fizetettnek jelölve.', { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return <Button variant="text" disabled={busy} onClick={() => void markPaid()}>{paidButtonLabel(order)}</Button>;
}

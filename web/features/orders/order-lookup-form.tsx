import { useState, type FormEvent } from 'react';
import type { OrderDetail } from '../../../contract/customer-orders';
import { ApiError } from '../../lib/api-client';
import { lookupOrder } from './api';

export interface OrderIdentity { orderNumber: string; email: string }

/** The server's Hungarian message for a refused look-up (not found, too many tries), or a generic one. */
export function lookupFailure(error: unknown): string {
  const message = error instanceof ApiError ? error.body?.message : undefined;
  return typeof message === 'string' && message ? message : 'A rendelést most nem sikerült lekérdezni. Kérjük, próbálja újra.';
}

/** Order number plus the order's e-mail: how a guest proves an order is theirs. */
export function OrderLookupForm({ submitLabel, initialNumber = '', onFound }: {
  submitLabel: string;
  initialNumber?: string;
  onFound(order: OrderDetail, identity: OrderIdentity): void;
}) {
  const [orderNumber, setOrderNumber] = useState(initialNumber);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const answer = await lookupOrder(orderNumber, email);
      onFound(answer.order, { orderNumber: answer.order.orderNumber, email: email.trim() });
    } catch (failure) {
      setError(lookupFailure(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="order-form" onSubmit={(event) => void submit(event)}>
      <label>
        Rendelésszám *
        <input required value={orderNumber} placeholder="MP-2026-000123" onChange={(e) => setOrderNumber(e.target.value)} />
      </label>
      <label>
        A rendeléskor megadott e-mail cím *
        <input required type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      {error && <p role="alert" className="order-form__error">{error}</p>}
      <button type="submit" className="button" disabled={pending || !orderNumber.trim() || !email.trim()}>{submitLabel}</button>
    </form>
  );
}

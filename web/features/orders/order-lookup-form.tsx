import { useRef, useState } from 'react';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';
import type { OrderDetail } from '../../../contract/customer-orders';
import { lookupOrder } from './api';
import { useFormSubmit } from './use-form-submit';
import './orders.css';

export interface OrderIdentity { orderNumber: string; email: string }

/** Order number plus the order's e-mail: how a guest proves an order is theirs. */
export function OrderLookupForm({ submitLabel, initialNumber = '', initialEmail = '', onFound }: {
  submitLabel: string;
  initialNumber?: string;
  initialEmail?: string;
  onFound(order: OrderDetail, identity: OrderIdentity): void;
}) {
  const [orderNumber, setOrderNumber] = useState(initialNumber);
  const [email, setEmail] = useState(initialEmail);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  const { error, pending, onSubmit } = useFormSubmit(async () => {
    const answer = await lookupOrder(orderNumber, email);
    onFound(answer.order, { orderNumber: answer.order.orderNumber, email: email.trim() });
  });

  return (
    <form ref={formRef} className="order-form" onSubmit={onSubmit}>
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

import { useState } from 'react';
import type { OrderDetail, WithdrawalView } from '../../../contract/customer-orders';
import { formatPrice } from '../../lib/money';
import { formatDate, newRequestKey, sendWithdrawal } from './api';
import type { OrderIdentity } from './order-lookup-form';
import { useFormSubmit } from './use-form-submit';
import './orders.css';

/** Chooses the lines (and pieces) to withdraw from, then confirms; the server records it and mails the acknowledgement. */
export function WithdrawalForm({ order, identity, onDone }: {
  order: OrderDetail;
  /** the e-mail a guest identified the order with; absent for the customer's own order */
  identity?: OrderIdentity;
  onDone(withdrawal: WithdrawalView): void;
}) {
  const open = order.lines.filter((line) => line.quantity > line.withdrawnQuantity);
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [comment, setComment] = useState('');
  const [requestKey] = useState(newRequestKey);
  const lines = Object.entries(chosen).filter(([, quantity]) => quantity > 0).map(([id, quantity]) => ({ id: Number(id), quantity }));

  const { error, pending, onSubmit } = useFormSubmit(async () => {
    const answer = await sendWithdrawal({
      orderNumber: order.orderNumber, requestKey, lines, comment,
      ...(identity ? { email: identity.email } : {}),
    });
    onDone(answer.withdrawal);
  });

  return (
    <form className="order-form" onSubmit={onSubmit}>
      <p>Rendelés: <strong>{order.orderNumber}</strong> ({formatDate(order.createdAt)}). Válassza ki, mely termékekre vonatkozik az elállás:</p>
      {open.map((line) => {
        const left = line.quantity - line.withdrawnQuantity;
        const checked = (chosen[line.id] ?? 0) > 0;
        return (
          <div key={line.id} className="withdrawal-line">
            <label className="withdrawal-line__choice">
              <input type="checkbox" checked={checked} onChange={(e) => setChosen({ ...chosen, [line.id]: e.target.checked ? left : 0 })} />
              {line.productName} – {line.variantName} (<span className="amount">{formatPrice(line.unitPrice)}</span>)
            </label>
            {checked && left > 1 && (
              <select aria-label={`Mennyiség: ${line.productName} – ${line.variantName}`} value={chosen[line.id]}
                onChange={(e) => setChosen({ ...chosen, [line.id]: Number(e.target.value) })}>
                {Array.from({ length: left }, (_, i) => <option key={i + 1} value={i + 1}>{i + 1} db</option>)}
              </select>
            )}
          </div>
        );
      })}
      <label>
        Megjegyzés (nem kötelező, pl. a visszatérítéshez a bankszámlaszáma)
        <textarea rows={3} maxLength={2000} value={comment} onChange={(e) => setComment(e.target.value)} />
      </label>
      {error && <p role="alert" className="order-form__error">{error}</p>}
      <button type="submit" className="button" disabled={pending || lines.length === 0}>Elállok a kiválasztott termékek megvásárlásától</button>
    </form>
  );
}

import { Link } from 'react-router';
import type { OrderSummary } from '../../../contract/customer-orders';
import { formatPrice } from '../../lib/money';
import { myOrderPath } from '../../lib/paths';
import { formatDate } from './api';
import './orders.css';

/** 'Rendeléseim': newest first, each with its status and a link to its detail. */
export function OrderList({ orders }: { orders: OrderSummary[] }) {
  if (orders.length === 0) return <p>Még nincs rendelése.</p>;
  return (
    <table className="order-lines">
      <thead>
        <tr><th scope="col">Rendelésszám</th><th scope="col">Dátum</th><th scope="col">Állapot</th><th scope="col">Végösszeg</th></tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.orderNumber}>
            <td><Link to={myOrderPath(order.orderNumber)}>{order.orderNumber}</Link></td>
            <td data-label="Dátum">{formatDate(order.createdAt)}</td>
            <td data-label="Állapot" className="order-status">{order.statusLabel}</td>
            <td data-label="Végösszeg"><span className="amount">{formatPrice(order.total)}</span></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { Link } from 'react-router';
import type { OrderDetail } from '../../../contract/customer-orders';
import { formatPrice } from '../../lib/money';
import { productPath, withdrawalPath } from '../../lib/paths';
import { formatDate } from './api';
import './orders.css';

/** One order as its customer sees it: status, lines, totals, terms, addresses and withdrawals. */
export function OrderDetailView({ order }: { order: OrderDetail }) {
  return (
    <article className="order-detail">
      <p className="order-detail__meta">
        Rendelésszám: <strong>{order.orderNumber}</strong> · Leadva: {formatDate(order.createdAt)} ·
        Állapot: <strong className="order-status">{order.statusLabel}</strong>
      </p>
      <table className="order-lines">
        <thead>
          <tr><th scope="col">Termék</th><th scope="col">Mennyiség</th><th scope="col">Egységár</th><th scope="col">Összesen</th></tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td>
                {line.alias ? <Link to={productPath(line.alias)}>{line.productName}</Link> : line.productName} – {line.variantName}
                <br /><small>Azonosító: {line.cikkszam}{line.withdrawnQuantity > 0 && ` · elállva: ${line.withdrawnQuantity} db`}</small>
              </td>
              <td>{line.quantity} db</td>
              <td>{formatPrice(line.unitPrice)}</td>
              <td>{formatPrice(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="cart-totals">
        <dt>Termékek összesen:</dt><dd>{formatPrice(order.goodsTotal)}</dd>
        <dt>Szállítási költség:</dt><dd>{formatPrice(order.shippingcost)}</dd>
        <dt className="cart-totals__grand">Fizetendő összesen:</dt><dd className="cart-totals__grand">{formatPrice(order.total)}</dd>
      </dl>
      <div className="order-summary">
        <section>
          <h2>Szállítás és fizetés</h2>
          <p><strong>{order.delivery.label}</strong><br />{order.delivery.payment} {order.delivery.delivery}</p>
        </section>
        <section>
          <h2>Szállítási adatok</h2>
          <p>{order.shipping.name}<br />{order.shipping.address}<br />{order.shipping.email}<br />{order.shipping.phone}</p>
        </section>
        <section>
          <h2>Számlázási adatok</h2>
          <p>{order.billing.name}<br />{order.billing.taxNumber && <>Adószám: {order.billing.taxNumber}<br /></>}{order.billing.address}</p>
        </section>
      </div>
      {order.withdrawals.length > 0 && (
        <section className="order-withdrawals">
          <h2>Elállások</h2>
          <ul>
            {order.withdrawals.map((w) => (
              <li key={w.id}>
                {formatDate(w.receivedAt)}: {w.lines.map((line) => `${line.productName} – ${line.variantName} (${line.quantity} db)`).join(', ')}.
                {' '}Visszatérítés legkésőbb: {formatDate(w.refundDueBy)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {order.canWithdraw && (
        <p><Link className="button button--ghost" to={withdrawalPath(order.orderNumber)}>Elállás a szerződéstől</Link></p>
      )}
    </article>
  );
}

import { Link } from 'react-router';
import type { OrderDetail } from '../../../contract/customer-orders';
import { formatPrice } from '../../lib/money';
import { productPath, withdrawalPath } from '../../lib/paths';
import { formatDate } from './api';
import './orders.css';

/**
 * One order as its customer sees it: status, lines, totals, terms, addresses and withdrawals.
 * `email`: the address a guest found the order with, carried to 'Elállás' so it is not asked again.
 */
export function OrderDetailView({ order, email }: { order: OrderDetail; email?: string }) {
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
              <td data-label="Mennyiség">{line.quantity} db</td>
              <td data-label="Egységár"><span className="amount">{formatPrice(line.unitPrice)}</span></td>
              <td data-label="Összesen"><span className="amount">{formatPrice(line.lineTotal)}</span></td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="order-totals">
        <dt>Termékek összesen:</dt><dd><span className="amount">{formatPrice(order.goodsTotal)}</span></dd>
        <dt>Szállítási költség:</dt><dd><span className="amount">{formatPrice(order.shippingcost)}</span></dd>
        <dt className="order-totals__grand">Fizetendő összesen:</dt><dd className="order-totals__grand"><span className="amount">{formatPrice(order.total)}</span></dd>
      </dl>
      <div className="order-addresses summary-grid">
        <section>
          <h2>Szállítás és fizetés</h2>
          <p><strong>{order.delivery.label}</strong><br />{order.delivery.payment} {order.delivery.delivery}</p>
          {order.trackingNumber && <p>Csomagkövetési szám: <strong>{order.trackingNumber}</strong></p>}
          {order.bankTransfer && (
            <p className="order-bank-transfer">
              Kérjük, a végösszeget az alábbi bankszámlára utalja; a csomagot az utalás beérkezése után adjuk fel.<br />
              Kedvezményezett: {order.bankTransfer.beneficiary}<br />Bank: {order.bankTransfer.bank}<br />
              Számlaszám: <strong>{order.bankTransfer.accountNumber}</strong><br />IBAN: {order.bankTransfer.iban}<br />
              Összeg: <strong className="amount">{formatPrice(order.bankTransfer.amount)}</strong><br />
              Közlemény: <strong>{order.bankTransfer.reference}</strong>
            </p>
          )}
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
        <p><Link className="button button--ghost" to={withdrawalPath(order.orderNumber)} state={email ? { email } : undefined}>Elállás a szerződéstől</Link></p>
      )}
    </article>
  );
}

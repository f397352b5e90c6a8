import type { Cart } from '../../../contract/cart';
import { formatPrice } from '../../lib/money';

/** Goods total, shipping cost (once a mode is chosen) and the grand total. */
export function CartTotals({ cart }: { cart: Cart }) {
  return (
    <dl className="cart-totals">
      <dt>Termékek összesen:</dt>
      <dd>{formatPrice(cart.goodsTotal)}</dd>
      {cart.szallitas !== null && (
        <>
          <dt>Szállítási költség:</dt>
          <dd>{formatPrice(cart.shippingcost)}</dd>
        </>
      )}
      <dt className="cart-totals__grand">Fizetendő összesen:</dt>
      <dd className="cart-totals__grand">{formatPrice(cart.total)}</dd>
    </dl>
  );
}

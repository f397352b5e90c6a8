import { Link, Navigate } from 'react-router';
import { paths } from '../lib/paths';
import { usePageTitle } from '../lib/use-page-title';
import { CartGoods } from '../features/cart/cart-goods';
import { isFinished } from '../features/cart/cart-store';
import { CartTotals } from '../features/cart/cart-totals';
import { CheckoutTabs } from '../features/cart/checkout-tabs';
import { OrderSummary } from '../features/cart/order-summary';
import { useCheckoutCart } from '../features/cart/use-checkout-cart';
import { useFinishOrder } from '../features/cart/use-finish-order';
import '../features/cart/checkout.css';

/** /megrendeles: the final review and 'Megrendelem'; no goods go back a step, a finished order goes home. */
export function Component() {
  usePageTitle('Véglegesítés');
  const { cart, isPending } = useCheckoutCart();
  const { finish, pending } = useFinishOrder();

  if (isFinished()) return <Navigate to={paths.home} replace />;
  if (!isPending && (!cart || cart.goods.length === 0)) return <Navigate to={paths.orderData} replace />;
  return (
    <div className="page checkout">
      <h1>Véglegesítés</h1>
      <CheckoutTabs step={2} />
      {!cart ? (
        <p className="page__notice">Kosár betöltése..</p>
      ) : (
        <>
          <CartGoods goods={cart.goods} />
          <OrderSummary cart={cart} />
          <CartTotals cart={cart} />
          <p className="checkout__legal">
            A rendelés leadásával elfogadja az <Link to={paths.terms} target="_blank">általános szerződési feltételeket</Link> és
            az <Link to={paths.privacy} target="_blank">adatvédelmi nyilatkozatot</Link>. A termék átvételétől számított 14 napon
            belül indoklás nélkül elállhat a vásárlástól: <Link to={paths.withdrawalInfo} target="_blank">elállási tájékoztató</Link>.
          </p>
          <div className="checkout__actions">
            <Link className="button button--ghost" to={paths.orderData}>Vissza</Link>
            {/* The button states the obligation to pay (45/2014. Korm. rendelet 15. §, CJEU C-249/21) and keeps the spec's word. */}
            <button type="button" className="button" disabled={pending} onClick={() => void finish()}>
              {pending ? 'Rendelés folyamatban..' : 'Megrendelem – fizetési kötelezettséggel'}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

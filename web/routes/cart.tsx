import { Link, useNavigate } from 'react-router';
import { paths } from '../lib/paths';
import { usePageTitle } from '../lib/use-page-title';
import { CartGoods } from '../features/cart/cart-goods';
import { CartTotals } from '../features/cart/cart-totals';
import { CheckoutTabs } from '../features/cart/checkout-tabs';
import { DeliveryModes } from '../features/cart/delivery-modes';
import { useCartActions } from '../features/cart/use-cart-actions';
import { useCheckoutCart } from '../features/cart/use-checkout-cart';
import '../features/cart/checkout.css';

/** /kosar: the first checkout tab, the goods and the delivery mode. */
export function Component() {
  usePageTitle('Kosár');
  const { cart, isPending } = useCheckoutCart();
  const actions = useCartActions();
  const navigate = useNavigate();
  const empty = !cart || cart.goods.length === 0;

  return (
    <div className="page checkout">
      <h1>Kosár</h1>
      <CheckoutTabs step={0} />
      {isPending ? (
        <p className="page__notice">Kosár betöltése..</p>
      ) : empty ? (
        <div className="checkout__empty">
          <p>A kosár üres.</p>
          <Link className="button" to={paths.home}>Vásárlás folytatása</Link>
        </div>
      ) : (
        <>
          <CartGoods goods={cart.goods} actions={actions} />
          <DeliveryModes cart={cart} actions={actions} />
          <CartTotals cart={cart} />
          <div className="checkout__actions">
            {cart.szallitas === null && <p className="checkout__hint">A továbblépéshez minden mező kitöltése kötelező.</p>}
            <button type="button" className="button" disabled={cart.szallitas === null} onClick={() => navigate(paths.orderData)}>
              Tovább
            </button>
          </div>
        </>
      )}
    </div>
  );
}

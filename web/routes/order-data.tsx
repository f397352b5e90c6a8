import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from 'react-router';
import type { Cart } from '../../contract/cart';
import { paths } from '../lib/paths';
import { usePageTitle } from '../lib/use-page-title';
import { useAuth } from '../features/auth/use-auth';
import { cartQuery } from '../features/cart/api';
import { CheckoutTabs } from '../features/cart/checkout-tabs';
import { OrderDataForm } from '../features/cart/order-data-form';
import { useCartActions } from '../features/cart/use-cart-actions';
import { useCheckoutCart } from '../features/cart/use-checkout-cart';
import { useOrderForm } from '../features/cart/use-order-form';
import { showMessage } from '../ui/dialog';
import '../features/cart/checkout.css';

function GuestPrompt() {
  return (
    <div className="checkout__guest">
      <p>
        Már vásárolt nálunk? <Link to={paths.login}>Jelentkezzen be</Link>, és adatait kitöltjük Önnek.
      </p>
      <p>Regisztráció nélkül is vásárolhat: elég kitöltenie az alábbi adatokat.</p>
    </div>
  );
}

function OrderDataStep({ cart }: { cart: Cart }) {
  const actions = useCartActions();
  const form = useOrderForm(cart, actions);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { isLoggedIn } = useAuth();

  async function goOn() {
    await form.submit();
    const latest = queryClient.getQueryData(cartQuery.queryKey) ?? cart;
    if (latest.isValid) {
      navigate(paths.orderReview);
      return;
    }
    showMessage({
      title: 'Hibás űrlap kitöltés',
      content: 'Kérjük, minden mezőt megfelelően töltsön ki!',
      buttonLabel: 'Javítom',
      tone: 'error',
    });
  }

  return (
    <>
      {isLoggedIn ? <p className="page__lead">Profiladatait kitöltöttük, szükség esetén módosíthatja őket.</p> : <GuestPrompt />}
      <OrderDataForm cart={cart} form={form} />
      <div className="checkout__actions">
        <Link className="button button--ghost" to={paths.cart}>Vissza</Link>
        <button type="button" className="button" onClick={() => void goOn()}>Tovább</button>
      </div>
    </>
  );
}

/** /adatok-szallitas: the second checkout tab; an empty basket goes back to /kosar. */
export function Component() {
  usePageTitle('Rendelési adatok');
  const { cart, isPending } = useCheckoutCart();
  if (!isPending && (!cart || cart.goods.length === 0)) return <Navigate to={paths.cart} replace />;
  return (
    <div className="page checkout">
      <h1>Rendelési adatok</h1>
      <CheckoutTabs step={1} />
      {cart ? <OrderDataStep cart={cart} /> : <p className="page__notice">Kosár betöltése..</p>}
    </div>
  );
}

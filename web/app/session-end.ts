import { getAuth, subscribeAuth } from '../features/auth/auth-store';
import { cartQuery } from '../features/cart/api';
import { forgetCart } from '../features/cart/cart-store';
import { garageQuery } from '../features/fitment/api';
import { queryClient } from './providers';

/**
 * When a login ends (the 'Kilépés' button, a rejected token, or a logout in another tab) the cart and
 * every cached personal answer go with it: the next person at this browser starts with an empty
 * guest cart and sees none of the customer's order data.
 */
export function forgetPersonalDataOnLogout(): void {
  let wasLoggedIn = getAuth().isLoggedIn;
  subscribeAuth(() => {
    const { isLoggedIn } = getAuth();
    if (wasLoggedIn && !isLoggedIn) {
      forgetCart();
      queryClient.setQueryData(cartQuery.queryKey, null);
      queryClient.removeQueries({ queryKey: ['account'] });
      queryClient.removeQueries({ queryKey: garageQuery(false).queryKey });
    }
    wasLoggedIn = isLoggedIn;
  });
}

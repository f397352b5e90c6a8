import { queryOptions } from '@tanstack/react-query';
import type { Cart } from '../../../contract/cart';
import { ApiError, apiCall } from '../../lib/api-client';
import { readStored, type CartId } from '../../lib/storage';
import { forgetCart } from './cart-store';

/** The part of a cart the badge needs. */
export interface CartSummary {
  id: CartId;
  goods: { quantity: number }[];
}

/**
 * The visitor's cart, or null when no cart id is stored. Cart calls that
 * change the cart put their answer under this key (setQueryData) so the
 * header badge follows. A failed call counts as an empty cart and is only
 * logged (spec section 8: other cart call failures are not shown). A cart
 * that became an order (in another tab) or that the server no longer knows
 * is forgotten, so the next 'Kosárba' starts a new one.
 */
export const cartQuery = queryOptions({
  queryKey: ['cart'],
  queryFn: async ({ signal }): Promise<Cart | null> => {
    const cartId = readStored('cart_id');
    if (cartId === null) return null;
    try {
      // With the bearer token the server ties the cart to the customer and prefills the order data.
      const answer = await apiCall('getCart', { body: { cart_id: String(cartId) }, signal });
      if (answer.status === 1 && answer.cart && !answer.cart.finished) return answer.cart;
      forgetCart();
      return null;
    } catch (error) {
      if (signal.aborted) throw error;
      // bad_request: a stored id the server cannot even read (edited by hand or from an older version).
      if (error instanceof ApiError && (error.code === 'cart_not_found' || error.code === 'bad_request')) forgetCart();
      console.error('getCart failed', error);
      return null;
    }
  },
  staleTime: 60_000,
});

/** The badge number: the sum of line quantities. */
export function cartItemCount(cart: CartSummary | null | undefined): number {
  return (cart?.goods ?? []).reduce((sum, good) => sum + (Number.isFinite(good.quantity) ? good.quantity : 0), 0);
}

import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../lib/api-client';
import { readStored, type CartId } from '../../lib/storage';

/** The part of a cart the shell needs; the cart feature extends it. */
export interface CartSummary {
  id: CartId;
  goods: { quantity: number }[];
}

interface CartAnswer {
  status: number;
  cart?: CartSummary;
}

/**
 * The visitor's cart, or null when no cart id is stored. Cart calls that
 * change the cart should put their answer under this key (setQueryData) so
 * the header badge follows. A failed call counts as an empty cart and is only
 * logged (spec section 8: other cart call failures are not shown).
 */
export const cartQuery = queryOptions({
  queryKey: ['cart'],
  queryFn: async ({ signal }): Promise<CartSummary | null> => {
    const cartId = readStored('cart_id');
    if (cartId === null) return null;
    try {
      const answer = await apiPost<CartAnswer>('/api/getCart', { cart_id: cartId }, { signal });
      return answer.status === 1 && answer.cart ? answer.cart : null;
    } catch (error) {
      if (signal.aborted) throw error;
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

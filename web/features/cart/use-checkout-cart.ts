import { useQuery } from '@tanstack/react-query';
import { useHydrated } from '../../lib/use-hydrated';
import { cartQuery } from './api';
import type { Cart } from '../../../contract/cart';

/**
 * The cart on a checkout page: read again on every visit, so a login since the last read ties
 * the cart to the customer and prefills the order data, and another tab's changes show. Pending until
 * hydrated: the server renders these pages loading (the cart's id is in the visitor's storage), and the
 * header's cart link may have read the cart before the page's chunk arrived.
 */
export function useCheckoutCart(): { cart: Cart | null | undefined; isPending: boolean } {
  const hydrated = useHydrated();
  const { data, isPending } = useQuery({ ...cartQuery, refetchOnMount: 'always' });
  return hydrated ? { cart: data, isPending } : { cart: undefined, isPending: true };
}

import { useQuery } from '@tanstack/react-query';
import { cartQuery } from './api';

/**
 * The cart on a checkout page: read again on every visit, so a login since the last read ties
 * the cart to the customer and prefills the order data, and another tab's changes show.
 */
export function useCheckoutCart() {
  return useQuery({ ...cartQuery, refetchOnMount: 'always' });
}

import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CartResponse, ModifiableField } from '../../../contract/cart';
import { apiCall } from '../../lib/api-client';
import { readStored } from '../../lib/storage';
import { cartQuery } from './api';
import { rememberCart, resetFinished } from './cart-store';

export interface CartActions {
  inc(lineId: number): Promise<void>;
  dec(lineId: number): Promise<void>;
  remove(lineId: number): Promise<void>;
  modify(name: ModifiableField, value: string | boolean | number): Promise<void>;
}

/**
 * The basket's change calls. Each answer replaces the cached cart, so the page and the header
 * badge follow; a failure is only logged (spec section 8: other cart call failures).
 */
export function useCartActions(): CartActions {
  const queryClient = useQueryClient();
  return useMemo(() => {
    async function run(call: string, send: (cartId: string) => Promise<CartResponse>): Promise<void> {
      const cartId = readStored('cart_id');
      if (cartId === null) return;
      resetFinished();
      // A cart read still under way would land after this change and undo it on screen. Cancelling
      // reverts the query to its last manual data, which includes a change just shown by modify().
      await queryClient.cancelQueries({ queryKey: cartQuery.queryKey });
      try {
        // The calls send the token: it lets the server show a customer's own order data.
        const answer = await send(String(cartId));
        if (answer.status !== 1) throw new Error(`${call} answered status ${String(answer.status)}`);
        rememberCart(answer.cart);
        queryClient.setQueryData(cartQuery.queryKey, answer.cart);
      } catch (error) {
        console.error(`${call} failed`, error);
      }
    }
    return {
      inc: (lineId) => run('incCart', (cart_id) => apiCall('incCart', { body: { id: lineId, cart_id } })),
      dec: (lineId) => run('decCart', (cart_id) => apiCall('decCart', { body: { id: lineId, cart_id } })),
      remove: (lineId) => run('removeFromCart', (cart_id) => apiCall('removeFromCart', { body: { id: lineId, cart_id } })),
      modify: (name, value) => {
        // Shown at once (spec section 4), in the same tick as the click, so a controlled input never
        // flips back; the server's answer then brings the costs and validity.
        queryClient.setQueryData(cartQuery.queryKey, (cart) => (cart ? { ...cart, [name]: value } : cart));
        return run('modifyCart', (cart_id) => apiCall('modifyCart', { body: { name, value, cart_id } }));
      },
    };
  }, [queryClient]);
}

import { useQueryClient } from '@tanstack/react-query';
import { createElement, useCallback, useRef, useState } from 'react';
import type { ProductDetail } from '../../../contract/catalog';
import { apiCall } from '../../lib/api-client';
import { readStored } from '../../lib/storage';
import { showMessage } from '../../ui/dialog';
import { AddedToCartMessage } from './added-to-cart-message';
import { cartQuery } from './api';
import { cartErrorText, rememberCart, resetFinished } from './cart-store';

export interface AddToCartInput {
  variantId: number;
  quantity: number;
  product: ProductDetail;
}

/**
 * 'Kosárba' for the product page and the variants table: adds the line, keeps the cart id the
 * server answers with, updates the badge and shows the success popup of spec section 8. The
 * caller runs the two validation alerts of spec section 5 before calling add.
 */
export function useAddToCart(): { add(input: AddToCartInput): Promise<void>; pending: boolean } {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);

  const add = useCallback(async ({ variantId, quantity, product }: AddToCartInput) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    resetFinished();
    try {
      const cartId = readStored('cart_id');
      const answer = await apiCall('addToCart', { body: { id: variantId, quantity, cart_id: cartId === null ? null : String(cartId) } });
      rememberCart(answer.cart);
      queryClient.setQueryData(cartQuery.queryKey, answer.cart);
      const variant = product.variants.find((candidate) => candidate.id === variantId);
      showMessage({
        title: 'A termék bekerült a kosárba',
        content: createElement(AddedToCartMessage, {
          image: product.images[0] ?? null,
          productName: product.fullname_hu,
          variantName: variant?.name_hu ?? answer.product.name,
          quantity,
          price: answer.product.price,
        }),
        buttonLabel: 'Rendben',
        tone: 'success',
      });
    } catch (error) {
      showMessage({ title: 'Hiba!', content: cartErrorText(error), buttonLabel: 'Értem', tone: 'error' });
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, [queryClient]);

  return { add, pending };
}

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { ApiError, apiCall } from '../../lib/api-client';
import { readStored } from '../../lib/storage';
import { showMessage } from '../../ui/dialog';
import { cartQuery } from './api';
import { beginFinishing, endFinishing, forgetCart, markFinished } from './cart-store';

function showFailure(error: unknown): void {
  if (error instanceof ApiError && error.code === 'order_data_invalid') {
    showMessage({
      title: 'Hibás űrlap kitöltés',
      content: 'Kérjük, minden mezőt megfelelően töltsön ki!',
      buttonLabel: 'Javítom',
      tone: 'error',
      redirectTo: paths.orderData,
    });
    return;
  }
  // A sold-out item: the server's message names it, which tells the customer what to change.
  const soldOut = error instanceof ApiError && error.code === 'not_enough_stock' && typeof error.body?.message === 'string';
  showMessage({
    title: 'Hiba a rendelés közben!',
    content: soldOut ? `${String(error.body!.message)} Próbálja újra.` : 'Próbálja újra.',
    tone: 'error',
  });
}

/**
 * 'Megrendelem' (spec sections 4 and 8): one finish request at a time; on status 1 the cart id is
 * forgotten, the cart emptied, the finished flag set and the customer sent home with the success popup.
 */
export function useFinishOrder(): { finish(): Promise<void>; pending: boolean } {
  const [pending, setPending] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function finish(): Promise<void> {
    const cartId = readStored('cart_id');
    if (cartId === null || !beginFinishing()) return;
    setPending(true);
    try {
      const answer = await apiCall('finishCart', { body: { cart_id: String(cartId) } });
      if (answer.status !== 1) throw new Error(`finishCart answered status ${String(answer.status)}`);
      forgetCart();
      queryClient.setQueryData(cartQuery.queryKey, null);
      markFinished();
      navigate(paths.home);
      const { orderNumber } = answer.cart;
      showMessage({
        title: 'Sikeres rendelés!',
        content: 'Köszönjük. Rendelését rögzítettük, hamarosan keresni fogjuk.'
          + (orderNumber ? ` Rendelésszám: ${orderNumber}. A visszaigazolást e-mailben elküldtük.` : ''),
        tone: 'success',
      });
    } catch (error) {
      console.error('finishCart failed', error);
      showFailure(error);
      // The cart may have changed (a sold-out line): show what the server holds now.
      void queryClient.invalidateQueries({ queryKey: cartQuery.queryKey });
    } finally {
      endFinishing();
      setPending(false);
    }
  }

  return { finish, pending };
}

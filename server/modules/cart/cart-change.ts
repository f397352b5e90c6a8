import type { DbOrTx } from '../../db/client';
import { columnOf, orderDataOf, userDataOf } from './cart.mapper';
import { updateCart, type CartRow, type CartUpdate } from './cart.repo';
import type { CartChange } from './cart-values';
import { effectiveUserData } from './order-data-rules';

const BILLING_FIELDS = ['szamla_nev', 'szamla_irsz', 'szamla_varos', 'szamla_utca'] as const;

/**
 * Unticking 'billing same as shipping' keeps the billing block the customer was looking at: its
 * empty fields take the shipping values they were showing, and the customer edits from there.
 */
function billingSnapshot(cart: CartRow): CartUpdate {
  const shown = effectiveUserData(orderDataOf(cart));
  const stored = userDataOf(cart);
  return Object.fromEntries(
    BILLING_FIELDS.filter((field) => stored[field].trim() === '').map((field) => [columnOf(field), shown[field]]),
  );
}

/** Stores one checked modifyCart change. */
export async function applyCartChange(db: DbOrTx, cart: CartRow, change: CartChange): Promise<void> {
  switch (change.kind) {
    case 'text':
      return updateCart(db, cart.id, { [columnOf(change.field)]: change.value });
    case 'szallitas':
      return updateCart(db, cart.id, { szallitas: change.value });
    case 'flag':
      if (change.field === 'aszf_elfogadva') return updateCart(db, cart.id, { termsAccepted: change.value });
      if (!change.value && cart.billingSameAsShipping) {
        return updateCart(db, cart.id, { ...billingSnapshot(cart), billingSameAsShipping: false });
      }
      return updateCart(db, cart.id, { billingSameAsShipping: change.value });
  }
}

import { randomBytes } from 'node:crypto';
import type { UserData } from '../../../contract/account';
import type { Cart } from '../../../contract/cart';
import { USER_DATA_FIELDS } from '../../../contract/cart-fields';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/errors';
import { columnOf, toFinishedCartView, toOpenCartView, userDataOf } from './cart.mapper';
import { findCart, listCartLines, lockCart, updateCart, type CartRow, type CartUpdate } from './cart.repo';
import { billingFollowsShipping, isUserDataEmpty } from './order-data-rules';
import { findOrderByCart, listOrderLines } from './order.repo';
import type { ShippingRules } from './shipping';

/** 192 random bits, base64url: the cart id is the only key to a guest's basket, so it must not be guessable. */
export function newCartId(): string {
  return randomBytes(24).toString('base64url');
}

export const CART_NOT_FOUND = 'Nem található ilyen kosár.';
export const CART_FINISHED = 'Ez a kosár már megrendelésre került, nem módosítható.';

/** The cart for reading, or a 404 when no cart has this id. */
export async function readCart(db: DbOrTx, cartId: string): Promise<CartRow> {
  const cart = await findCart(db, cartId);
  if (!cart) throw new AppError('cart_not_found', CART_NOT_FOUND);
  return cart;
}

/** The cart locked for a change; a finished cart is read-only. */
export async function lockOpenCart(db: DbOrTx, cartId: string): Promise<CartRow> {
  const cart = await lockCart(db, cartId);
  if (!cart) throw new AppError('cart_not_found', CART_NOT_FOUND);
  if (cart.finishedAt) throw new AppError('cart_finished', CART_FINISHED);
  return cart;
}

/**
 * A cart tied to an account as a stranger sees it: the goods, none of the owner's order data. The
 * checks run on what is shown, so a stranger learns nothing from which fields are valid either.
 */
function withoutOrderData(cart: CartRow): CartRow {
  const blank = Object.fromEntries(USER_DATA_FIELDS.map((field) => [columnOf(field), '']));
  return { ...cart, ...blank, megjegyzes: '', billingSameAsShipping: true, termsAccepted: false };
}

/**
 * The spec's `cart` for either state of a cart. `viewerId` is the caller's account (null for a
 * guest): a cart tied to an account shows its order data to that account only, so a cart id left
 * in a shared browser after a logout reveals no name, address or phone number.
 */
export async function cartView(db: DbOrTx, cart: CartRow, rules: ShippingRules, viewerId: number | null): Promise<Cart> {
  if (cart.finishedAt) {
    const order = await findOrderByCart(db, cart.id);
    if (!order) throw new AppError('internal', 'A lezárt kosárhoz nem tartozik rendelés.');
    return toFinishedCartView(cart.id, order, await listOrderLines(db, order.id));
  }
  const shown = cart.userId === null || cart.userId === viewerId ? cart : withoutOrderData(cart);
  return toOpenCartView(shown, await listCartLines(db, cart.id), rules);
}

function prefillFrom(profile: UserData): CartUpdate {
  return {
    ...Object.fromEntries(USER_DATA_FIELDS.map((field) => [columnOf(field), profile[field]])),
    billingSameAsShipping: billingFollowsShipping(profile),
  };
}

/**
 * Ties an unowned cart to the logged-in user and, while the cart's order data is still empty,
 * fills it from the user's profile; what the customer typed is never overwritten. A cart already
 * tied to someone else stays theirs. `profile` is read before the transaction: on PGlite's single
 * connection a read outside the transaction would wait for it forever.
 */
export async function tieToUser(db: DbOrTx, cart: CartRow, userId: number, profile: UserData | null): Promise<CartRow> {
  if (cart.finishedAt || (cart.userId !== null && cart.userId !== userId)) return cart;
  const update: CartUpdate = cart.userId === null ? { userId } : {};
  if (profile && isUserDataEmpty(userDataOf(cart))) Object.assign(update, prefillFrom(profile));
  if (Object.keys(update).length === 0) return cart;
  await updateCart(db, cart.id, update);
  return (await findCart(db, cart.id))!;
}

import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { createServices } from '../../services';
import type { TestApp } from '../../test-support/test-app';
import { call as cartCall, fillOrderData, newCart, sellable, VALID_ORDER_DATA } from '../cart/cart-test-fixture';
import { addStaff, call, PASSWORD } from '../staff/staff-test-helpers';

/** Shared steps of the order back-office API tests; each test file still makes its own records. */

export interface PlacedOrder {
  id: number;
  orderNumber: string;
  variantId: number;
}

/** An order placed as a shopper places one (basket, order data, finish); `stock` is what the shelf held before. */
export async function placeOrder(
  t: TestApp, { price = 9990, stock = 5, quantity = 1, data = {} }: { price?: number; stock?: number; quantity?: number; data?: Record<string, string | number | boolean> } = {},
): Promise<PlacedOrder> {
  const variantId = await sellable(t, price, stock);
  const { cart } = await newCart(t, variantId, quantity);
  await fillOrderData(t, cart.id, { ...VALID_ORDER_DATA, ...data });
  const res = await cartCall(t, 'finishCart', { cart_id: cart.id });
  if (res.statusCode !== 200) throw new Error(`finishCart failed: ${res.body}`);
  const orderNumber: string = res.json().cart.orderNumber;
  const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from orders where order_number = ${orderNumber}`);
  return { id: row!.id, orderNumber, variantId };
}

/** A signed-in member's session cookie, through the service (the HTTP sign-in's rate limit stays out of the way). */
export async function staffCookie(t: TestApp, role: 'staff' | 'owner' = 'staff'): Promise<{ cookie: string; email: string }> {
  const member = await addStaff(t, role);
  const services = createServices(t.database.db, t.config);
  const { token } = await services.staff.signIn({ email: member.email, password: PASSWORD }, { ip: '127.0.0.1', userAgent: 'teszt' });
  return { cookie: token, email: member.email };
}

/** A back-office call signed in with `cookie`. */
export const adminCall = (t: TestApp, cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  call(t, method, url, { cookie, ...(payload ? { payload } : {}) });

/** The mails queued to `to`, oldest first. */
export async function mailsTo(t: TestApp, to: string) {
  return queryRows<{ subject: string; text: string }>(t.database.db, sql`select subject, text from outbox_mails where "to" = ${to} order by id`);
}

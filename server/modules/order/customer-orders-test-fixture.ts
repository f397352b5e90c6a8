import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../test-support/test-app';
import { csrf } from '../../test-support/test-app';
import { call, fillOrderData, newCart, VALID_ORDER_DATA } from '../cart/cart-test-fixture';

/** Shared steps of the order-side API tests: an order placed through the checkout calls. */

export interface PlacedOrder {
  orderNumber: string;
  /** the order's line ids, in the cart's order */
  lineIds: number[];
  email: string;
}

/** Places an order of `quantity` pieces of the variant, as a guest or (with `token`) a customer. */
export async function placeOrder(
  t: TestApp, variantId: number, { quantity = 1, token, data = VALID_ORDER_DATA }: { quantity?: number; token?: string; data?: typeof VALID_ORDER_DATA } = {},
): Promise<PlacedOrder> {
  const { cart } = await newCart(t, variantId, quantity, token);
  // A customer's cart starts from the profile, whose billing data may be empty.
  await fillOrderData(t, cart.id, { ...data, szamla_megegyezik: true });
  const res = await call(t, 'finishCart', { cart_id: cart.id }, token);
  if (res.statusCode !== 200) throw new Error(`finishCart failed: ${res.body}`);
  const finished = res.json().cart as { orderNumber: string };
  const detail = await lookup(t, finished.orderNumber, String(data.email));
  return { orderNumber: finished.orderNumber, lineIds: detail.json().order.lines.map((line: { id: number }) => line.id), email: String(data.email) };
}

let ipCounter = 0;
const nextIp = () => `10.44.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;

export function lookup(t: TestApp, orderNumber: string, email: string, ip = nextIp()) {
  return t.app.inject({ method: 'POST', url: '/api/orders/lookup', payload: { orderNumber, email }, remoteAddress: ip, headers: csrf() });
}

export function withdraw(t: TestApp, payload: Record<string, unknown>, token?: string) {
  return t.app.inject({
    method: 'POST', url: '/api/withdrawals', remoteAddress: nextIp(),
    payload: { requestKey: randomBytes(12).toString('base64url'), ...payload },
    headers: { ...csrf(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

export function getAs(t: TestApp, url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserData } from '../../../contract/account';
import type { TestApp } from '../../test-support/test-app';
import { customerProfile, get, post, registerUser } from '../account/account-test-helpers';
import { call, createCartTestApp, newCart, sellable } from './cart-test-fixture';

let t: TestApp;
let variantId: number;

beforeAll(async () => {
  t = await createCartTestApp();
  variantId = await sellable(t, 12990, 20);
});
afterAll(() => t.close());

const PROFILE: UserData = customerProfile('tulajdonos@example.hu');
const PERSONAL = Object.keys(PROFILE) as (keyof UserData)[];

/** A customer with a saved profile and a cart tied to the account (prefilled from the profile). */
async function customerCart(email: string): Promise<{ token: string; cartId: string }> {
  const token = await registerUser(t, email);
  expect((await post(t, '/api/saveUserData', { ...PROFILE, email }, { token })).statusCode).toBe(200);
  const answer = await newCart(t, variantId, 2, token);
  expect(answer.cart.szallitas_utca).toBe('Király utca 1.');
  return { token, cartId: answer.cart.id };
}

function expectNoOrderData(cart: Record<string, unknown>) {
  for (const field of PERSONAL) expect(cart[field], field).toBe('');
  expect(cart.megjegyzes).toBe('');
}

describe('a cart tied to an account', () => {
  it('shows its goods but no order data without the owner token', async () => {
    const { cartId } = await customerCart('idegen-nelkul@example.hu');
    await call(t, 'modifyCart', { cart_id: cartId, name: 'megjegyzes', value: 'Kapukód: 1234' });
    const res = await call(t, 'getCart', { cart_id: cartId });
    expect(res.statusCode).toBe(200);
    const { cart } = res.json();
    expect(cart.goods).toHaveLength(1);
    expect(cart.goods[0].quantity).toBe(2);
    expectNoOrderData(cart);
    expect(cart.isValid).toBe(false);
  });

  it('shows no order data to another account either, and stays its owner’s', async () => {
    const { token, cartId } = await customerCart('masik-fiok@example.hu');
    const stranger = await registerUser(t, 'kivancsi@example.hu');
    expectNoOrderData((await call(t, 'getCart', { cart_id: cartId }, stranger)).json().cart);
    expect((await call(t, 'getCart', { cart_id: cartId }, token)).json().cart).toMatchObject({ szallitas_vnev: 'Kovács', adoszam: '12345676-1-02' });
  });

  it('answers every cart change without the order data unless the owner token comes along', async () => {
    const { token, cartId } = await customerCart('valtoztatas@example.hu');
    const lineId = (await call(t, 'getCart', { cart_id: cartId }, token)).json().cart.goods[0].id;
    for (const [name, body] of [
      ['incCart', { cart_id: cartId, id: lineId }],
      ['decCart', { cart_id: cartId, id: lineId }],
      ['modifyCart', { cart_id: cartId, name: 'szallitas', value: 1 }],
      ['addToCart', { cart_id: cartId, id: variantId, quantity: 1 }],
    ] as const) {
      const res = await call(t, name, body);
      expect(res.statusCode, name).toBe(200);
      expectNoOrderData(res.json().cart);
    }
    const own = await call(t, 'modifyCart', { cart_id: cartId, name: 'szallitas', value: 2 }, token);
    expect(own.json().cart).toMatchObject({ szallitas: 2, szallitas_telefonszam: '+36 30 123 4567' });
  });

  it('keeps showing a guest cart’s order data to the guest', async () => {
    const cartId = (await newCart(t, variantId)).cart.id;
    await call(t, 'modifyCart', { cart_id: cartId, name: 'szallitas_varos', value: 'Győr' });
    expect((await call(t, 'getCart', { cart_id: cartId })).json().cart.szallitas_varos).toBe('Győr');
  });
});

describe('Cache-Control: no-store on personal answers', () => {
  it('marks cart, user data, login and error answers no-store', async () => {
    const { token, cartId } = await customerCart('gyorsitotar@example.hu');
    const answers = [
      await call(t, 'getCart', { cart_id: cartId }, token),
      await call(t, 'getCart', { cart_id: 'x'.repeat(32) }),
      await get(t, '/api/getUserData', token),
      await get(t, '/api/getUserData'),
      await post(t, '/api/login', { email: 'gyorsitotar@example.hu', password: 'jelszo-123' }),
    ];
    for (const res of answers) expect(res.headers['cache-control'], res.body).toBe('no-store');
    expect(answers[1]!.statusCode).toBe(404);
  });
});

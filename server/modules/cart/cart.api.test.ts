import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../test-support/test-app';
import { call, createCartTestApp, newCart, sellable } from './cart-test-fixture';

let t: TestApp;
let helmet: number;
let gloves: number;

beforeAll(async () => {
  t = await createCartTestApp();
  helmet = await sellable(t, 12990, 10, 'M-es méret');
  gloves = await sellable(t, 4990, 3);
});
afterAll(() => t.close());

describe('POST /api/addToCart', () => {
  it('starts a cart with an unguessable id and answers the cart and the added line', async () => {
    const res = await call(t, 'addToCart', { id: helmet, quantity: 2, cart_id: null });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(1);
    expect(body.cart.id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(Buffer.from(body.cart.id, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(body.cart.goods).toHaveLength(1);
    expect(body.cart.goods[0]).toMatchObject({ quantity: 2, price: 12990, lineTotal: 25980, name: 'M-es méret' });
    expect(body.cart.goods[0].product).toMatchObject({ category_name: 'Fékbetét', effectivePrice: 12990 });
    expect(body.cart).toMatchObject({ goodsTotal: 25980, szallitas: null, shippingcost: 0, isValid: false });
    expect(body.product).toMatchObject({ quantity: 2, price: 12990, variant: { id: helmet } });
  });

  it('gives every new cart a different id', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add((await newCart(t, gloves)).cart.id);
    expect(ids.size).toBe(5);
  });

  it('adds to the same line of an existing cart', async () => {
    const { cart } = await newCart(t, helmet, 1);
    const res = await call(t, 'addToCart', { id: helmet, quantity: 3, cart_id: cart.id });
    expect(res.json().cart.id).toBe(cart.id);
    expect(res.json().cart.goods.map((g: { quantity: number }) => g.quantity)).toEqual([4]);
  });

  it('takes the price from the database, never from the request', async () => {
    const res = await call(t, 'addToCart', { id: gloves, quantity: 1, cart_id: null, price: 1, goods: [{ price: 1 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().cart.goods[0].price).toBe(4990);
    expect(res.json().cart.goodsTotal).toBe(4990);
  });

  it.each([
    ['zero', 0], ['negative', -1], ['fractional', 1.5], ['over the bound', 100], ['not a number', 'két'],
  ])('rejects a %s quantity', async (_label, quantity) => {
    const res = await call(t, 'addToCart', { id: helmet, quantity, cart_id: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(0);
  });

  it('keeps a line at 99 pieces at most across several adds', async () => {
    const many = await sellable(t, 100, 500);
    const { cart } = await newCart(t, many, 60);
    const res = await call(t, 'addToCart', { id: many, quantity: 40, cart_id: cart.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('legfeljebb 99 db');
  });

  it('rejects an unknown variant and creates no cart', async () => {
    const [before] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from carts`);
    const res = await call(t, 'addToCart', { id: 999_999, quantity: 1, cart_id: null });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Nem található ilyen termékváltozat.');
    const [after] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from carts`);
    expect(after!.n).toBe(before!.n);
  });

  it('refuses more than the stock, in Hungarian naming the item', async () => {
    const res = await call(t, 'addToCart', { id: gloves, quantity: 4, cart_id: null });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'not_enough_stock', message: expect.stringMatching(/legfeljebb 3 db rendelhető/) });
    const soldOut = await sellable(t, 990, 0, 'Elfogyott változat');
    const none = await call(t, 'addToCart', { id: soldOut, quantity: 1, cart_id: null });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ error: 'out_of_stock', message: expect.stringMatching(/Elfogyott változat.*nincs készleten/) });
  });

  it('starts a new cart for an unknown cart id instead of adopting the id', async () => {
    const made = 'x'.repeat(30);
    const res = await call(t, 'addToCart', { id: gloves, quantity: 1, cart_id: made });
    expect(res.statusCode).toBe(200);
    expect(res.json().cart.id).not.toBe(made);
  });
});

describe('the cart id is the key', () => {
  it('getCart answers the cart for its id only', async () => {
    const { cart } = await newCart(t, helmet);
    const res = await call(t, 'getCart', { cart_id: cart.id });
    expect(res.json()).toMatchObject({ status: 1, cart: { id: cart.id, goodsTotal: 12990 } });
    expect((await call(t, 'getCart', { cart_id: `${cart.id.slice(0, -1)}${cart.id.endsWith('A') ? 'B' : 'A'}` })).statusCode).toBe(404);
  });

  it.each(['getCart', 'finishCart', 'modifyCart', 'incCart', 'decCart', 'removeFromCart'])(
    '%s without a cart id is a 400',
    async (name) => {
      const res = await call(t, name, { id: 1, name: 'megjegyzes', value: 'x' });
      expect(res.statusCode).toBe(400);
    },
  );

  it('rejects a malformed cart id before touching the database', async () => {
    const res = await call(t, 'getCart', { cart_id: "' or 1=1 --" });
    expect(res.statusCode).toBe(400);
  });
});

describe('incCart, decCart, removeFromCart', () => {
  it('change the quantity of the line by one and remove it', async () => {
    const { cart } = await newCart(t, helmet, 2);
    const line = cart.goods[0].id;
    const inc = await call(t, 'incCart', { id: line, cart_id: cart.id });
    expect(inc.json().cart.goods[0].quantity).toBe(3);
    const dec = await call(t, 'decCart', { id: line, cart_id: cart.id });
    expect(dec.json().cart.goods[0].quantity).toBe(2);
    const removed = await call(t, 'removeFromCart', { id: line, cart_id: cart.id });
    expect(removed.json()).toMatchObject({ status: 1, cart: { goods: [], goodsTotal: 0 } });
  });

  it('decCart never goes below 1', async () => {
    const { cart } = await newCart(t, helmet, 1);
    const res = await call(t, 'decCart', { id: cart.goods[0].id, cart_id: cart.id });
    expect(res.json().cart.goods[0].quantity).toBe(1);
  });

  it('incCart stops at the stock', async () => {
    const { cart } = await newCart(t, gloves, 3);
    const res = await call(t, 'incCart', { id: cart.goods[0].id, cart_id: cart.id });
    expect(res.statusCode).toBe(409);
  });

  it('reject a line id that belongs to another cart and change nothing', async () => {
    const mine = (await newCart(t, helmet, 2)).cart;
    const theirs = (await newCart(t, gloves, 2)).cart;
    for (const name of ['incCart', 'decCart', 'removeFromCart']) {
      const res = await call(t, name, { id: theirs.goods[0].id, cart_id: mine.id });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Nem található ilyen tétel ebben a kosárban.');
    }
    const after = await call(t, 'getCart', { cart_id: theirs.id });
    expect(after.json().cart.goods[0].quantity).toBe(2);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { product, variant } from '../../test-support/catalog-fixture';
import { importBundle } from '../../test-support/import-bundle';
import type { TestApp } from '../../test-support/test-app';
import {
  call, count, createCartTestApp, fillOrderData, newCart, sellable, stockOf, VALID_ORDER_DATA,
} from './cart-test-fixture';

let t: TestApp;

beforeAll(async () => {
  t = await createCartTestApp();
});
afterAll(() => t.close());

async function readyCart(variantId: number, quantity = 1, data = VALID_ORDER_DATA): Promise<string> {
  const { cart } = await newCart(t, variantId, quantity);
  await fillOrderData(t, cart.id, data);
  return cart.id;
}

const finish = (cartId: string) => call(t, 'finishCart', { cart_id: cartId });

describe('POST /api/finishCart', () => {
  it('refuses an invalid cart with the form error and writes nothing', async () => {
    const variantId = await sellable(t, 5000, 2);
    const { cart } = await newCart(t, variantId);
    const orders = await count(t, 'orders');
    const res = await finish(cart.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 0, error: 'order_data_invalid', message: 'Hibás űrlap kitöltés. Kérjük, minden mezőt megfelelően töltsön ki!' });
    expect(res.json().details.errors).toHaveProperty('szallitas_irsz');
    expect(await count(t, 'orders')).toBe(orders);
    expect(await stockOf(t, variantId)).toBe(2);
  });

  it('creates the order with the prices of that moment and takes the stock', async () => {
    const variantId = await sellable(t, 7490, 4);
    const id = await readyCart(variantId, 3);
    const res = await finish(id);
    expect(res.statusCode).toBe(200);
    const { cart } = res.json();
    expect(cart).toMatchObject({ id, finished: true, goodsTotal: 22470, shippingcost: 1490, total: 23960, szallitas: 1 });
    expect(cart.orderNumber).toMatch(/^MP-\d{4}-\d{6}$/);
    expect(await stockOf(t, variantId)).toBe(1);
    const [order] = await queryRows<Record<string, unknown>>(t.database.db, sql`
      select o.order_number, o.total, o.shipping_cost, o.szallitas, o.email, o.szamla_nev, l.unit_price, l.quantity
      from orders o join order_lines l on l.order_id = o.id where o.cart_id = ${id}`);
    expect(order).toMatchObject({
      order_number: cart.orderNumber, total: 23960, shipping_cost: 1490, szallitas: 1,
      email: 'vevo@example.hu', szamla_nev: 'Kovács Anna', unit_price: 7490, quantity: 3,
    });
  });

  it('leaves a finished cart read-only and without the buyer’s address', async () => {
    const variantId = await sellable(t, 3000, 9);
    const id = await readyCart(variantId, 2);
    const finished = (await finish(id)).json().cart;
    const read = (await call(t, 'getCart', { cart_id: id })).json().cart;
    expect(read).toEqual(finished);
    expect(read).toMatchObject({ email: '', szallitas_utca: '', szallitas_telefonszam: '', szamla_nev: '', megjegyzes: '' });
    const line = finished.goods[0].id;
    for (const [name, body] of [
      ['modifyCart', { cart_id: id, name: 'szallitas_varos', value: 'Pécs' }],
      ['incCart', { cart_id: id, id: line }],
      ['decCart', { cart_id: id, id: line }],
      ['removeFromCart', { cart_id: id, id: line }],
    ] as const) {
      const res = await call(t, name, body);
      expect(res.statusCode, name).toBe(409);
      expect(res.json().error, name).toBe('cart_finished');
    }
    const added = await call(t, 'addToCart', { id: variantId, quantity: 1, cart_id: id });
    expect(added.json().cart.id).not.toBe(id);
    expect((await call(t, 'getCart', { cart_id: id })).json().cart).toEqual(finished);
  });

  it('answers a repeated finish exactly as the first, even after a price change', async () => {
    const variantId = await sellable(t, 4000, 5);
    const id = await readyCart(variantId);
    const first = await finish(id);
    await queryRows(t.database.db, sql`update variants set price = 1 where id = ${variantId}`);
    const second = await finish(id);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.json().cart.goods[0].price).toBe(4000);
    expect(await stockOf(t, variantId)).toBe(4);
    const [{ n }] = (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from orders where cart_id = ${id}`)) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('makes one order of several finish calls at the same moment, all answered alike', async () => {
    const variantId = await sellable(t, 2500, 10);
    const id = await readyCart(variantId, 2);
    const before = await count(t, 'orders');
    const answers = await Promise.all(Array.from({ length: 6 }, () => finish(id)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(6).fill(200));
    const bodies = answers.map((res) => res.json());
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(await count(t, 'orders')).toBe(before + 1);
    expect(await stockOf(t, variantId)).toBe(8);
  });

  it('sells the last piece to exactly one of two customers ordering at the same moment', async () => {
    const variantId = await sellable(t, 89990, 1, 'Utolsó darab');
    const carts = [await readyCart(variantId), await readyCart(variantId)];
    const before = await count(t, 'orders');
    const mails = await count(t, 'outbox_mails');
    const answers = await Promise.all(carts.map(finish));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const loser = answers.find((res) => res.statusCode === 409)!.json();
    expect(loser.status).toBe(0);
    expect(loser.message).toMatch(/Utolsó darab.*nincs 1 db készleten.*A rendelés nem jött létre/);
    expect(await stockOf(t, variantId)).toBe(0);
    expect(await count(t, 'orders')).toBe(before + 1);
    expect(await count(t, 'outbox_mails')).toBe(mails + 2);
    const loserCart = carts[answers.findIndex((res) => res.statusCode === 409)]!;
    expect((await call(t, 'getCart', { cart_id: loserCart })).json().cart.finished).toBe(false);
  });

  it('writes nothing when one line of several is sold out', async () => {
    const plenty = await sellable(t, 1000, 10);
    const scarce = await sellable(t, 2000, 1, 'Kevés');
    const { cart } = await newCart(t, plenty, 2);
    await call(t, 'addToCart', { id: scarce, quantity: 1, cart_id: cart.id });
    await fillOrderData(t, cart.id);
    await queryRows(t.database.db, sql`update variants set stock = 0 where id = ${scarce}`);
    const res = await finish(cart.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Kevés/);
    expect(await stockOf(t, plenty)).toBe(10);
  });
});

describe('order mails', () => {
  async function mailsOf(orderNumber: string) {
    return queryRows<{ to: string; subject: string; text: string; html: string }>(t.database.db, sql`
      select "to", subject, text, html from outbox_mails where subject like ${`%${orderNumber}%`} order by id`);
  }

  it('enqueues the confirmation and the shop notification with the order', async () => {
    const variantId = await sellable(t, 12990, 3, 'L-es méret');
    const id = await readyCart(variantId, 2);
    const { orderNumber } = (await finish(id)).json().cart;
    const [customer, shop] = await mailsOf(orderNumber);
    expect(customer).toMatchObject({ to: 'vevo@example.hu', subject: `Rendelés visszaigazolása – ${orderNumber}` });
    expect(customer!.text).toContain('L-es méret');
    // The line total goes under the quantity, so a line of six-digit prices fits a phone's width.
    expect(customer!.text).toContain('2 db × 12 990 Ft\n25 980 Ft');
    expect(customer!.html).toMatch(/2(<!-- -->)? db × (<!-- -->)?12 990 Ft<br\/?><strong>25 980 Ft<\/strong>/);
    // The plain-text part puts each column of the HTML table on its own line.
    expect(customer!.text).toContain('Fizetendő összesen:\n27 470 Ft');
    expect(customer!.html).toContain('Elállás a szerződéstől');
    expect(customer!.text).toContain('GLS futárszolgálat');
    expect(customer!.text).toContain('Kézbesítés a következő munkanapon.');
    expect(customer!.text).toContain('+36 1 234 5678');
    expect(shop).toMatchObject({ to: 'bolt@example.hu' });
    expect(shop!.text).toContain('Kovács Anna');
    expect(shop!.text).toContain('1051 Budapest, Fő utca 1.');
  });

  it('shows each product in the confirmation as a small sized picture at the shop\'s public address', async () => {
    const v = variant({ cikkszam: 'MAIL-KEP-1', prices: [{ price: 4990, from: '2026-01-01T00:00:00Z' }], stock: 3 });
    await importBundle(t.database.db, { products: [product({ alias: 'levelkepes', cikkszam: 'MAIL-KEP', images: ['/media/demo/product/fekbetet-fekete.webp'], variants: [v] })] });
    const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from variants where cikkszam = 'MAIL-KEP-1'`);
    const { orderNumber } = (await finish(await readyCart(row!.id))).json().cart;
    const [customer] = await mailsOf(orderNumber);
    expect(customer!.html).toContain(`src="${t.config.publicUrl}/media/demo/product/fekbetet-fekete-160.webp"`);
    expect(customer!.html).not.toContain('-1280.webp');
  });

  it('gives MPL customers the bank details with the order number as reference', async () => {
    const variantId = await sellable(t, 5000, 3);
    const id = await readyCart(variantId, 1, { ...VALID_ORDER_DATA, szallitas: 2 });
    const { orderNumber } = (await finish(id)).json().cart;
    const [customer] = await mailsOf(orderNumber);
    expect(customer!.text).toContain('Csak előre utalással fizethető.');
    expect(customer!.text).toContain('Számlaszám: 11111111-22222222-33333333');
    expect(customer!.text).toContain(`Közlemény: ${orderNumber}`);
    expect(customer!.text).toContain('Összeg: 6 990 Ft');
  });

  it('tells pickup customers the opening hours', async () => {
    const variantId = await sellable(t, 5000, 3);
    const id = await readyCart(variantId, 1, { ...VALID_ORDER_DATA, szallitas: 0 });
    const { orderNumber } = (await finish(id)).json().cart;
    const [customer] = await mailsOf(orderNumber);
    expect(customer!.text).toContain('Személyes átvétel az üzletben');
    expect(customer!.text).toContain('Hétfő: zárva');
    expect(customer!.text).toContain('Kedd: 10-19');
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { importBundle } from '../../test-support/import-bundle';
import type { TestApp } from '../../test-support/test-app';
import { registerUser } from '../account/account-test-helpers';
import { createCartTestApp, sellable, VALID_ORDER_DATA } from '../cart/cart-test-fixture';
import { getAs, lookup, placeOrder } from './customer-orders-test-fixture';

let t: TestApp;
let variantId: number;

beforeAll(async () => {
  t = await createCartTestApp();
  variantId = await sellable(t, 12_990, 50, 'L-es méret');
  await importBundle(t.database.db, {
    pages: [
      { alias: 'felhasznalasi-feltetelek', parentAlias: null, title: 'ÁSZF', content: '<p>Feltételek 1.0</p>', sort: 1 },
      { alias: 'adatvedelmi-nyilatkozat', parentAlias: null, title: 'Adatvédelem', content: '<p>Adatvédelem 1.0</p>', sort: 2 },
    ],
  });
});
afterAll(() => t.close());

describe("'Rendeléseim'", () => {
  it('lists the customer’s own orders with the status the back office set, never cached', async () => {
    const token = await registerUser(t, 'rendelo@example.hu');
    const first = await placeOrder(t, variantId, { token, quantity: 2 });
    const second = await placeOrder(t, variantId, { token });
    await placeOrder(t, variantId);
    await t.database.db.execute(sql`update orders set status = 'shipped' where order_number = ${first.orderNumber}`);

    const res = await getAs(t, '/api/orders', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().orders).toMatchObject([
      { orderNumber: second.orderNumber, status: 'new', statusLabel: 'Új', total: 12_990 + 1490, itemCount: 1 },
      { orderNumber: first.orderNumber, status: 'shipped', statusLabel: 'Átadva a futárnak', total: 25_980 + 1490, itemCount: 2 },
    ]);
  });

  it('shows an own order in detail and hides other people’s orders', async () => {
    const token = await registerUser(t, 'reszletek@example.hu');
    const own = await placeOrder(t, variantId, { token });
    const stranger = await placeOrder(t, variantId);
    const detail = (await getAs(t, `/api/orders/${own.orderNumber}`, token)).json().order;
    expect(detail).toMatchObject({
      orderNumber: own.orderNumber, canWithdraw: true, shippingcost: 1490, goodsTotal: 12_990,
      delivery: { label: 'GLS futárszolgálat', delivery: 'Kézbesítés a következő munkanapon.' },
      shipping: { name: 'Kovács Anna', address: '1051 Budapest, Fő utca 1.' },
      lines: [{ variantName: 'L-es méret', quantity: 1, unitPrice: 12_990, withdrawnQuantity: 0 }],
    });
    expect((await getAs(t, `/api/orders/${stranger.orderNumber}`, token)).statusCode).toBe(404);
    expect((await getAs(t, '/api/orders')).statusCode).toBe(401);
  });

  it('gives the account, amount and reference to transfer to while a prepaid order waits for the money, and no longer once paid', async () => {
    const token = await registerUser(t, 'utalo@example.hu');
    const mpl = await placeOrder(t, variantId, { token, data: { ...VALID_ORDER_DATA, szallitas: 2 } });
    const gls = await placeOrder(t, variantId, { token });
    // A customer whose confirmation mail went astray still finds where to pay: MPL is prepayment only.
    const read = async (orderNumber: string) => (await getAs(t, `/api/orders/${orderNumber}`, token)).json().order;
    const unpaid = await read(mpl.orderNumber);
    expect(unpaid.bankTransfer).toMatchObject({ accountNumber: '11111111-22222222-33333333', amount: unpaid.total, reference: mpl.orderNumber });
    expect((await read(gls.orderNumber)).bankTransfer).toBeNull();
    await t.database.db.execute(sql`update orders set paid_at = now() where order_number = ${mpl.orderNumber}`);
    expect((await read(mpl.orderNumber)).bankTransfer).toBeNull();
  });

  it('gives the parcel number once the order is handed to the courier', async () => {
    const token = await registerUser(t, 'csomag@example.hu');
    const own = await placeOrder(t, variantId, { token });
    expect((await getAs(t, `/api/orders/${own.orderNumber}`, token)).json().order.trackingNumber).toBeNull();
    await t.database.db.execute(sql`update orders set status = 'shipped', tracking_number = 'GLS-123456789' where order_number = ${own.orderNumber}`);
    expect((await getAs(t, `/api/orders/${own.orderNumber}`, token)).json().order).toMatchObject({ statusLabel: 'Átadva a futárnak', trackingNumber: 'GLS-123456789' });
  });

  it('records the versions of the terms and the privacy statement accepted at registration and with the order', async () => {
    const token = await registerUser(t, 'beleegyezes@example.hu');
    const { orderNumber } = await placeOrder(t, variantId, { token });
    const [user] = await queryRows<Record<string, string | null>>(t.database.db, sql`
      select terms_version, privacy_version, consented_at from users where email = 'beleegyezes@example.hu'`);
    const [order] = await queryRows<Record<string, string | null>>(t.database.db, sql`
      select terms_version, privacy_version, consented_at from orders where order_number = ${orderNumber}`);
    const versions = await queryRows<{ document: string; version: string; content: string }>(t.database.db, sql`
      select document, version, content from legal_document_versions order by document`);
    expect(versions.map((v) => [v.document, v.content])).toEqual([
      ['adatvedelmi-nyilatkozat', '<p>Adatvédelem 1.0</p>'], ['felhasznalasi-feltetelek', '<p>Feltételek 1.0</p>'],
    ]);
    const [privacy, terms] = versions;
    for (const row of [user, order]) {
      expect(row).toMatchObject({ terms_version: terms!.version, privacy_version: privacy!.version });
      expect(row!.consented_at).not.toBeNull();
    }
  });
});

describe('the guest’s order look-up', () => {
  it('finds the order by its number and e-mail only', async () => {
    const order = await placeOrder(t, variantId);
    const found = await lookup(t, order.orderNumber, ' Vevo@Example.hu ');
    expect(found.statusCode).toBe(200);
    expect(found.json().order).toMatchObject({ orderNumber: order.orderNumber, statusLabel: 'Új' });
    const wrong = await lookup(t, order.orderNumber, 'mas@example.hu');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('Nem található rendelés ezzel a rendelésszámmal és e-mail címmel.');
    expect(wrong.body).not.toContain('Kovács');
  });

  it('finds the order whatever the case the customer types its number in (a phone keyboard writes mp-…)', async () => {
    const order = await placeOrder(t, variantId);
    const found = await lookup(t, order.orderNumber.toLowerCase(), 'vevo@example.hu');
    expect(found.statusCode).toBe(200);
    expect(found.json().order.orderNumber).toBe(order.orderNumber);
  });

  it('slows guessing: the 11th try of one order number in 15 minutes is refused, from any address', async () => {
    const order = await placeOrder(t, variantId);
    // placeOrder looked the order up once already.
    for (let i = 0; i < 9; i++) expect((await lookup(t, order.orderNumber, `tipp${i}@example.hu`)).statusCode).toBe(404);
    const refused = await lookup(t, order.orderNumber, order.email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('rate_limited');
  });
});

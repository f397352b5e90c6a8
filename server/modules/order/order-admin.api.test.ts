import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../test-support/test-app';
import { createCartTestApp, VALID_ORDER_DATA } from '../cart/cart-test-fixture';
import { uniqueEmail } from '../staff/staff-test-helpers';
import { adminCall, placeOrder, staffCookie, type PlacedOrder } from './order-admin-test-helpers';

let t: TestApp;
let cookie: string;
let szabo: PlacedOrder;
let nagy: PlacedOrder;
beforeAll(async () => {
  t = await createCartTestApp();
  cookie = (await staffCookie(t)).cookie;
  szabo = await placeOrder(t, { price: 12_990, quantity: 2, data: { email: uniqueEmail('szabo'), szallitas_vnev: 'Szabó', szallitas_knev: 'Éva', szallitas_telefonszam: '+36 30 765 4321', szallitas: 0 } });
  nagy = await placeOrder(t, { price: 4_990, data: { email: uniqueEmail('nagy'), szallitas_vnev: 'Nagy', szallitas_knev: 'Péter', megjegyzes: 'Csengő nem működik', szallitas: 2 } });
});
afterAll(() => t.close());

const get = (url: string) => adminCall(t, cookie, 'GET', url);
const numbersOf = (res: { json(): { items: { orderNumber: string }[] } }) => res.json().items.map((i) => i.orderNumber);

describe('GET /api/admin/orders', () => {
  it('finds orders by order number, name in any order, e-mail and bare phone digits', async () => {
    for (const q of [szabo.orderNumber, 'éva szabó', 'szabo-', '307654321', '765 4321']) {
      expect(numbersOf(await get(`/api/admin/orders?q=${encodeURIComponent(q)}`)), q).toEqual([szabo.orderNumber]);
    }
  });

  it('filters by status, delivery mode, payment state and Budapest dates, and pages newest first', async () => {
    const byMode = await get('/api/admin/orders?szallitas=2');
    expect(numbersOf(byMode)).toContain(nagy.orderNumber);
    expect(numbersOf(byMode)).not.toContain(szabo.orderNumber);
    expect(numbersOf(await get('/api/admin/orders?paymentState=paid'))).toEqual([]);
    expect(numbersOf(await get('/api/admin/orders?status=processing'))).toEqual([]);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Budapest' }).format(new Date());
    const all = (await get(`/api/admin/orders?from=${today}&to=${today}&perPage=1`)).json();
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.items).toHaveLength(1);
    expect(all.items[0]).toMatchObject({ orderNumber: nagy.orderNumber, name: 'Nagy Péter', statusLabel: 'Új', deliveryLabel: 'MPL futárszolgálat', paymentState: 'unpaid', total: 4990 + 1990 });
    expect((await get('/api/admin/orders?to=2020-01-01')).json()).toEqual({ status: 1, total: 0, items: [] });
    const cheapFirst = (await get('/api/admin/orders?sort=total&order=ASC')).json().items.map((i: { total: number }) => i.total);
    expect(cheapFirst).toEqual([...cheapFirst].sort((a, b) => a - b));
  });

  it('refuses unknown filters and sorts with 400', async () => {
    for (const query of ['sort=password', 'status=lost', 'perPage=1000', 'from=tegnap']) {
      expect((await get(`/api/admin/orders?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('shows lines with item numbers, customer and billing data, note, delivery and totals', async () => {
    const res = await get(`/api/admin/orders/${nagy.id}`);
    expect(res.statusCode).toBe(200);
    const item = res.json().item;
    expect(item).toMatchObject({
      orderNumber: nagy.orderNumber, megjegyzes: 'Csengő nem működik', deliveryLabel: 'MPL futárszolgálat',
      deliveryPayment: 'Csak előre utalással fizethető.', itemsTotal: 4990, shippingCost: 1990, total: 6980,
      customer: { szallitas_irsz: VALID_ORDER_DATA.szallitas_irsz, szamla_nev: 'Nagy Péter' }, history: [], comments: [], editable: true,
    });
    expect(item.lines).toEqual([expect.objectContaining({ cikkszam: expect.any(String), quantity: 1, unitPrice: 4990, lineTotal: 4990 })]);
    expect((await get('/api/admin/orders/999999')).statusCode).toBe(404);
  });
});

describe('order changes', () => {
  it('corrects the address and note before dispatch, audited with before and after', async () => {
    const before = (await get(`/api/admin/orders/${szabo.id}`)).json().item;
    const body = { ...before.customer, szallitas_utca: 'Kossuth utca 2.', megjegyzes: 'Délután hívja' };
    const res = await adminCall(t, cookie, 'POST', `/api/admin/orders/${szabo.id}`, body);
    expect(res.json().item).toMatchObject({ customer: { szallitas_utca: 'Kossuth utca 2.' }, megjegyzes: 'Délután hívja' });
    const [audit] = await queryRows<{ before: { szallitas_utca: string }; after: { szallitas_utca: string } }>(t.database.db,
      sql`select before, after from audit_log where action = 'order.update' and entity_id = ${String(szabo.id)}`);
    expect([audit!.before.szallitas_utca, audit!.after.szallitas_utca]).toEqual(['Fő utca 1.', 'Kossuth utca 2.']);

    const bad = await adminCall(t, cookie, 'POST', `/api/admin/orders/${szabo.id}`, { ...body, szallitas_irsz: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toHaveProperty('szallitas_irsz');
  });

  it('refuses an address change once the order waits at the counter', async () => {
    const order = await placeOrder(t, { data: { email: uniqueEmail('kesz'), szallitas: 0 } });
    for (const status of ['processing', 'ready_for_pickup']) await adminCall(t, cookie, 'POST', `/api/admin/orders/${order.id}/status`, { status });
    const customer = (await get(`/api/admin/orders/${order.id}`)).json().item.customer;
    const res = await adminCall(t, cookie, 'POST', `/api/admin/orders/${order.id}`, { ...customer, megjegyzes: '' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Az elküldött vagy átvételre váró rendelés adatai már nem módosíthatók.');
  });

  it('refuses an address change once the parcel is with the courier, changing and auditing nothing', async () => {
    const order = await placeOrder(t, { data: { email: uniqueEmail('futar'), szallitas: 1 } });
    await adminCall(t, cookie, 'POST', `/api/admin/orders/${order.id}/status`, { status: 'processing' });
    await adminCall(t, cookie, 'POST', `/api/admin/orders/${order.id}/status`, { status: 'shipped', trackingNumber: 'GLS-1' });
    const before = (await get(`/api/admin/orders/${order.id}`)).json().item;
    expect(before.editable).toBe(false);
    const res = await adminCall(t, cookie, 'POST', `/api/admin/orders/${order.id}`, { ...before.customer, szallitas_utca: 'Új utca 9.', megjegyzes: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Az elküldött vagy átvételre váró rendelés adatai már nem módosíthatók.');
    expect((await get(`/api/admin/orders/${order.id}`)).json().item.customer).toEqual(before.customer);
    expect(await queryRows(t.database.db, sql`select id from audit_log where action = 'order.update' and entity_id = ${String(order.id)}`)).toEqual([]);
  });

  it('keeps internal comments with their author, and marks a transfer paid once', async () => {
    const commented = await adminCall(t, cookie, 'POST', `/api/admin/orders/${nagy.id}/comments`, { text: ' Utalás ellenőrizve ' });
    expect(commented.json().item.comments).toEqual([expect.objectContaining({ text: 'Utalás ellenőrizve', actorEmail: expect.stringMatching(/^staff-/) })]);
    expect((await adminCall(t, cookie, 'POST', `/api/admin/orders/${nagy.id}/comments`, { text: '  ' })).statusCode).toBe(400);
    const paid = (await adminCall(t, cookie, 'POST', `/api/admin/orders/${nagy.id}/paid`)).json().item;
    expect(paid.paymentState).toBe('paid');
    const again = (await adminCall(t, cookie, 'POST', `/api/admin/orders/${nagy.id}/paid`)).json().item;
    expect(again.paidAt).toBe(paid.paidAt);
    expect(numbersOf(await get('/api/admin/orders?paymentState=paid'))).toEqual([nagy.orderNumber]);
  });
});

describe('GET /api/admin/orders/export.csv', () => {
  it('exports the filtered list as UTF-8 CSV with BOM and ; for Excel', async () => {
    const res = await get(`/api/admin/orders/export.csv?q=${encodeURIComponent(szabo.orderNumber)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="rendelesek-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Rendelésszám;Dátum;Állapot;Név;E-mail;Telefon;Szállítási mód;Fizetés;Irányítószám;Város;Cím;Termékek (Ft);Szállítás (Ft);Végösszeg (Ft);Csomagkövetési szám');
    expect(lines[1]).toMatch(new RegExp(`^${szabo.orderNumber};\\d{4}\\. \\d{2}\\. \\d{2}\\. \\d{2}:\\d{2};Új;Szabó Éva;szabo-[^;]+;'\\+36 30 765 4321;Személyes átvétel az üzletben;Fizetésre vár;`));
    expect(lines.slice(2)).toEqual(['']);
  });
});

describe('GET /api/admin/orders?q= with a phone number', () => {
  it('finds an order by its phone number however it is written, and no other order with the same digit groups', async () => {
    const vilma = await placeOrder(t, { data: { email: uniqueEmail('vilma'), szallitas_telefonszam: '06201234567' } });
    await placeOrder(t, { data: { email: uniqueEmail('kiss'), szallitas_telefonszam: '+36 30 123 4567' } });
    // As the customer says it on the phone: '20' is also in every order number (MP-2026-…), '+36 123 4567' in the other's phone.
    for (const q of ['+36 20 123 4567', '06 20 123 4567', '06-20/123-4567', '+36201234567']) {
      expect(numbersOf(await get(`/api/admin/orders?q=${encodeURIComponent(q)}`)), q).toEqual([vilma.orderNumber]);
    }
    // An order number without its letters is still an order number.
    const digitsOnly = vilma.orderNumber.replace(/^MP-/, '');
    expect(numbersOf(await get(`/api/admin/orders?q=${encodeURIComponent(digitsOnly)}`))).toEqual([vilma.orderNumber]);
  });
});

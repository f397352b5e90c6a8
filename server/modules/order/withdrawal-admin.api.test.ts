import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../test-support/test-app';
import { createCartTestApp, sellable, VALID_ORDER_DATA } from '../cart/cart-test-fixture';
import { placeOrder, withdraw } from './customer-orders-test-fixture';
import { adminCall, staffCookie } from './order-admin-test-helpers';

let t: TestApp;
let cookie: string;
let variantId: number;
beforeAll(async () => {
  t = await createCartTestApp();
  cookie = (await staffCookie(t)).cookie;
  variantId = await sellable(t, 8_990, 50, 'Fekete');
});
afterAll(() => t.close());

const get = (url: string) => adminCall(t, cookie, 'GET', url);
const post = (url: string, body: object = {}) => adminCall(t, cookie, 'POST', url, body);

/** A guest's order of three pieces and a withdrawal from two of them: the withdrawal's id and the order's number. */
async function withdrawn(): Promise<{ id: number; orderNumber: string }> {
  const order = await placeOrder(t, variantId, { quantity: 3 });
  const res = await withdraw(t, { orderNumber: order.orderNumber, email: order.email, lines: [{ id: order.lineIds[0], quantity: 2 }], comment: 'Nem jó a méret' });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().withdrawal.id, orderNumber: order.orderNumber };
}

describe('GET /api/admin/withdrawals', () => {
  it('lists withdrawals with their order, lines, date and 14-day refund deadline, overdue ones marked and filterable', async () => {
    const fresh = await withdrawn();
    const old = await withdrawn();
    await t.database.db.execute(sql`update withdrawals set received_at = now() - interval '20 days' where id = ${old.id}`);

    const page = (await get(`/api/admin/withdrawals?q=${fresh.orderNumber}`)).json();
    expect(page).toMatchObject({ status: 1, total: 1, items: [{
      id: fresh.id, orderNumber: fresh.orderNumber, orderId: expect.any(Number), status: 'open', statusLabel: 'Visszatérítésre vár',
      overdue: false, comment: 'Nem jó a méret', linesTotal: 17_980, refundedAt: null, closedAt: null,
      lines: [{ quantity: 2, unitPrice: 8_990, cikkszam: expect.any(String) }],
    }] });
    const dueBy = new Date(Date.parse(page.items[0].receivedAt) + 14 * 86_400_000).toISOString().slice(0, 10);
    expect(Math.abs(Date.parse(page.items[0].refundDueBy) - Date.parse(dueBy))).toBeLessThanOrEqual(86_400_000);

    const late = (await get('/api/admin/withdrawals?overdue=true&perPage=100')).json();
    expect(late.items.map((w: { id: number }) => w.id)).toEqual([old.id]);
    expect(late.items[0].overdue).toBe(true);
    expect((await get('/api/admin/withdrawals?status=refunded')).json()).toEqual({ status: 1, total: 0, items: [] });
    for (const query of ['status=lost', 'perPage=1000', 'sort=email']) expect((await get(`/api/admin/withdrawals?${query}`)).statusCode, query).toBe(400);
  });

  it('finds a withdrawal by the name in either order and by the phone number however it is written', async () => {
    const order = await placeOrder(t, variantId, { data: {
      ...VALID_ORDER_DATA, email: 'keresone@example.hu', szallitas_vnev: 'Keresőné Szabó', szallitas_knev: 'Vilma', szallitas_telefonszam: '+36 20 987 6543',
    } });
    const res = await withdraw(t, { orderNumber: order.orderNumber, email: order.email, lines: [{ id: order.lineIds[0], quantity: 1 }] });
    const { id } = res.json().withdrawal;
    for (const q of ['Keresőné Szabó Vilma', 'Vilma Keresőné', 'vilma szabó', '+36 20 987 6543', '06209876543', '20/987-6543', 'keresone@example']) {
      const found = (await get(`/api/admin/withdrawals?q=${encodeURIComponent(q)}`)).json();
      expect(found.items.map((w: { id: number }) => w.id), q).toEqual([id]);
    }
    expect((await get(`/api/admin/withdrawals?q=${encodeURIComponent('Vilma Kovács')}`)).json().total).toBe(0);
  });

  it('reads one, and answers 404 for an unknown one', async () => {
    const { id, orderNumber } = await withdrawn();
    expect((await get(`/api/admin/withdrawals/${id}`)).json().item).toMatchObject({ id, orderNumber, name: 'Kovács Anna' });
    expect((await get('/api/admin/withdrawals/999999')).statusCode).toBe(404);
  });
});

describe('the order page in the back office', () => {
  it("shows the order's withdrawals with their lines and state, so staff do not hand over what was withdrawn", async () => {
    const { id, orderNumber } = await withdrawn();
    const [order] = await queryRows<{ id: number }>(t.database.db, sql`select id from orders where order_number = ${orderNumber}`);
    const item = (await get(`/api/admin/orders/${order!.id}`)).json().item;
    expect(item.withdrawals).toEqual([expect.objectContaining({
      id, statusLabel: 'Visszatérítésre vár', lines: [expect.objectContaining({ variantName: 'Fekete', quantity: 2 })],
    })]);
  });
});

describe('handling a withdrawal', () => {
  it('marks it refunded, then closed, once each, in the audit log; a closed one stays closed', async () => {
    const { id } = await withdrawn();
    const refunded = await post(`/api/admin/withdrawals/${id}/refund`, { note: 'Utalva a vevő számlájára' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().item).toMatchObject({ status: 'refunded', statusLabel: 'Visszatérítve', overdue: false, refundedAt: expect.any(String), staffNote: 'Utalva a vevő számlájára' });
    const again = (await post(`/api/admin/withdrawals/${id}/refund`)).json().item;
    expect(again.refundedAt).toBe(refunded.json().item.refundedAt);

    expect((await post(`/api/admin/withdrawals/${id}/close`)).json().item).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
    const late = await post(`/api/admin/withdrawals/${id}/refund`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('A lezárt elállás már nem módosítható.');

    const audit = await queryRows<{ action: string; before: { status: string }; after: { status: string } }>(t.database.db,
      sql`select action, before, after from audit_log where entity_type = 'withdrawal' and entity_id = ${String(id)} order by id`);
    expect(audit.map((a) => [a.action, a.before.status, a.after.status])).toEqual([
      ['withdrawal.refunded', 'open', 'refunded'], ['withdrawal.closed', 'refunded', 'closed'],
    ]);
  });

  it('closes an open one without a refund only with the reason', async () => {
    const { id } = await withdrawn();
    const bare = await post(`/api/admin/withdrawals/${id}/close`, { note: '  ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe('Visszatérítés nélküli lezáráshoz írja meg az okát.');
    expect((await get(`/api/admin/withdrawals/${id}`)).json().item.status).toBe('open');
    const closed = (await post(`/api/admin/withdrawals/${id}/close`, { note: 'A vevő visszavonta' })).json().item;
    expect(closed).toMatchObject({ status: 'closed', refundedAt: null, staffNote: 'A vevő visszavonta' });
    expect((await post('/api/admin/withdrawals/999999/refund')).statusCode).toBe(404);
  });
});

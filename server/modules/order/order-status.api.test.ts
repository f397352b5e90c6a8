import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../test-support/test-app';
import { createCartTestApp, stockOf } from '../cart/cart-test-fixture';
import { uniqueEmail } from '../staff/staff-test-helpers';
import { adminCall, mailsTo, placeOrder, staffCookie } from './order-admin-test-helpers';

let t: TestApp;
let staff: { cookie: string; email: string };
beforeAll(async () => {
  t = await createCartTestApp();
  staff = await staffCookie(t);
});
afterAll(() => t.close());

const move = (id: number, body: object) => adminCall(t, staff.cookie, 'POST', `/api/admin/orders/${id}/status`, body);
const courierOrder = (extra: { stock?: number; quantity?: number } = {}) => placeOrder(t, { ...extra, data: { email: uniqueEmail('vevo'), szallitas: 1 } });

async function auditOf(id: number) {
  return queryRows<{ action: string; actor_email: string; before: unknown; after: unknown }>(t.database.db,
    sql`select action, actor_email, before, after from audit_log where entity_type = 'order' and entity_id = ${String(id)} order by id`);
}

describe('POST /api/admin/orders/:id/status', () => {
  it('moves a courier order through the workflow, records who did it, and mails the customer in Hungarian at each step', async () => {
    const order = await courierOrder();
    const email = (await adminCall(t, staff.cookie, 'GET', `/api/admin/orders/${order.id}`)).json().item.email;
    expect((await move(order.id, { status: 'processing' })).json().item).toMatchObject({ status: 'processing', statusLabel: 'Feldolgozás alatt' });
    const shipped = await move(order.id, { status: 'shipped', trackingNumber: ' GLS123456789 ', note: 'Reggeli járat' });
    expect(shipped.statusCode).toBe(200);
    const item = shipped.json().item;
    expect(item).toMatchObject({ status: 'shipped', statusLabel: 'Átadva a futárnak', trackingNumber: 'GLS123456789', nextStatuses: ['completed', 'cancelled'], editable: false });
    expect(item.history.map((h: { to: string }) => h.to)).toEqual(['processing', 'shipped']);
    expect(item.history[1]).toMatchObject({ actorEmail: staff.email, from: 'processing', fromLabel: 'Feldolgozás alatt', toLabel: 'Átadva a futárnak', trackingNumber: 'GLS123456789', note: 'Reggeli járat' });

    const mails = await mailsTo(t, email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Rendelés visszaigazolása/),
      `Rendelése állapota: Feldolgozás alatt – ${order.orderNumber}`,
      `Rendelése állapota: Átadva a futárnak – ${order.orderNumber}`,
    ]);
    expect(mails[2]!.text).toContain('Rendelését átadtuk a futárnak (GLS futárszolgálat).');
    expect(mails[2]!.text).toContain('Csomagkövetési szám: GLS123456789');
    expect(mails[2]!.text).not.toContain('Reggeli járat');
    // Like every customer mail, it names the seller (Ekertv. 4. §), as the order confirmation does.
    for (const mail of mails.slice(1)) expect(mail.text).toMatch(/Üzemeltető: .+, székhely: .+, cégjegyzékszám: .+, adószám: .+\. Tárhelyszolgáltató: /);

    const completed = (await move(order.id, { status: 'completed' })).json().item;
    expect(completed).toMatchObject({ status: 'completed', paymentState: 'paid', nextStatuses: [] });
    expect((await auditOf(order.id)).map((a) => a.action)).toEqual(['order.status', 'order.status', 'order.status']);
    expect((await auditOf(order.id))[1]).toMatchObject({ actor_email: staff.email, before: { status: 'processing' }, after: { status: 'shipped', trackingNumber: 'GLS123456789' } });
  });

  it('refuses a skipped step or a final state with 409 and a Hungarian message, changing nothing', async () => {
    const order = await courierOrder();
    const skipped = await move(order.id, { status: 'shipped', trackingNumber: 'X1' });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json()).toMatchObject({ status: 0, error: 'conflict', message: 'A rendelés „Új” állapotból nem tehető „Átadva a futárnak” állapotba.' });
    expect((await move(order.id, { status: 'processing' })).statusCode).toBe(200);
    const pickup = await move(order.id, { status: 'ready_for_pickup' });
    expect(pickup.statusCode).toBe(409);
    expect(pickup.json().message).toBe('Futárral küldendő rendelés nem jelölhető átvehetőnek az üzletben.');
    await move(order.id, { status: 'cancelled' });
    const reopened = await move(order.id, { status: 'processing' });
    expect(reopened.json()).toMatchObject({ error: 'conflict', message: 'A(z) „Lemondva” állapotú rendelés már nem módosítható.' });
    const detail = (await adminCall(t, staff.cookie, 'GET', `/api/admin/orders/${order.id}`)).json().item;
    expect(detail.history.map((h: { to: string }) => h.to)).toEqual(['processing', 'cancelled']);
  });

  it('needs a tracking number to hand the parcel to the courier', async () => {
    const order = await courierOrder();
    await move(order.id, { status: 'processing' });
    const res = await move(order.id, { status: 'shipped', trackingNumber: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation_failed', message: 'A futárnak átadott rendeléshez adja meg a csomagkövetési számot.' });
    expect((await adminCall(t, staff.cookie, 'GET', `/api/admin/orders/${order.id}`)).json().item.status).toBe('processing');
  });

  it('puts the stock back when an order is cancelled, once, and tells the customer', async () => {
    const order = await courierOrder({ stock: 5, quantity: 3 });
    expect(await stockOf(t, order.variantId)).toBe(2);
    const res = await move(order.id, { status: 'cancelled', note: 'A vevő telefonon lemondta' });
    expect(res.json().item).toMatchObject({ status: 'cancelled', statusLabel: 'Lemondva' });
    expect(await stockOf(t, order.variantId)).toBe(5);
    // A retried request finds the order cancelled already: no second return of the stock, no second mail.
    expect((await move(order.id, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await stockOf(t, order.variantId)).toBe(5);
    const email = res.json().item.email;
    expect((await mailsTo(t, email)).filter((m) => m.subject.startsWith('Rendelése állapota: Lemondva'))).toHaveLength(1);
  });

  it('offers pickup orders the counter instead of the courier, and mails the opening hours', async () => {
    const order = await placeOrder(t, { data: { email: uniqueEmail('bolti'), szallitas: 0 } });
    const processing = (await move(order.id, { status: 'processing' })).json().item;
    expect(processing.nextStatuses).toEqual(['ready_for_pickup', 'cancelled']);
    expect((await move(order.id, { status: 'ready_for_pickup' })).json().item.statusLabel).toBe('Átvehető az üzletben');
    const [, , ready] = await mailsTo(t, processing.email);
    expect(ready!.text).toContain('Átvétel helye: 1111 Budapest, Teszt utca 1.');
    expect(ready!.text).toContain('Kedd: 10-19');
  });

  it('answers 404 for an unknown order and 400 for an unknown status', async () => {
    expect((await move(999_999, { status: 'processing' })).json()).toMatchObject({ error: 'not_found', message: 'Nincs ilyen rendelés.' });
    const order = await courierOrder();
    expect((await move(order.id, { status: 'elveszett' })).statusCode).toBe(400);
  });
});

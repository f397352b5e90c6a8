import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { GUEST } from '../../shared/principal';
import { testServices } from '../../test-support/import-bundle';
import type { TestApp } from '../../test-support/test-app';
import { registerUser } from '../account/account-test-helpers';
import { count, createCartTestApp, sellable } from '../cart/cart-test-fixture';
import { getAs, lookup, placeOrder, withdraw } from './customer-orders-test-fixture';

let t: TestApp;
let variantId: number;

beforeAll(async () => {
  t = await createCartTestApp();
  variantId = await sellable(t, 8_990, 50, 'Fekete');
});
afterAll(() => t.close());

const mailsAbout = (orderNumber: string) => queryRows<{ to: string; subject: string; text: string; html: string | null }>(
  t.database.db, sql`select "to", subject, text, html from outbox_mails where subject like ${`Elállás%${orderNumber}%`} order by id`);

describe("'Elállás a szerződéstől'", () => {
  it('records a guest’s withdrawal and queues the acknowledgement with its date and content at once', async () => {
    const order = await placeOrder(t, variantId, { quantity: 2 });
    const res = await withdraw(t, { orderNumber: order.orderNumber, email: order.email, lines: [{ id: order.lineIds[0], quantity: 1 }], comment: 'Kicsi lett.' });
    expect(res.statusCode).toBe(200);
    const { withdrawal } = res.json();
    expect(withdrawal).toMatchObject({ orderNumber: order.orderNumber, comment: 'Kicsi lett.', lines: [{ variantName: 'Fekete', quantity: 1, unitPrice: 8_990 }] });
    const received = new Date(withdrawal.receivedAt);
    expect(Date.parse(withdrawal.refundDueBy) - Date.parse(received.toISOString().slice(0, 10))).toBeGreaterThanOrEqual(13 * 86_400_000);

    const [ack, notice] = await mailsAbout(order.orderNumber);
    expect(ack).toMatchObject({ to: 'vevo@example.hu', subject: `Elállás visszaigazolása – ${order.orderNumber}` });
    expect(ack!.text).toContain('Fekete');
    expect(ack!.text).toContain('1 db × 8 990 Ft');
    expect(ack!.text).toContain(withdrawal.refundDueBy.replaceAll('-', '. '));
    expect(ack!.html).toContain('<html');
    expect(ack!.text).toContain('cégjegyzékszám');
    expect(notice).toMatchObject({ to: 'bolt@example.hu', subject: `Elállás: ${order.orderNumber}` });

    const detail = (await lookup(t, order.orderNumber, order.email)).json().order;
    expect(detail.lines[0].withdrawnQuantity).toBe(1);
    expect(detail.withdrawals).toHaveLength(1);
    expect(detail.canWithdraw).toBe(true);
  });

  it('answers a retried submission with the first withdrawal and sends no second mail', async () => {
    const order = await placeOrder(t, variantId);
    const body = { orderNumber: order.orderNumber, email: order.email, requestKey: 'ismetelt-kuldes-0001', lines: [{ id: order.lineIds[0], quantity: 1 }] };
    const first = (await withdraw(t, body)).json().withdrawal;
    const again = await withdraw(t, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().withdrawal).toEqual(first);
    expect(await mailsAbout(order.orderNumber)).toHaveLength(2);
  });

  it('refuses more pieces than are left, lines of another order, a cancelled order and a wrong e-mail, writing nothing', async () => {
    const order = await placeOrder(t, variantId);
    const other = await placeOrder(t, variantId);
    const before = await count(t, 'outbox_mails');
    const tooMany = await withdraw(t, { orderNumber: order.orderNumber, email: order.email, lines: [{ id: order.lineIds[0], quantity: 2 }] });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toContain('legfeljebb 1 db');
    const foreign = await withdraw(t, { orderNumber: order.orderNumber, email: order.email, lines: [{ id: other.lineIds[0], quantity: 1 }] });
    expect(foreign.statusCode).toBe(400);
    const wrongEmail = await withdraw(t, { orderNumber: order.orderNumber, email: 'mas@example.hu', lines: [{ id: order.lineIds[0], quantity: 1 }] });
    expect(wrongEmail.statusCode).toBe(404);
    await t.database.db.execute(sql`update orders set status = 'cancelled' where order_number = ${other.orderNumber}`);
    const cancelled = await withdraw(t, { orderNumber: other.orderNumber, email: other.email, lines: [{ id: other.lineIds[0], quantity: 1 }] });
    expect(cancelled.statusCode).toBe(409);
    expect(await count(t, 'outbox_mails')).toBe(before);
    const [{ n }] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from withdrawals w join orders o on o.id = w.order_id where o.order_number in (${order.orderNumber}, ${other.orderNumber})`) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('lets a logged-in customer withdraw from an own order without the e-mail, and from nobody else’s', async () => {
    const token = await registerUser(t, 'elallo@example.hu');
    const own = await placeOrder(t, variantId, { token });
    const stranger = await placeOrder(t, variantId);
    expect((await withdraw(t, { orderNumber: stranger.orderNumber, lines: [{ id: stranger.lineIds[0], quantity: 1 }] }, token)).statusCode).toBe(404);
    const res = await withdraw(t, { orderNumber: own.orderNumber, lines: [{ id: own.lineIds[0], quantity: 1 }] }, token);
    expect(res.statusCode).toBe(200);
    const detail = (await getAs(t, `/api/orders/${own.orderNumber}`, token)).json().order;
    expect(detail).toMatchObject({ canWithdraw: false, lines: [{ withdrawnQuantity: 1 }] });
  });

  it('lets staff list and read withdrawals with the refund deadline, and nobody else', async () => {
    const order = await placeOrder(t, variantId, { quantity: 3 });
    const sent = (await withdraw(t, { orderNumber: order.orderNumber, email: order.email, lines: [{ id: order.lineIds[0], quantity: 2 }] })).json().withdrawal;
    const { withdrawals } = testServices(t.database.db).order;
    const staff = { kind: 'staff' as const, id: 1, email: 'munkatars@example.hu', role: 'staff' as const, sessionId: 1, ip: null, totpSetupRequired: false };
    const page = await withdrawals.list(staff, { page: 1, perPage: 25, order: 'DESC', q: order.orderNumber });
    expect(page).toMatchObject({ total: 1, items: [{ id: sent.id, refundDueBy: sent.refundDueBy, name: 'Kovács Anna', email: 'vevo@example.hu', linesTotal: 17_980 }] });
    expect(await withdrawals.read(staff, sent.id)).toEqual(page.items[0]);
    await expect(withdrawals.list(GUEST, { page: 1, perPage: 25, order: 'DESC' })).rejects.toMatchObject({ code: 'unauthorized' });
  });
});

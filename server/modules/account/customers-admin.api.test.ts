import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createServices } from '../../services';
import { createCartTestApp, fillOrderData, newCart, sellable, VALID_ORDER_DATA, call as cartCall } from '../cart/cart-test-fixture';
import { addStaff, call, signIn } from '../staff/staff-test-helpers';
import type { TestApp } from '../../test-support/test-app';
import { customerProfile, outboxFor, post, registerUser } from './account-test-helpers';

let t: TestApp;
let staffCookie: string;
let staffEmail: string;
let customerId: number;
const stamp = Date.now();
const email = (name: string) => `${name}-${stamp}@example.hu`;

beforeAll(async () => {
  t = await createCartTestApp();
  staffEmail = (await addStaff(t, 'staff')).email;
  staffCookie = await signIn(t, staffEmail);
  const services = createServices(t.database.db, t.config);
  await services.account.importCustomers([
    { ...customerProfile(email('regi')), szallitas_vnev: 'Régi', szallitas_knev: 'Ügyfél', szallitas_telefonszam: '06 20 555 1234' },
  ]);
  const token = await registerUser(t, email('kovacs'));
  await post(t, '/api/saveUserData', { ...customerProfile(email('kovacs')), szallitas_vnev: 'Kovácsné', szallitas_knev: 'Zsófia' }, { token });
  const { cart } = await newCart(t, await sellable(t, 12990, 5), 1, token);
  await fillOrderData(t, cart.id, { ...VALID_ORDER_DATA, email: email('kovacs') });
  const finished = await cartCall(t, 'finishCart', { cart_id: cart.id }, token);
  if (finished.statusCode !== 200) throw new Error(finished.body);
  const list = await call(t, 'GET', `/api/admin/customers?q=${encodeURIComponent('Kovácsné')}`, { cookie: staffCookie });
  customerId = list.json().items[0].id;
});
afterAll(() => t.close());

const list = (query: string) => call(t, 'GET', `/api/admin/customers?${query}`, { cookie: staffCookie });

describe('customers in the back office', () => {
  it('finds a customer by name in either order, by e-mail and by phone digits', async () => {
    for (const q of ['Kovácsné Zs', 'Zsófia Kovácsné', email('kovacs').toUpperCase(), '30 123 45']) {
      const res = await list(`q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().items.map((c: { email: string }) => c.email)).toContain(email('kovacs'));
    }
    const phone = await list(`q=${encodeURIComponent('+36 20 555-1234')}`);
    expect(phone.json().items.map((c: { email: string }) => c.email)).toEqual([email('regi')]);
  });

  it('filters old-site accounts and pages with a total', async () => {
    const res = await list('oldSite=true&perPage=1&page=1&sort=email&order=ASC');
    expect(res.json()).toMatchObject({ status: 1, total: 1, items: [{ email: email('regi'), name: 'Régi Ügyfél', oldSite: true, hasPassword: false }] });
    const all = await list('perPage=1&page=2&sort=id&order=ASC');
    expect(all.json().total).toBe(2);
    expect(all.json().items).toHaveLength(1);
  });

  it('refuses an unknown sort field with 400', async () => {
    const res = await list('sort=password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 0, error: 'bad_request' });
  });

  it("shows a customer's data and orders", async () => {
    const res = await call(t, 'GET', `/api/admin/customers/${customerId}`, { cookie: staffCookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({
      email: email('kovacs'), name: 'Kovácsné Zsófia', hasPassword: true, oldSite: false,
      data: { szallitas_varos: 'Pécs', adoszam: '12345676-1-02' },
      orders: [{ orderNumber: expect.stringMatching(/^MP-\d{4}-\d{6}$/), status: 'new', total: 12990 + 1490 }],
    });
    expect((await call(t, 'GET', '/api/admin/customers/999999', { cookie: staffCookie })).statusCode).toBe(404);
  });

  it('mails the customer a password-reset link and records who sent it', async () => {
    const before = (await outboxFor(t, email('regi'))).length;
    const id = (await list(`q=${email('regi')}`)).json().items[0].id;
    const res = await call(t, 'POST', `/api/admin/customers/${id}/password-reset`, { cookie: staffCookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('elküldtük');
    const mails = await outboxFor(t, email('regi'));
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.text).toMatch(/\/password_reset\/[A-Za-z0-9_-]+/);
    const services = createServices(t.database.db, t.config);
    const audit = await services.audit.list({ page: 1, perPage: 5, entityType: 'customer', entityId: String(id) });
    expect(audit.items[0]).toMatchObject({ action: 'customer.password_reset', actorEmail: staffEmail, after: { email: email('regi') } });
  });

  it("exports a customer's data as JSON and records who exported it", async () => {
    const res = await call(t, 'GET', `/api/admin/customers/${customerId}/export`, { cookie: staffCookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`vasarlo-${customerId}-adatai.json`);
    expect(res.json()).toMatchObject({
      status: 1, account: { id: customerId, data: { email: email('kovacs'), szallitas_vnev: 'Kovácsné' } },
      orders: [{ orderNumber: expect.stringMatching(/^MP-/) }],
    });
    const audit = await createServices(t.database.db, t.config).audit.list({ page: 1, perPage: 1, entityType: 'customer', entityId: String(customerId) });
    expect(audit.items[0]).toMatchObject({ action: 'customer.export', actorEmail: staffEmail, after: { orders: 1 } });
  });

  it('erases a customer only with their e-mail address; the order keeps its accounting snapshot', async () => {
    const path = `/api/admin/customers/${customerId}/anonymise`;
    const wrong = await call(t, 'POST', path, { cookie: staffCookie, payload: { email: email('regi') } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('nem ennek a vásárlónak');
    const detail = await call(t, 'GET', `/api/admin/customers/${customerId}`, { cookie: staffCookie });
    expect(detail.statusCode).toBe(200);
    const { orderNumber } = detail.json().item.orders[0];

    const res = await call(t, 'POST', path, { cookie: staffCookie, payload: { email: email('kovacs').toUpperCase() } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, orders: 1 });
    expect((await call(t, 'GET', `/api/admin/customers/${customerId}`, { cookie: staffCookie })).statusCode).toBe(404);
    expect((await list(`q=${encodeURIComponent('Kovácsné')}`)).json().total).toBe(0);
    const [order] = await queryRows<{ email: string; szamla_nev: string; total: number; anonymised_at: Date | null }>(
      t.database.db, sql`select email, szamla_nev, total, anonymised_at from orders where order_number = ${orderNumber}`,
    );
    expect(order).toMatchObject({ email: '', total: 12990 + 1490, szamla_nev: 'Kovács Anna' });
    expect(order!.anonymised_at).not.toBeNull();
    const audit = await createServices(t.database.db, t.config).audit.list({ page: 1, perPage: 1, entityType: 'user', entityId: String(customerId) });
    expect(audit.items[0]).toMatchObject({ action: 'account.anonymise', actorEmail: staffEmail, after: null });
  });
});

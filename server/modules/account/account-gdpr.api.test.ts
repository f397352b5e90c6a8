import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { testServices } from '../../test-support/import-bundle';
import type { TestApp } from '../../test-support/test-app';
import { createCartTestApp, sellable } from '../cart/cart-test-fixture';
import { getAs, lookup, placeOrder, withdraw } from '../order/customer-orders-test-fixture';
import { customerProfile, get, outboxFor, post, registerUser } from './account-test-helpers';

let t: TestApp;
let variantId: number;

beforeAll(async () => {
  t = await createCartTestApp();
  variantId = await sellable(t, 4_990, 50);
});
afterAll(() => t.close());

async function customerWithOrder(email: string) {
  const token = await registerUser(t, email);
  await post(t, '/api/saveUserData', customerProfile(email), { token });
  const order = await placeOrder(t, variantId, { token, data: { ...customerProfile(email), szallitas: 1, aszf_elfogadva: true } });
  return { token, order };
}

describe('download my data', () => {
  it('gives the account, its consent and every order as one JSON document, to the owner only', async () => {
    const { token, order } = await customerWithOrder('export@example.hu');
    const res = await getAs(t, '/api/account/personal-data', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      status: 1,
      account: { data: { email: 'export@example.hu', szallitas_varos: 'Pécs' }, importedFromOldSite: false },
      orders: [{ orderNumber: order.orderNumber, shipping: { email: 'export@example.hu' } }],
    });
    expect(res.json().account.consent.consentedAt).not.toBeNull();
    expect((await getAs(t, '/api/account/personal-data')).statusCode).toBe(401);
  });
});

describe('delete my account', () => {
  it('needs the password; then the account is gone and its orders keep only the accounting snapshot', async () => {
    const { token, order } = await customerWithOrder('torles@example.hu');
    await withdraw(t, { orderNumber: order.orderNumber, lines: [{ id: order.lineIds[0], quantity: 1 }] }, token);

    const wrong = await post(t, '/api/account/delete', { password: 'rossz-jelszo' }, { token });
    expect(wrong.statusCode).toBe(400);
    expect((await get(t, '/api/getUserData', token)).statusCode).toBe(200);

    const res = await post(t, '/api/account/delete', { password: 'jelszo-123' }, { token });
    expect(res.statusCode).toBe(200);
    expect((await get(t, '/api/getUserData', token)).statusCode).toBe(401);
    expect((await post(t, '/api/login', { email: 'torles@example.hu', password: 'jelszo-123' })).statusCode).toBe(401);
    expect((await lookup(t, order.orderNumber, 'torles@example.hu')).statusCode).toBe(404);

    const [row] = await queryRows<Record<string, unknown>>(t.database.db, sql`
      select user_id, email, szallitas_telefonszam, szallitas_utca, szamla_nev, szamla_utca, adoszam, total, anonymised_at
      from orders where order_number = ${order.orderNumber}`);
    expect(row).toMatchObject({
      user_id: null, email: '', szallitas_telefonszam: '', szallitas_utca: '',
      szamla_nev: 'Kovács Anna', szamla_utca: 'Király utca 1.', adoszam: '12345676-1-02', total: 4_990 + 1490,
    });
    const leftovers = await queryRows<{ n: number }>(t.database.db, sql`
      select (select count(*) from withdrawals where email = 'torles@example.hu')::int
           + (select count(*) from carts where email = 'torles@example.hu')::int
           + (select count(*) from outbox_mails where "to" = 'torles@example.hu' and subject <> 'Fiókja törlése')::int as n`);
    expect(leftovers[0]!.n).toBe(0);
    expect((await outboxFor(t, 'torles@example.hu')).map((mail) => mail.subject)).toContain('Fiókja törlése');
    // The address is free again.
    expect(await registerUser(t, 'torles@example.hu')).toBeTruthy();
  });

  it('is the same use case staff run from the back office, and theirs is written to the audit log', async () => {
    await customerWithOrder('hivatal@example.hu');
    const [user] = await queryRows<{ id: number }>(t.database.db, sql`select id from users where email = 'hivatal@example.hu'`);
    const services = testServices(t.database.db);
    await services.account.anonymise(user!.id, { staffId: null, email: 'tulajdonos@example.hu', ip: null });
    await expect(services.account.exportPersonalData(user!.id)).rejects.toMatchObject({ code: 'not_found' });
    const [entry] = await queryRows<{ action: string; entity_id: string; after: unknown }>(t.database.db, sql`
      select action, entity_id, after from audit_log where entity_type = 'user' order by id desc limit 1`);
    expect(entry).toEqual({ action: 'account.anonymise', entity_id: String(user!.id), after: null });
  });
});

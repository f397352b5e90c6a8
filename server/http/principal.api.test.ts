import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { USER_DATA_FIELDS } from '../../contract/cart-fields';
import { queryRows } from '../db/client';
import { get, post, registerUser } from '../modules/account/account-test-helpers';
import { createCartTestApp, sellable } from '../modules/cart/cart-test-fixture';
import { GUEST, type Principal } from '../shared/principal';
import type { TestApp } from '../test-support/test-app';
import { registerPrincipal } from './principal-hook';

let t: TestApp;
beforeAll(async () => {
  t = await createCartTestApp();
});
afterAll(() => t.close());

async function expire(token: string): Promise<void> {
  await t.database.db.execute(sql`update auth_tokens set expires_at = now() - interval '1 minute'
    where token_hash = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`);
}

describe('the principal hook', () => {
  it('asks once per request, only for a well-formed bearer token, and hands the answer to the handler', async () => {
    const customer: Principal = { kind: 'customer', userId: 7, email: 'a@example.hu', tokenHash: 'h' };
    const resolve = vi.fn(async () => customer);
    const app = Fastify();
    registerPrincipal(app, { bearer: resolve, staffSession: async () => null });
    app.get('/who', (request) => request.principal);
    await app.ready();

    const token = 'T'.repeat(43);
    expect((await app.inject({ url: '/who', headers: { authorization: `Bearer ${token}` } })).json()).toEqual(customer);
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(resolve).toHaveBeenCalledWith(token);
    for (const authorization of [undefined, 'Bearer kurta', `Basic ${token}`]) {
      const res = await app.inject({ url: '/who', headers: authorization ? { authorization } : {} });
      expect(res.json(), String(authorization)).toEqual(GUEST);
    }
    expect(resolve).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it('under /api/admin reads only the staff cookie: a customer token never opens a staff call', async () => {
    const member: Principal = {
      kind: 'staff', id: 3, email: 'm@example.hu', role: 'staff', sessionId: 9, ip: null, totpSetupRequired: false,
    };
    const bearer = vi.fn(async (): Promise<Principal> => ({ kind: 'customer', userId: 7, email: 'a@example.hu', tokenHash: 'h' }));
    const staffSession = vi.fn(async (cookie: string | undefined) => (cookie === 'jo-suti' ? member : null));
    const app = Fastify();
    await app.register(fastifyCookie);
    registerPrincipal(app, { bearer, staffSession });
    app.get('/api/admin/who', (request) => request.principal);
    await app.ready();

    const token = 'T'.repeat(43);
    const asCustomer = await app.inject({ url: '/api/admin/who', headers: { authorization: `Bearer ${token}` } });
    expect(asCustomer.json()).toEqual(GUEST);
    expect(bearer).not.toHaveBeenCalled();
    expect((await app.inject({ url: '/api/admin/who', headers: { cookie: 'staff_session=rossz' } })).json()).toEqual(GUEST);
    expect((await app.inject({ url: '/api/admin/who', headers: { cookie: 'staff_session=jo-suti' } })).json()).toEqual(member);
    expect(staffSession).toHaveBeenCalledTimes(3);
    await app.close();
  });
});

describe('an expired or unknown token', () => {
  it('is a guest: the spec’s logged-out answers, and a cart that belongs to nobody', async () => {
    const token = await registerUser(t, 'lejart@example.hu');
    expect((await get(t, '/api/getUserData', token)).json()).toMatchObject({ status: 1 });
    await expire(token);

    const data = await get(t, '/api/getUserData', token);
    expect(data.statusCode).toBe(401);
    expect(data.json()).toEqual({ error: 'unauthorized', message: 'Bejelentkezés szükséges.' });
    const profile = Object.fromEntries(USER_DATA_FIELDS.map((field) => [field, '']));
    const save = await post(t, '/api/saveUserData', profile, { token });
    expect(save.statusCode).toBe(401);
    expect(save.json()).toMatchObject({ status: 0, error: 'unauthorized' });
    expect((await get(t, '/api/logout', token)).statusCode).toBe(401);

    const unknown = 'U'.repeat(43);
    expect((await get(t, '/api/getUserData', unknown)).statusCode).toBe(401);
  });

  it('lets a guest put goods in the basket; the cart is tied to no account', async () => {
    const token = await registerUser(t, 'lejart-kosar@example.hu');
    await expire(token);
    const res = await post(t, '/api/addToCart', { id: await sellable(t), quantity: 1, cart_id: null }, { token });
    expect(res.statusCode).toBe(200);
    const rows = await queryRows<{ user_id: number | null }>(t.database.db, sql`select user_id from carts where id = ${res.json().cart.id}`);
    expect(rows).toEqual([{ user_id: null }]);
  });
});

describe('services', () => {
  it('never read a request header: the principal hook is the only reader of Authorization', () => {
    const modules = path.join(__dirname, '../modules');
    const offenders: string[] = [];
    for (const entry of readdirSync(modules, { recursive: true, encoding: 'utf8' })) {
      if (!entry.endsWith('.ts') || /\.test\.ts$|\.routes\.ts$|-test-(helpers|fixture)\.ts$/.test(entry)) continue;
      const source = readFileSync(path.join(modules, entry), 'utf8');
      if (/authorization|request\.headers/i.test(source)) offenders.push(entry);
    }
    expect(offenders).toEqual([]);
  });
});

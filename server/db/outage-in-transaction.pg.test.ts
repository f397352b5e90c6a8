import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, createCartTestApp, fillOrderData, newCart, sellable, stockOf } from '../modules/cart/cart-test-fixture';
import type { TestApp } from '../test-support/test-app';
import { queryRows } from './client';

/**
 * PostgreSQL cuts connections in the middle of checkout transactions (pg_terminate_backend, as a
 * restart or failover does): the process must live, every order it confirmed must be stored once,
 * and the shop must answer normally again at once when the killing stops.
 */
let t: TestApp;
let admin: pg.Client;
let dbName: string;

beforeAll(async () => {
  if (inject('testDb').kind !== 'postgres') throw new Error('this test runs on PostgreSQL only');
  t = await createCartTestApp();
  [{ name: dbName }] = await queryRows<{ name: string }>(t.database.db, sql`select current_database() as name`) as [{ name: string }];
  admin = new pg.Client({ connectionString: (inject('testDb') as { serverUrl: string }).serverUrl });
  await admin.connect();
});
afterAll(async () => {
  await admin.end();
  await t.close();
});

/** Terminates every backend of the shop's database that is inside a transaction; answers how many. */
async function killOpenTransactions(): Promise<number> {
  const { rows } = await admin.query(
    `select pg_terminate_backend(pid) from pg_stat_activity
     where datname = $1 and pid <> pg_backend_pid() and xact_start is not null`, [dbName]);
  return rows.length;
}

describe('connections lost inside transactions', () => {
  it('fails only those requests with 503, keeps every confirmed order once, and recovers at once', { timeout: 90_000 }, async () => {
    const STOCK = 200;
    const variantId = await sellable(t, 4990, STOCK);
    const carts: string[] = [];
    for (let i = 0; i < 40; i++) {
      const cartId = (await newCart(t, variantId)).cart.id as string;
      await fillOrderData(t, cartId);
      carts.push(cartId);
    }

    let killing = true;
    let killed = 0;
    const killer = (async () => {
      while (killing) {
        killed += await killOpenTransactions();
        await new Promise((r) => setTimeout(r, 2));
      }
    })();
    const answers = await Promise.all(carts.map((cartId) => call(t, 'finishCart', { cart_id: cartId })));
    killing = false;
    await killer;

    expect(killed).toBeGreaterThan(0);
    const confirmed: string[] = [];
    for (const res of answers) {
      if (res.statusCode === 200) {
        expect(res.json().status).toBe(1);
        confirmed.push(res.json().cart.orderNumber as string);
      } else {
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBeDefined();
        expect(res.json()).toMatchObject({ status: 0, error: 'unavailable' });
      }
    }
    expect(confirmed.length).toBeLessThan(answers.length); // the faults did hit checkouts

    const recoveredBy = Date.now() + 5_000;
    let health = await t.app.inject({ method: 'GET', url: '/healthz' });
    while (health.statusCode !== 200 && Date.now() < recoveredBy) health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);

    const stored = await queryRows<{ order_number: string; n: number }>(t.database.db,
      sql`select order_number, count(*)::int as n from orders group by order_number`);
    const storedCount = new Map(stored.map((r) => [r.order_number, r.n]));
    for (const number of confirmed) expect(storedCount.get(number)).toBe(1);
    // Stock taken equals what the stored orders hold: no half-done checkout.
    const [lines] = await queryRows<{ q: number }>(t.database.db, sql`select coalesce(sum(quantity), 0)::int as q from order_lines`);
    expect(await stockOf(t, variantId)).toBe(STOCK - lines!.q);

    // A new checkout goes through normally right after.
    const cartId = (await newCart(t, variantId)).cart.id as string;
    await fillOrderData(t, cartId);
    const after = await call(t, 'finishCart', { cart_id: cartId });
    expect(after.statusCode).toBe(200);
    expect(after.json().status).toBe(1);
  });
});

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ReleasingPool } from './releasing-pool';

/** A checked-out client whose backend is terminated (as while Drizzle's BEGIN runs) must not be lost to the pool. */
let admin: pg.Client;
let serverUrl: string;

beforeAll(async () => {
  const testDb = inject('testDb');
  if (testDb.kind !== 'postgres') throw new Error('this test runs on PostgreSQL only');
  serverUrl = testDb.serverUrl;
  admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
});
afterAll(() => admin.end());

describe('ReleasingPool', () => {
  it('gives a client back when its connection is cut while checked out, so the pool goes on and closes', async () => {
    const pool = new ReleasingPool({ connectionString: serverUrl, max: 1, connectionTimeoutMillis: 2_000 });
    const client = await pool.connect();
    // Whoever held the client hears of the loss too (as the shop's own listener logs it).
    client.on('error', () => {});
    const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const lost = new Promise((resolve) => client.once('end', resolve));
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await lost;
    // The caller never released it (Drizzle's BEGIN failing); its own late release changes nothing.
    const again = await pool.connect();
    expect((await again.query<{ n: number }>('select 1 as n')).rows[0]!.n).toBe(1);
    again.release();
    client.release();
    expect(pool.totalCount).toBe(1);
    await pool.end();
  });
});

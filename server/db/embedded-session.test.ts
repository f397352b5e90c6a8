import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, queryGenericPlanRows, queryPreparedRows, queryRows, type Database } from './client';
import { openEmbedded } from './embedded-owner';

/**
 * The embedded database is one PostgreSQL session behind its socket (decision 0038): the server's
 * connections prepare their hot statements in it, and none may take a name another has prepared, also
 * when a connection replaces a dropped one. (A program's names carry its own process's tag; the process
 * test of embedded-owner imports through the socket while the server runs.)
 */
const quiet = { error: () => {} };
let dir: string;
let server: Database;

beforeAll(async () => {
  // Short: a Unix socket path has a limit of about 100 characters.
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sess-'));
  server = await openEmbedded(dir, 'server', quiet);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const held = (db: Database, marker: string) => queryRows<{ name: string }>(db.db, sql`
  select name from pg_prepared_statements where statement like ${`%${marker}%`} order by name`);

describe('named statements in the one session of the embedded database', () => {
  it("answers the server's concurrent calls on both its connections, each connection with its own copy", async () => {
    const square = (n: number) => queryPreparedRows<{ n: number; marker: string }>(server.db, sql`select ${n}::int * ${n}::int as n, 'sq' as marker`);
    const answers = await Promise.all([3, 4, 5, 6, 7, 8].map(square));
    expect(answers.map((rows) => rows[0]!.n)).toEqual([9, 16, 25, 36, 49, 64]);
    expect(answers.every((rows) => rows.length === 1)).toBe(true);
    const names = (await held(server, "'sq' as marker")).map((row) => row.name);
    expect(names.length).toBeGreaterThanOrEqual(1);
    expect(names.length).toBeLessThanOrEqual(2);
    expect(new Set(names.map((name) => name.replace(/_s\d+$/, ''))).size).toBe(1);
  });

  it('lets a connection that replaces a dropped one run the statements its slot already holds', async () => {
    const target = { host: dir, port: 5432, user: 'postgres', database: 'postgres' };
    const cube = (db: Database, n: number) => queryPreparedRows<{ n: number }>(db.db, sql`select ${n}::int * ${n}::int * ${n}::int as n, 'cube' as marker`);
    const first = openPostgres(target, quiet, 1, { oneSession: true });
    expect(await cube(first, 2)).toEqual([{ n: 8, marker: 'cube' }]);
    await first.close();
    // The session keeps the statement; a new connection in the same slot must not prepare it again.
    const second = openPostgres(target, quiet, 1, { oneSession: true });
    try {
      expect(await cube(second, 3)).toEqual([{ n: 27, marker: 'cube' }]);
      expect(await held(second, "'cube' as marker")).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it("names a search's statement too, leaving PostgreSQL its own choice of plan", async () => {
    const words = (w: string) => queryGenericPlanRows<{ n: number }>(server.db, sql`
      select count(*)::int as n from (values ('fék'), ('lánc'), ('fékbetét')) v(word) where word like ${`${w}%`} and 'search' <> ''`);
    for (let i = 0; i < 7; i++) expect(await words('fék')).toEqual([{ n: 2 }]);
    expect(await words('lán')).toEqual([{ n: 1 }]);
    const names = (await held(server, "and 'search' <> ''")).map((row) => row.name);
    expect(names.length).toBeGreaterThanOrEqual(1);
    expect(names.every((name) => /^hot_[0-9a-f]{8}_[0-9a-f]{20}_s\d$/.test(name))).toBe(true);
    expect(await queryRows(server.db, sql`select current_setting('plan_cache_mode') as mode`)).toEqual([{ mode: 'auto' }]);
  });
});

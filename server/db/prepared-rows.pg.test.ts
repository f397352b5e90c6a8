import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres, queryPreparedRows, queryRows, type Database } from './client';

/** The hot reads' named statements: prepared once per connection, one name per text, right answers. */
let database: Database;

beforeAll(() => {
  const testDb = inject('testDb');
  if (testDb.kind !== 'postgres') throw new Error('this test runs on PostgreSQL only');
  // One connection, so what it has prepared can be seen from the same session.
  database = openPostgres(testDb.serverUrl, { error: () => {} }, 1);
});
afterAll(() => database.close());

const prepared = () => queryRows<{ name: string; statement: string }>(database.db, sql`select name, statement from pg_prepared_statements`);

describe('queryPreparedRows', () => {
  it('answers each call with its own values from one statement prepared on the connection', async () => {
    const square = (n: number) => queryPreparedRows<{ n: number }>(database.db, sql`select (${n}::int * ${n}::int) as n`);
    expect(await square(3)).toEqual([{ n: 9 }]);
    expect(await square(12)).toEqual([{ n: 144 }]);
    const ours = (await prepared()).filter((s) => s.statement.includes('::int * $2::int'));
    expect(ours).toHaveLength(1);
    expect(ours[0]!.name).toMatch(/^hot_[0-9a-f]{20}$/);
  });

  it('gives another text a statement of its own, never a name already taken', async () => {
    const [a] = await queryPreparedRows<{ v: string }>(database.db, sql`select ${'a'}::text as v`);
    const [b] = await queryPreparedRows<{ v: string }>(database.db, sql`select ${'b'}::text || 'x' as v`);
    expect([a!.v, b!.v]).toEqual(['a', 'bx']);
    const names = (await prepared()).filter((s) => s.statement.startsWith('select $1::text')).map((s) => s.name);
    expect(new Set(names).size).toBe(2);
  });
});

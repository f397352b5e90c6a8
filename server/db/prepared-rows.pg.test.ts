import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres, queryGenericPlanRows, queryPreparedRows, queryRows, type Database } from './client';

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
    expect(ours[0]!.name).toMatch(/^hot_[0-9a-f]{8}_[0-9a-f]{20}$/);
  });

  it('gives another text a statement of its own, never a name already taken', async () => {
    const [a] = await queryPreparedRows<{ v: string }>(database.db, sql`select ${'a'}::text as v`);
    const [b] = await queryPreparedRows<{ v: string }>(database.db, sql`select ${'b'}::text || 'x' as v`);
    expect([a!.v, b!.v]).toEqual(['a', 'bx']);
    const names = (await prepared()).filter((s) => s.statement.startsWith('select $1::text')).map((s) => s.name);
    expect(new Set(names).size).toBe(2);
  });
});

describe('queryGenericPlanRows', () => {
  const session = sql`select current_setting('plan_cache_mode') as mode, pg_backend_pid() as pid`;

  it('runs on connections of its own that keep generic plans, the main pool keeping its custom ones', async () => {
    const [generic] = await queryGenericPlanRows<{ mode: string; pid: number }>(database.db, session);
    const [main] = await queryRows<{ mode: string; pid: number }>(database.db, session);
    expect(generic!.mode).toBe('force_generic_plan');
    expect(main!.mode).toBe('auto');
    expect(generic!.pid).not.toBe(main!.pid);
  });

  it('plans a statement once, generically, and answers each call with its own values', async () => {
    const pick = (n: number) => queryGenericPlanRows<{ id: number }>(database.db, sql`select g as id from generate_series(1, 10) g where g = ${n}`);
    expect(await pick(3)).toEqual([{ id: 3 }]);
    expect(await pick(7)).toEqual([{ id: 7 }]);
    // Calls one after the other reuse the generic pool's one idle connection, which prepared the statement.
    const plans = await queryGenericPlanRows<{ generic_plans: string; custom_plans: string }>(database.db, sql`
      select generic_plans, custom_plans from pg_prepared_statements
      where statement like '%generate_series(1, 10) g where g = $1' and statement not like '%pg_prepared_statements%'`);
    expect(plans).toEqual([{ generic_plans: '2', custom_plans: '0' }]);
  });

  it('keeps at most 32 statements prepared, and answers the texts past them unprepared', async () => {
    for (let shape = 0; shape < 40; shape++) {
      const rows = await queryGenericPlanRows<{ n: number }>(database.db, sql`select ${sql.raw(String(shape))} + ${1}::int as n`);
      expect(rows).toEqual([{ n: shape + 1 }]);
    }
    const [kept] = await queryGenericPlanRows<{ n: number }>(database.db, sql`select count(*)::int as n from pg_prepared_statements`);
    expect(kept!.n).toBe(32);
  });
});

import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './client';
import { untilNext, vacuumTables } from './embedded-vacuum';

let client: PGlite;

beforeAll(async () => {
  ({ client } = await openPglite(null));
  await client.exec(`create table parts (id int primary key, name text not null);
    insert into parts select i, 'alkatrész ' || i from generate_series(1, 2000) i;
    delete from parts where id % 2 = 0;`);
}, 60_000);
afterAll(() => client.close());

/** The planner's row count (-1: never analyzed) and the pages VACUUM marked all-visible for index-only scans. */
const table = async () => (await client.query<{ rows: number; visible: number }>(`
  select reltuples::int as rows, relallvisible::int as visible from pg_class where relname = 'parts'`)).rows[0]!;

describe('vacuumTables (PGlite has no autovacuum)', () => {
  it('vacuums and analyzes every table: the planner counts the rows left, their pages are marked visible', async () => {
    expect(await table()).toEqual({ rows: -1, visible: 0 });
    expect(await vacuumTables(client)).toBeGreaterThanOrEqual(1);
    const after = await table();
    expect(after.rows).toBe(1000);
    expect(after.visible).toBeGreaterThan(0);
  });

  it('waits for an open transaction instead of failing inside its block', async () => {
    let vacuumed: Promise<number> | undefined;
    await client.transaction(async (tx) => {
      await tx.exec(`insert into parts select i, 'új ' || i from generate_series(3001, 4000) i`);
      vacuumed = vacuumTables(client);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.exec(`update parts set name = name || '!' where id > 3500`);
    });
    await expect(vacuumed).resolves.toBeGreaterThanOrEqual(1);
    expect((await table()).rows).toBe(2000);
  });
});

describe('untilNext', () => {
  const at = (hours: number, minutes: number) => new Date(2026, 10, 24, hours, minutes);
  const hour = 3_600_000;
  it('answers the time to the next 03:30 of the server clock', () => {
    expect(untilNext(at(2, 0), { hour: 3, minute: 30 })).toBe(1.5 * hour);
    expect(untilNext(at(4, 0), { hour: 3, minute: 30 })).toBe(23.5 * hour);
    expect(untilNext(at(3, 30), { hour: 3, minute: 30 })).toBe(24 * hour);
  });
});

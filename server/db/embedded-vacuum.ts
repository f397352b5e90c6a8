import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite has no autovacuum: it is one process without PostgreSQL's background workers. Without VACUUM
 * the rows that updates and deletes leave behind stay in the tables, the visibility map stays empty (an
 * index-only scan then reads every row it finds), and without ANALYZE the planner keeps the statistics of
 * a smaller catalogue. Measured on the 33,000-product demo catalogue before its first vacuum: a category
 * page's prepared statement was planned anew at every call (9 ms in PGlite) with 32 heap fetches; after
 * it, planned once (0.1 ms) with none (decision 0038).
 */

/**
 * VACUUM (ANALYZE) of every table, one at a time: the shop's queries wait for one table's turn, not the
 * whole database's. PGlite's `query` and `exec` wait for the session's open transaction to end (its own
 * or a program's on the socket, socket-transactions.ts), outside which VACUUM must run. Answers the tables.
 */
export async function vacuumTables(client: PGlite): Promise<number> {
  const { rows } = await client.query<{ name: string }>(`
    select format('%I.%I', schemaname, tablename) as name from pg_tables
    where schemaname not in ('pg_catalog', 'information_schema') order by 1`);
  for (const { name } of rows) await client.exec(`vacuum (analyze) ${name}`);
  return rows.length;
}

/** The quiet hour of a Hungarian shop, server time. */
const NIGHTLY = { hour: 3, minute: 30 };

/** Milliseconds from `now` to the next `hour`:`minute` of the local day, a whole day when it is that minute. */
export function untilNext(now: Date, { hour, minute }: { hour: number; minute: number }): number {
  const next = new Date(now);
  next.setHours(hour, minute, 0, 0);
  if (next <= now) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
}

/** Vacuums every night at the quiet hour; answers how to stop. */
export function vacuumNightly(client: PGlite, onError: (error: unknown) => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      vacuumTables(client).catch(onError).finally(schedule);
    }, untilNext(new Date(), NIGHTLY));
    timer.unref();
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

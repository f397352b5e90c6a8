import pg from 'pg';

/** Creates the benchmark's database on first use, so `npm run bench` needs only a running PostgreSQL. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`BENCH_DATABASE_URL: unexpected database name "${name}"`);
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/**
 * Fresh planner statistics and visibility map after the first seeding: a server with autovacuum off (as
 * in some test set-ups) would otherwise plan without statistics and read the heap behind index-only scans.
 */
export async function analyzeDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('vacuum (analyze)');
  } finally {
    await client.end();
  }
}

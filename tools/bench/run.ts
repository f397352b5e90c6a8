import path from 'node:path';
import { BENCH_SHOP_ENV, CONNECTIONS, DURATION_S, measure } from './load';
import { analyzeDatabase, ensureDatabase } from './postgres-database';
import { formatTable, type Row } from './report';
import { startShop } from './shop-process';
import { openSession, pickTargets } from './targets';

/**
 * `npm run bench`: starts the shop as its own process on the 33,000-product demo catalog (seeded on
 * first use, reused afterwards), and loads a category listing, a search and a product page with
 * autocannon, once on PGlite and, when BENCH_DATABASE_URL is set, once on PostgreSQL.
 */
const port = Number(process.env.BENCH_PORT ?? 3190);
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? 'data/bench');
const postgresUrl = process.env.BENCH_DATABASE_URL?.trim() || null;
const P95_BUDGET_MS = 20;

interface Setup {
  name: string;
  env: Record<string, string>;
  prepare?: () => Promise<void>;
  /** after the shop is up, i.e. after a first start has seeded the catalog */
  ready?: () => Promise<void>;
}

const setups: Setup[] = [
  { name: 'PGlite', env: { DATA_DIR: dataDir, DATABASE_URL: '' } },
  ...(postgresUrl ? [{ name: 'PostgreSQL', env: { DATA_DIR: `${dataDir}-pg`, DATABASE_URL: postgresUrl }, prepare: () => ensureDatabase(postgresUrl),
    ready: () => analyzeDatabase(postgresUrl) }] : []),
];

async function benchOne(setup: Setup): Promise<Row[]> {
  await setup.prepare?.();
  console.log(`\n${setup.name}: starting the shop on port ${port} (the first start seeds the demo catalog)…`);
  const shop = await startShop(port, { ...setup.env, ...BENCH_SHOP_ENV });
  try {
    await setup.ready?.();
    const session = await openSession(shop.baseUrl);
    const rows: Row[] = [];
    for (const target of await pickTargets(shop.baseUrl, session)) {
      console.log(`${setup.name}: ${target.name}: ${CONNECTIONS} connections for ${DURATION_S} s…`);
      rows.push({ database: setup.name, ...(await measure(shop.baseUrl, target, session)) });
    }
    return rows;
  } finally {
    await shop.stop();
  }
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  for (const setup of setups) rows.push(...(await benchOne(setup)));
  console.log(`\n${formatTable(rows)}\n`);
  if (!postgresUrl) console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/shop_bench).');
  const postgres = rows.filter((r) => r.database === 'PostgreSQL');
  if (postgres.length) {
    const met = postgres.every((r) => r.p95 < P95_BUDGET_MS && r.failures === 0);
    console.log(`PostgreSQL budget (p95 < ${P95_BUDGET_MS} ms, no errors): ${met ? 'met' : 'MISSED'}`);
  }
  if (rows.some((r) => r.failures > 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

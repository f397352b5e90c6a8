import path from 'node:path';
import { ACCEPT_ENCODING, BENCH_SHOP_ENV, CONNECTIONS, DURATION_S, measure, type LoadResult } from './load';
import { analyzeDatabase, ensureDatabase } from './postgres-database';
import { realisticTargets } from './realistic-targets';
import { formatTable, type Row } from './report';
import { startBareFastify, startShop, type ProcessMemory } from './shop-process';
import { openSession, pickTargets, type BenchTarget } from './targets';

/**
 * `npm run bench`: a bare Fastify route, then the shop as its own process on the 33,000-product demo
 * catalog (seeded on first use, reused afterwards), with RESPONSE_CACHE on and off: the realistic mix
 * (issue 14: every category, sort and page, 200+ motorcycles, 400+ searches, 2,000+ products) and, with
 * the cache on, the hot mix of few keys. Once on PGlite and, with BENCH_DATABASE_URL, once on PostgreSQL.
 */
const port = Number(process.env.BENCH_PORT ?? 3190);
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? 'data/bench');
const postgresUrl = process.env.BENCH_DATABASE_URL?.trim() || null;
/** BENCH_PGLITE=off measures PostgreSQL alone */
const withPglite = process.env.BENCH_PGLITE !== 'off';
/** BENCH_CACHE=off or on measures one cache setting only (default both) */
const caches = (['off', 'on'] as const).filter((c) => !process.env.BENCH_CACHE || process.env.BENCH_CACHE === c);
/** BENCH_TARGETS, a regular expression over target names, measures only those (e.g. 'filtered|^listing,') */
const only = process.env.BENCH_TARGETS ? new RegExp(process.env.BENCH_TARGETS) : null;
const P975_BUDGET_MS = 20;
/**
 * BENCH_REST_S: seconds the shop rests after its load before its memory is read again. Right after the
 * load V8's heap still holds the load's garbage; its memory reducer gives it back after about 20 s idle.
 */
const restSeconds = Number(process.env.BENCH_REST_S ?? 30);
/**
 * BENCH_SETTLE_S: seconds of the first measured target's traffic before its timed run (default 2, as every
 * target's warm-up). A shop reads its facet index after start: 0.3 s at 33,000 products but 10 s at a
 * million, and until then listings are answered from SQL while the read takes a core, so at a million the
 * first target measured the start rather than the shop (decision 0035). 15 covers a million products.
 */
const settleSeconds = process.env.BENCH_SETTLE_S === undefined ? undefined : Number(process.env.BENCH_SETTLE_S);
const BARE: BenchTarget = { name: 'bare Fastify route (GET /)', requests: [{ method: 'GET', path: '/' }] };

interface Setup {
  name: string;
  env: Record<string, string>;
  prepare?: () => Promise<void>;
  /** after the shop is up, i.e. after a first start has seeded the catalog */
  ready?: () => Promise<void>;
}

const setups: Setup[] = [
  ...(withPglite ? [{ name: 'PGlite', env: { DATA_DIR: dataDir, DATABASE_URL: '' } }] : []),
  ...(postgresUrl ? [{ name: 'PostgreSQL', env: { DATA_DIR: `${dataDir}-pg`, DATABASE_URL: postgresUrl }, prepare: () => ensureDatabase(postgresUrl),
    ready: () => analyzeDatabase(postgresUrl) }] : []),
];

async function bare(): Promise<LoadResult & { rssMb: number | null }> {
  const server = await startBareFastify(port + 1);
  try {
    return { ...(await measure(server.baseUrl, BARE, { headers: {} })), rssMb: server.memory()?.rssMb ?? null };
  } finally {
    await server.stop();
  }
}

/** The server's resident memory after start and after the load, one line per shop process. */
const memoryLines: string[] = [];

function memoryLine(name: string, started: ProcessMemory | null, loaded: ProcessMemory | null, rested: ProcessMemory | null): string {
  if (!started || !loaded || !rested) return `${name}: server memory not measured (no /proc)`;
  const mb = (n: number) => `${Math.round(n)} MB`;
  return `${name}: server RSS ${mb(started.rssMb)} after start, ${mb(loaded.rssMb)} right after the load (peak ${mb(loaded.peakRssMb)}), ` +
    `${mb(rested.rssMb)} after ${restSeconds} s at rest`;
}

async function benchShop(setup: Setup, cache: 'on' | 'off', bareRate: number): Promise<Row[]> {
  console.log(`\n${setup.name}, RESPONSE_CACHE=${cache}: starting the shop on port ${port} (the first start seeds the demo catalog)…`);
  const shop = await startShop(port, { ...setup.env, ...BENCH_SHOP_ENV, RESPONSE_CACHE: cache });
  try {
    const started = shop.memory();
    await setup.ready?.();
    const session = await openSession(shop.baseUrl);
    const targets = await realisticTargets(shop.baseUrl, session);
    if (cache === 'on') targets.push(...(await pickTargets(shop.baseUrl, session)).map((t) => ({ ...t, name: `hot: ${t.name}` })));
    const rows: Row[] = [];
    for (const target of targets.filter((t) => !only || only.test(t.name))) {
      console.log(`${setup.name}, cache ${cache}: ${target.name}: ${CONNECTIONS} connections for ${DURATION_S} s…`);
      const result = await measure(shop.baseUrl, target, session, undefined, rows.length === 0 ? settleSeconds : undefined);
      rows.push({ database: setup.name, cache, ofBare: result.requestsPerSecond / bareRate, ...result, rssMb: shop.memory()?.rssMb ?? null });
    }
    const loaded = shop.memory();
    await new Promise((resolve) => setTimeout(resolve, restSeconds * 1000));
    memoryLines.push(memoryLine(`${setup.name}, cache ${cache}`, started, loaded, shop.memory()));
    return rows;
  } finally {
    await shop.stop();
  }
}

async function benchOne(setup: Setup): Promise<Row[]> {
  await setup.prepare?.();
  console.log(`\n${setup.name}: ${BARE.name}, ${CONNECTIONS} connections for ${DURATION_S} s…`);
  const yardstick = await bare();
  const rows: Row[] = [{ database: setup.name, cache: '-', ofBare: 1, ...yardstick }];
  for (const cache of caches) rows.push(...(await benchShop(setup, cache, yardstick.requestsPerSecond)));
  return rows;
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  for (const setup of setups) rows.push(...(await benchOne(setup)));
  console.log(`\n${formatTable(rows)}\n\nAccept-Encoding: ${ACCEPT_ENCODING}`);
  for (const line of memoryLines) console.log(line);
  if (!postgresUrl) console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/shop_bench).');
  const uncached = rows.filter((r) => r.database === 'PostgreSQL' && r.cache === 'off');
  if (uncached.length) {
    const met = uncached.every((r) => r.p975 <= P975_BUDGET_MS && r.failures === 0 && r.ofBare >= 0.05);
    console.log(`PostgreSQL uncached budget (p97.5 ≤ ${P975_BUDGET_MS} ms, no errors, ≥ 0.05 of bare Fastify): ${met ? 'met' : 'MISSED'}`);
  }
  if (rows.some((r) => r.failures > 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

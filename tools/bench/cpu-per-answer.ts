import { loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BENCH_SHOP_ENV, measure, type RunProbe } from './load';
import { realisticTargets } from './realistic-targets';
import { cpuMs, startShop, type ShopProcess } from './shop-process';
import { openSession } from './targets';

/**
 * `npm run bench:cpu -- <build dir> [<build dir> …]`: the CPU one uncached answer costs the
 * server and PostgreSQL together, for each build (a directory with `dist-server/`) on the same database,
 * target by target, the builds alternated and their order reversed each round (decision 0032). On a shared
 * machine req/s follow the neighbours' load; user + system time of the server and of its PostgreSQL
 * backends (/proc, Linux) divided by the answers does not. Env: CPU_DATABASE_URL (required),
 * CPU_TARGETS (a regular expression over target names), CPU_ROUNDS (2), BENCH_PORT (3190), BENCH_DATA_DIR.
 */
const url = process.env.CPU_DATABASE_URL?.trim();
if (!url) throw new Error('set CPU_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/shop_bench');
const dirs = process.argv.slice(2).map((dir) => path.resolve(dir));
const only = new RegExp(process.env.CPU_TARGETS ?? '^listing, |motorcycle|search|^product');
const rounds = Number(process.env.CPU_ROUNDS ?? 2);
const port = Number(process.env.BENCH_PORT ?? 3190);
/** The server's CPU and its database backends' between start and stop, per answer. */
function probe(shop: ShopProcess, db: pg.Client, report: (server: number, database: number) => void): RunProbe {
  const backends = async () => (await db.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rows.map((r) => r.pid);
  let server = 0;
  let before = new Map<number, number>();
  return {
    async start() {
      server = cpuMs(shop.pid) ?? 0;
      before = new Map((await backends()).map((pid) => [pid, cpuMs(pid) ?? 0]));
    },
    async stop(answers) {
      // A backend that exited during the run lost its time with it; one that started counts from zero.
      let database = 0;
      for (const pid of new Set([...before.keys(), ...(await backends())])) {
        const now = cpuMs(pid);
        if (now !== null) database += now - (before.get(pid) ?? 0);
      }
      report(((cpuMs(shop.pid) ?? server) - server) / answers, database / answers);
    },
  };
}

async function main(): Promise<void> {
  if (dirs.length === 0) throw new Error('name at least one build directory');
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const env = { ...BENCH_SHOP_ENV, DATABASE_URL: url!, RESPONSE_CACHE: 'off', DATA_DIR: `${path.resolve(process.env.BENCH_DATA_DIR ?? 'data/bench')}-cpu` };
  const shops: ShopProcess[] = [];
  try {
    // The first build serves the few thousand requests that build the targets; it starts last, so no other
    // build's start-up runs beside them. Started first, it spent a quarter more CPU per answer in every later
    // run than the same code started second (24 Nov 2026, both orders of two builds, two rounds each).
    for (const [i, dir] of [...dirs.entries()].reverse()) shops[i] = await startShop(port + i, env, dir);
    const session = await openSession(shops[0]!.baseUrl);
    const targets = (await realisticTargets(shops[0]!.baseUrl, session)).filter((t) => only.test(t.name));
    console.log('| round | build | target | req/s | p97.5 ms | server ms/answer | PostgreSQL ms/answer | failures | load |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    const builds = shops.map((shop, i) => ({ shop, dir: dirs[i]! }));
    for (let round = 1; round <= rounds; round++) {
      for (const target of targets) {
        for (const { shop, dir } of round % 2 ? builds : [...builds].reverse()) {
          const load = loadavg()[0]!.toFixed(1);
          let cpu = { server: NaN, database: NaN };
          const result = await measure(shop.baseUrl, target, session, probe(shop, db, (server, database) => {
            cpu = { server, database };
          }));
          console.log(`| ${round} | ${dir} | ${target.name} | ${Math.round(result.requestsPerSecond)} | ${result.p975.toFixed(1)} | `
            + `${cpu.server.toFixed(3)} | ${cpu.database.toFixed(3)} | ${result.failures} | ${load} |`);
        }
      }
    }
  } finally {
    await Promise.all(shops.map((shop) => shop.stop()));
    await db.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

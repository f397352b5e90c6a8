import path from 'node:path';
import autocannon from 'autocannon';
import { LISTING_PAGE_SIZE, MAX_RANGE_START, SORT_FIELDS } from '../../contract/catalog';
import { BENCH_SHOP_ENV, nextVisitorAddress } from './load';
import { analyzeDatabase, ensureDatabase } from './postgres-database';
import { startShop } from './shop-process';
import { realisticTargets } from './realistic-targets';
import { openSession, pickTargets, type BenchRequest, type BenchTarget, type Session } from './targets';

/**
 * `npm run bench:deep` (issue 10, point 2): does a deep-page attack starve the shop? Starts the shop
 * as `npm run bench` does, loads a normal mix (category listings, searches, product pages; 50
 * connections) alone, then again beside 20 clients that ask for distinct deep listing pages (random
 * category, sort and offset up to the MAX_RANGE_START bound), and compares the normal mix's figures.
 * TRUST_PROXY=loopback lets every connection carry its own X-Forwarded-For address, as real visitors
 * have their own: otherwise the per-address listing limit would throttle the normal mix as well.
 */
const port = Number(process.env.BENCH_PORT ?? 3196);
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? 'data/bench-deep');
const postgresUrl = process.env.BENCH_DATABASE_URL?.trim() || null;
const NORMAL_CONNECTIONS = 50;
const ATTACK_CONNECTIONS = 20;
const DURATION_S = 10;
const WARMUP_S = 2;
const TARGET_RATIO = 0.7;

interface Category {
  alias: string;
  productCount: number;
  children: Category[];
}

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  statuses: Map<number, number>;
}

function percentile(sorted: Float64Array, p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

let addressCounter = 0;
/** A new client address for every connection: 10.x.y.z, never repeated within a run. */
function nextAddress(): string {
  addressCounter++;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

type Mutate = (request: autocannon.Request) => autocannon.Request;

/**
 * The normal mix is many people, each asking a few pages: every request comes from the next visitor
 * address of `npm run bench`'s crowd, so the per-address listing limit meets no person.
 */
const asNextVisitor: Mutate = (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': nextVisitorAddress() } });

/**
 * Runs one load of `connections` clients, each its own autocannon instance with one connection and
 * its own address (autocannon's per-request context is cleared every cycle, so it cannot hold one);
 * `mutate` may rewrite each request.
 */
async function load(baseUrl: string, session: Session, connections: number, seconds: number, requests: BenchRequest[], mutate?: Mutate) {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const client = (address: string) => {
    const headers = (r: BenchRequest) => ({ ...(r.method === 'POST' ? session.headers : {}), 'x-forwarded-for': address });
    const options: autocannon.Options = {
      url: baseUrl, connections: 1, duration: seconds, timeout: 10,
      requests: requests.map((r) => ({ ...r, headers: headers(r), ...(mutate ? { setupRequest: mutate } : {}) })),
    };
    return new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
      instance.on('response', (_client, status, _bytes, ms) => {
        times.push(ms);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      });
    });
  };
  const results = await Promise.all(Array.from({ length: connections }, () => client(nextAddress())));
  const sorted = Float64Array.from(times).sort();
  const figures: Figures = {
    requestsPerSecond: times.length / seconds, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), statuses,
  };
  return { figures, errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0) };
}

/** Every category deep enough to page through, as [alias, productCount]. */
function deepCategories(tree: Category[]): [string, number][] {
  const all = (nodes: Category[]): Category[] => nodes.flatMap((n) => [n, ...all(n.children)]);
  return all(tree).filter((c) => c.productCount > 2 * LISTING_PAGE_SIZE).map((c) => [c.alias, c.productCount]);
}

/** A distinct deep page each time: random category, sort and offset up to the bound (and within the category). */
function deepPage(categories: [string, number][]): Mutate {
  const sorts = [undefined, ...SORT_FIELDS.flatMap((field) => [{ field, direction: 'asc' }, { field, direction: 'desc' }])];
  return (request) => {
    const [alias, count] = categories[Math.floor(Math.random() * categories.length)]!;
    const last = Math.min(count, MAX_RANGE_START) - LISTING_PAGE_SIZE;
    const start = Math.floor(last / 2 + (Math.random() * last) / 2);
    const sort = sorts[Math.floor(Math.random() * sorts.length)];
    const body = { range: { start, end: start + LISTING_PAGE_SIZE }, ...(sort ? { sort } : {}) };
    return { ...request, path: `/api/productsByAlias/${alias}`, body: JSON.stringify(body) };
  };
}

const ms = (n: number) => n.toFixed(1);
const row = (name: string, f: Figures) => `| ${name.padEnd(20)} | ${Math.round(f.requestsPerSecond).toString().padStart(6)} | ${ms(f.p50).padStart(7)} | ${ms(f.p95).padStart(7)} | ${ms(f.p99).padStart(7)} |`;

/**
 * The normal traffic: the hot mix with the response cache on (what most visitors meet), and the
 * realistic mix with it off (every call reaches the database, as issue 10's measurement had it).
 */
const MIXES: { mix: string; cache: 'on' | 'off'; targets: (baseUrl: string, session: Session) => Promise<BenchTarget[]> }[] = [
  { mix: 'hot mix, cache on', cache: 'on', targets: pickTargets },
  { mix: 'realistic mix, cache off', cache: 'off', targets: realisticTargets },
];

async function benchMix(name: string, baseUrl: string, session: Session, normal: BenchRequest[], categories: [string, number][]): Promise<boolean> {
  const attackRequests: BenchRequest[] = [{ method: 'POST', path: '/api/productsByAlias/x', body: '{}' }];
  console.log(`${name}: alone, ${NORMAL_CONNECTIONS} connections for ${DURATION_S} s…`);
  await load(baseUrl, session, NORMAL_CONNECTIONS, WARMUP_S, normal, asNextVisitor);
  const alone = await load(baseUrl, session, NORMAL_CONNECTIONS, DURATION_S, normal, asNextVisitor);

  console.log(`${name}: beside ${ATTACK_CONNECTIONS} deep-page clients over ${categories.length} categories…`);
  const [attacked, attack] = await Promise.all([
    load(baseUrl, session, NORMAL_CONNECTIONS, DURATION_S, normal, asNextVisitor),
    load(baseUrl, session, ATTACK_CONNECTIONS, DURATION_S, attackRequests, deepPage(categories)),
  ]);

  const ratio = attacked.figures.requestsPerSecond / alone.figures.requestsPerSecond;
  const attackTotal = [...attack.figures.statuses.values()].reduce((a, b) => a + b, 0);
  const statusList = [...attack.figures.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ');
  console.log(`\n${name} (${NORMAL_CONNECTIONS} connections, ${DURATION_S} s)`);
  console.log(`| ${'run'.padEnd(20)} | ${'req/s'.padStart(6)} | ${'p50 ms'.padStart(7)} | ${'p95 ms'.padStart(7)} | ${'p99 ms'.padStart(7)} |`);
  console.log(`|${'-'.repeat(22)}|${'-'.repeat(8)}|${'-'.repeat(9)}|${'-'.repeat(9)}|${'-'.repeat(9)}|`);
  console.log(row('alone', alone.figures));
  console.log(row('under deep-page load', attacked.figures));
  console.log(`throughput kept: ${(ratio * 100).toFixed(0)} % (target ≥ ${TARGET_RATIO * 100} %): ${ratio >= TARGET_RATIO ? 'met' : 'MISSED'}`);
  console.log(`deep-page requests: ${attackTotal} (${Math.round(attack.figures.requestsPerSecond)}/s), ${attack.figures.statuses.get(429) ?? 0} answered 429; by status: ${statusList}`);
  console.log(`deep-page answers p50/p95: ${ms(attack.figures.p50)} / ${ms(attack.figures.p95)} ms\n`);
  const normalFailures = alone.errors + attacked.errors + [...alone.figures.statuses, ...attacked.figures.statuses].filter(([s]) => s >= 300).reduce((a, [, n]) => a + n, 0);
  if (normalFailures > 0) {
    const byStatus = (f: Figures) => [...f.statuses].filter(([s]) => s >= 300).map(([s, n]) => `${s}: ${n}`).join(', ') || 'none';
    console.log(`${name}: ${normalFailures} errors or non-2xx answers (alone: ${alone.errors} errors, ${byStatus(alone.figures)}; `
      + `under attack: ${attacked.errors} errors, ${byStatus(attacked.figures)})`);
  }
  return ratio >= TARGET_RATIO && normalFailures === 0;
}

async function benchOne(name: string, env: Record<string, string>): Promise<boolean> {
  let ok = true;
  for (const { mix, cache, targets } of MIXES) {
    console.log(`\n${name}, ${mix}: starting the shop on port ${port} (the first start seeds the demo catalog)…`);
    const shop = await startShop(port, { ...env, ...BENCH_SHOP_ENV, RESPONSE_CACHE: cache });
    try {
      if (postgresUrl && env.DATABASE_URL) await analyzeDatabase(postgresUrl);
      const session = await openSession(shop.baseUrl);
      const tree = (await (await fetch(`${shop.baseUrl}/api/getHeaderCategories`)).json()) as Category[];
      const normal = (await targets(shop.baseUrl, session))
        .filter((t) => !t.name.startsWith('listing by motorcycle'))
        .flatMap((t) => t.requests);
      ok = (await benchMix(`${name}, ${mix}`, shop.baseUrl, session, normal, deepCategories(tree))) && ok;
    } finally {
      await shop.stop();
    }
  }
  return ok;
}

async function main(): Promise<void> {
  let ok = await benchOne('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' });
  if (postgresUrl) {
    await ensureDatabase(postgresUrl);
    ok = (await benchOne('PostgreSQL', { DATA_DIR: `${dataDir}-pg`, DATABASE_URL: postgresUrl })) && ok;
  } else {
    console.log('\nPostgreSQL skipped: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/shop_deep).');
  }
  if (!ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

import path from 'node:path';
import { LISTING_PAGE_SIZE } from '../../contract/catalog';
import { BENCH_SHOP_ENV, nextVisitorAddress } from './load';
import { allCategories, bikeTypes, listingRequests, phrases, type Card, type CategoryNode } from './realistic-targets';
import { startShop, type ShopProcess } from './shop-process';
import { getJson, openSession, postJson, type BenchRequest, type Session } from './targets';

/**
 * `npm run bench:same -- <build dir A> <build dir B>`: whether two builds give the same uncached answers,
 * byte for byte (decision 0034), before a change to the catalogue's reads is kept. Both builds are started
 * on the same PostgreSQL database with the response cache off and asked the same requests: every category ×
 * both sort fields × both directions × the first 5 pages, 400+ listings by motorcycle, 1,500 searches
 * (beginnings of product names, single words, brands, brands with a word, item-number prefixes, typos,
 * other sorts, second pages, filter counts), drawn from the running catalogue with a fixed seed, every
 * product the listings showed and the home page's sale products. Prints
 * every difference and exits non-zero on any. Env: SAME_DATABASE_URL (required), BENCH_PORT (3190; B on
 * the next port), BENCH_DATA_DIR.
 */
const url = process.env.SAME_DATABASE_URL?.trim();
if (!url) throw new Error('set SAME_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/shop_bench');
const dirs = process.argv.slice(2).map((dir) => path.resolve(dir));
const port = Number(process.env.BENCH_PORT ?? 3190);
const SEARCHES = 1_500;
const MIN_BIKE_LISTINGS = 400;
const PARALLEL = 4;

/** A fixed-seed generator (mulberry32), so a rerun asks the same requests of the same catalogue. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const next = random(34);
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;

const post = (p: string, body: unknown): BenchRequest => ({ method: 'POST', path: p, body: JSON.stringify(body) });
const get = (p: string): BenchRequest => ({ method: 'GET', path: p });
const page = (n: number) => ({ start: n * LISTING_PAGE_SIZE, end: (n + 1) * LISTING_PAGE_SIZE });

/** One letter dropped, doubled or swapped with the next: the typos a search must survive. */
function typo(word: string): string {
  const i = 1 + Math.floor(next() * (word.length - 2));
  const kind = Math.floor(next() * 3);
  if (kind === 0) return word.slice(0, i) + word.slice(i + 1);
  if (kind === 1) return word.slice(0, i) + word[i] + word.slice(i);
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

/** Item-number beginnings with LIKE's wildcards and escape, upper case, accents, astral and the last code point. */
const ODD_TEXTS = ['50%', 'a_b', 'bre\\', 'BRE-6', 'fék-', 'x%y_z', '🏍️', '\u{10FFFF}', 'ab\u{10FFFF}', 'é\u{10FFFF}\u{10FFFF}'];

/** Search texts of every kind a shopper types, from the catalogue's own names and item numbers. */
function searchTexts(cards: Card[]): string[] {
  const words = [...new Set(cards.flatMap((c) => c.fullname_hu.toLowerCase().split(/\s+/)).filter((w) => w.length > 1))];
  const brands = [...new Set(cards.map((c) => c.fullname_hu.split(/\s+/)[0]!))];
  const long = words.filter((w) => w.length >= 5);
  const kinds: (() => string)[] = [
    () => pick(phrases(cards)),
    () => pick(words),
    () => pick(brands),
    () => `${pick(brands)} ${pick(words)}`,
    () => pick(cards).cikkszam.slice(0, 2 + Math.floor(next() * 8)).toLowerCase(),
    () => pick(cards).cikkszam,
    () => typo(pick(long)),
    () => `${typo(pick(long))} ${pick(words)}`,
    () => pick(ODD_TEXTS),
  ];
  return Array.from({ length: SEARCHES }, () => pick(kinds)());
}

function searchRequests(texts: string[]): BenchRequest[] {
  const sorts = [undefined, { field: 'start_price_curr_hu', direction: 'asc' }, { field: 'fullname_en', direction: 'desc' }];
  return texts.map((searchText, i) => {
    const body = { range: page(i % 7 === 0 ? 1 : 0), searchText, ...(i % 5 === 0 ? { sort: sorts[1 + (i % 2)] } : {}) };
    // A tenth ask the filters' counts as the web app's first page does (and a page past the end is refused alike).
    return post('/api/productsByAlias/kereses', i % 10 === 3 ? { ...body, facets: true } : body);
  });
}

function bikeRequests(bikes: number[]): BenchRequest[] {
  const bodies = [{ range: page(0) }, { range: page(0), sort: { field: 'start_price_curr_hu', direction: 'desc' } }];
  const requests = bikes.flatMap((bike) => bodies.map((body) => post('/api/productsByAlias/alkatresz-kereso', { ...body, bike })));
  if (requests.length < MIN_BIKE_LISTINGS) throw new Error(`only ${requests.length} listings by motorcycle`);
  return requests;
}

async function collectCards(baseUrl: string, session: Session, categories: CategoryNode[]): Promise<Card[]> {
  const cards = new Map<string, Card>();
  const walks = listingRequests(categories.filter((c) => c.children.length === 0)).filter((r) => r.body?.includes('"fullname_en"'));
  for (const request of walks) {
    const visitor = { headers: { ...session.headers, 'x-forwarded-for': nextVisitorAddress() } };
    for (const card of (await postJson<{ products: Card[] }>(baseUrl, request.path, visitor, JSON.parse(request.body!))).products) cards.set(card.alias, card);
  }
  return [...cards.values()];
}

async function answer(shop: ShopProcess, session: Session, request: BenchRequest): Promise<{ status: number; body: Buffer }> {
  const headers = { ...(request.method === 'POST' ? session.headers : {}), 'x-forwarded-for': nextVisitorAddress() };
  const res = await fetch(`${shop.baseUrl}${request.path}`, { method: request.method, headers, body: request.body ?? null });
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
}

/** Asks both shops every request; the differing ones, with what each answered. */
async function compare(
  shops: [ShopProcess, ShopProcess], sessions: [Session, Session], requests: BenchRequest[],
): Promise<{ differences: string[]; statuses: Map<number, number> }> {
  const differences: string[] = [];
  const statuses = new Map<number, number>();
  let at = 0;
  const worker = async () => {
    while (at < requests.length) {
      const request = requests[at++]!;
      const [a, b] = await Promise.all([answer(shops[0], sessions[0], request), answer(shops[1], sessions[1], request)]);
      statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
      if (a.status !== b.status || !a.body.equals(b.body)) {
        differences.push(`${request.path} ${request.body ?? ''}\n  A ${a.status}: ${a.body.toString().slice(0, 300)}\n  B ${b.status}: ${b.body.toString().slice(0, 300)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return { differences, statuses };
}

async function main(): Promise<void> {
  if (dirs.length !== 2) throw new Error('name two build directories');
  const env = { ...BENCH_SHOP_ENV, DATABASE_URL: url!, RESPONSE_CACHE: 'off', DATA_DIR: `${path.resolve(process.env.BENCH_DATA_DIR ?? 'data/bench')}-same` };
  const shops: ShopProcess[] = [];
  try {
    for (const [i, dir] of dirs.entries()) shops.push(await startShop(port + i, env, dir));
    const pair = shops as [ShopProcess, ShopProcess];
    const sessions: [Session, Session] = [await openSession(pair[0].baseUrl), await openSession(pair[1].baseUrl)];
    const categories = allCategories(await getJson<CategoryNode[]>(pair[0].baseUrl, '/api/getHeaderCategories'));
    const cards = await collectCards(pair[0].baseUrl, sessions[0], categories);
    const sets = [
      { name: 'listings', requests: listingRequests(categories) },
      { name: 'listings by motorcycle', requests: bikeRequests(await bikeTypes(pair[0].baseUrl)) },
      { name: 'searches', requests: searchRequests(searchTexts(cards)) },
      { name: 'products and the home page\'s sale products', requests: [...cards.map((card) => get(`/api/productByAlias/${card.alias}`)), get('/api/getAkciosFooldal')] },
    ];
    let failed = false;
    for (const set of sets) {
      const { differences, statuses } = await compare(pair, sessions, set.requests);
      const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${n} × ${status}`).join(', ');
      console.log(`${set.name}: ${set.requests.length - differences.length} of ${set.requests.length} the same byte for byte (A answered ${byStatus})`);
      for (const difference of differences.slice(0, 10)) console.log(difference);
      failed ||= differences.length > 0;
    }
    if (failed) process.exitCode = 1;
  } finally {
    await Promise.all(shops.map((shop) => shop.stop()));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

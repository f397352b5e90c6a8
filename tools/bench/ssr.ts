/**
 * `npm run bench:ssr`: what a server-rendered page costs against the JSON call it renders from. Starts
 * the shop (as `npm run bench`, same BENCH_PORT / BENCH_DATA_DIR) and measures requests per second at
 * 10 and 50 connections for: a product page vs GET /api/productByAlias, and a category listing page
 * vs POST /api/productsByAlias (its first page). The request mix walks every product and category of
 * the sitemap in random order, and RESPONSE_CACHE=off by default (BENCH_RESPONSE_CACHE=on to keep it),
 * so neither the answer cache nor the page cache hides the work. Beside req/s, the server's own CPU time
 * per answer (/proc): on a machine shared with autocannon and PostgreSQL it says what a page costs the
 * server, where req/s also carry the client's work on 50 kB pages. BENCH_ACCEPT_ENCODING sends that
 * Accept-Encoding with every request (a browser's `gzip, deflate, br, zstd`); none by default.
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { ACCEPT_ENCODING, acceptEncodingHeader, BENCH_SHOP_ENV, nextVisitorAddress } from './load';
import { cpuMs, startShop } from './shop-process';
import { sitemapPaths } from './targets';

const port = Number(process.env.BENCH_PORT ?? 3190);
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? 'data/bench');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = 2;
const LISTING_BODY = JSON.stringify({ akcios: false, utolso: false, searchText: null, bike: false, sort: { field: 'fullname_en', direction: 'asc' }, range: { start: 0, end: 16 } });

interface Request { method: 'GET' | 'POST'; path: string; body?: string }

interface Rate { rps: number; failures: number; cpuMsPerAnswer: number }

async function rate(baseUrl: string, pid: number | undefined, requests: Request[], connections: number, headers: Record<string, string>, duration = seconds): Promise<Rate> {
  const draw = (request: autocannon.Request): autocannon.Request => {
    const next = requests[Math.floor(Math.random() * requests.length)]!;
    // Every request from the next of the crowd's addresses, as in `npm run bench`: one address would meet
    // the listing limit (answered 429) long before the server's capacity.
    const visitor = { 'x-forwarded-for': nextVisitorAddress(), ...acceptEncodingHeader };
    return { ...request, method: next.method, path: next.path, body: next.body ?? '', headers: next.method === 'POST' ? { ...headers, ...visitor } : visitor };
  };
  const cpuBefore = cpuMs(pid) ?? NaN;
  const result = await autocannon({ url: baseUrl, connections, duration, timeout: 10, requests: [{ setupRequest: draw }] });
  const cpuMsPerAnswer = ((cpuMs(pid) ?? NaN) - cpuBefore) / result.requests.total;
  return { rps: result.requests.average, failures: result.errors + result.timeouts + result.non2xx, cpuMsPerAnswer };
}

async function main(): Promise<void> {
  const shop = await startShop(port, { ...BENCH_SHOP_ENV, DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL ?? '', RESPONSE_CACHE: process.env.BENCH_RESPONSE_CACHE ?? 'off' });
  try {
    const paths = await sitemapPaths(shop.baseUrl);
    const products = paths.filter((p) => p.startsWith('/termek/'));
    const categories = paths.filter((p) => /^\/[a-z0-9-]+\/[a-z0-9-]+\/$/.test(p));
    const page = await fetch(`${shop.baseUrl}/`);
    const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': csrf, cookie };
    const pairs: [string, Request[], Request[]][] = [
      ['product', products.map((p) => ({ method: 'GET', path: p })), products.map((p) => ({ method: 'GET', path: `/api/productByAlias/${p.slice('/termek/'.length)}` }))],
      ['listing', categories.map((p) => ({ method: 'GET', path: p })), categories.map((p) => ({ method: 'POST', path: `/api/productsByAlias/${p.split('/')[2]}`, body: LISTING_BODY }))],
    ];
    const rows = [
      '| page type | connections | page req/s | JSON req/s | page cost (× JSON) | server ms per page | per JSON answer | page CPU (× JSON) | failures |',
      '|---|---|---|---|---|---|---|---|---|',
    ];
    const rateOf = rate.bind(null, shop.baseUrl, shop.pid);
    for (const [name, pageRequests, jsonRequests] of pairs) {
      for (const connections of [10, 50]) {
        // A short warm-up each: the first render of a route loads its module, the JIT settles.
        await rateOf(pageRequests, connections, headers, WARMUP_S);
        const html = await rateOf(pageRequests, connections, headers);
        await rateOf(jsonRequests, connections, headers, WARMUP_S);
        const json = await rateOf(jsonRequests, connections, headers);
        rows.push(`| ${name} (${pageRequests.length} distinct) | ${connections} | ${html.rps.toFixed(0)} | ${json.rps.toFixed(0)} | ${(json.rps / html.rps).toFixed(2)} `
          + `| ${html.cpuMsPerAnswer.toFixed(2)} | ${json.cpuMsPerAnswer.toFixed(2)} | ${(html.cpuMsPerAnswer / json.cpuMsPerAnswer).toFixed(2)} | ${html.failures + json.failures} |`);
      }
    }
    console.log(`\n${rows.join('\n')}\n\nRESPONSE_CACHE=${process.env.BENCH_RESPONSE_CACHE ?? 'off'}, Accept-Encoding: ${ACCEPT_ENCODING}, ${seconds} s per cell`);
  } finally {
    await shop.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

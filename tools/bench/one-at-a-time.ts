import path from 'node:path';
import { BENCH_SHOP_ENV, nextVisitorAddress } from './load';
import { realisticTargets } from './realistic-targets';
import { startShop } from './shop-process';
import { openSession, type Session } from './targets';

/**
 * `npm run bench:serial`: every request of the realistic mixes (`BENCH_TARGETS`, a regular expression over
 * their names, default '^search') asked once, one at a time, of the shop started with the response cache off
 * on `DATABASE_URL` (else the embedded database in `BENCH_DATA_DIR`). Without load, each time is what the
 * request itself costs, so the slow few show (decision 0035): prints the mean, percentiles, the share of all
 * time the slowest twentieth took, and the slowest requests. Env: BENCH_PORT (3190).
 */
const port = Number(process.env.BENCH_PORT ?? 3190);
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? 'data/bench');
const only = new RegExp(process.env.BENCH_TARGETS ?? '^search');
const SLOWEST = 12;

async function timed(baseUrl: string, session: Session, request: { method: string; path: string; body?: string }) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}${request.path}`, {
    method: request.method, body: request.body, headers: { ...session.headers, 'x-forwarded-for': nextVisitorAddress() },
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`${request.method} ${request.path} ${request.body ?? ''}: ${res.status} ${body.slice(0, 200)}`);
  const total = (JSON.parse(body) as { total?: number }).total;
  return { ms: performance.now() - started, total, request: request.body ?? request.path };
}

const shop = await startShop(port, { ...BENCH_SHOP_ENV, DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL ?? '', RESPONSE_CACHE: 'off' });
try {
  const session = await openSession(shop.baseUrl);
  for (const target of (await realisticTargets(shop.baseUrl, session)).filter((t) => only.test(t.name))) {
    const times: Awaited<ReturnType<typeof timed>>[] = [];
    for (const request of target.requests) times.push(await timed(shop.baseUrl, session, request));
    times.sort((a, b) => a.ms - b.ms);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.ms.toFixed(1);
    const sum = times.reduce((s, t) => s + t.ms, 0);
    const slowTwentieth = times.slice(-Math.ceil(times.length / 20)).reduce((s, t) => s + t.ms, 0);
    console.log(`\n${target.name}: ${times.length} requests, mean ${(sum / times.length).toFixed(2)} ms, p50 ${at(0.5)}, p90 ${at(0.9)}, ` +
      `p97.5 ${at(0.975)}, max ${at(1)} ms; the slowest twentieth took ${Math.round((slowTwentieth / sum) * 100)} % of the time`);
    for (const t of times.slice(-SLOWEST).reverse()) console.log(`  ${t.ms.toFixed(1)} ms, total ${t.total ?? '-'}: ${t.request.slice(0, 120)}`);
  }
} finally {
  await shop.stop();
}

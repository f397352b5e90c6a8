import autocannon from 'autocannon';
import type { BenchTarget, Session } from './targets';

export const CONNECTIONS = 50;
export const DURATION_S = 10;
const WARMUP_S = 2;

export interface LoadResult {
  target: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p975: number;
  p99: number;
  /** connection errors, timeouts and answers outside 2xx */
  failures: number;
  /** answers outside 2xx by status, each with the first such answer's body (why the server refused) */
  refusals: Record<number, { count: number; example: string }>;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * The mix stands for a crowd, not one client: every request comes from one of 16,384 visitor addresses
 * (X-Forwarded-For, trusted because the shop runs with TRUST_PROXY=loopback as behind a load balancer),
 * so the per-address listing limit sees people rather than one scraper.
 */
export const BENCH_SHOP_ENV = { TRUST_PROXY: 'loopback' };
const VISITORS = 16_384;
let visitor = 0;

/** The next of the crowd's addresses, for X-Forwarded-For. */
export function nextVisitorAddress(): string {
  visitor = (visitor + 1) % VISITORS;
  return `10.0.${visitor >> 8}.${visitor & 255}`;
}

/**
 * BENCH_ACCEPT_ENCODING: sent with every request, as a browser sends `gzip, deflate, br, zstd`; none by
 * default (autocannon's own), so answers go uncompressed.
 */
export const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING || 'none';
export const acceptEncodingHeader: Record<string, string> = process.env.BENCH_ACCEPT_ENCODING
  ? { 'accept-encoding': process.env.BENCH_ACCEPT_ENCODING } : {};

/** Each request drawn at random from the target's list, so connections do not walk the keys in step. */
function drawFrom(target: BenchTarget, session: Session) {
  return (request: autocannon.Request): autocannon.Request => {
    const next = target.requests[Math.floor(Math.random() * target.requests.length)]!;
    const headers = { ...(next.method === 'POST' ? session.headers : {}), 'x-forwarded-for': nextVisitorAddress(), ...acceptEncodingHeader };
    return { ...request, method: next.method, path: next.path, body: next.body ?? '', headers };
  };
}

/** autocannon counts non-2xx answers but not which: the statuses and a body each say who refused and why. */
function refusalLog() {
  const refusals: LoadResult['refusals'] = {};
  const onResponse = (status: number, body: string) => {
    if (status >= 200 && status < 300) return;
    const seen = (refusals[status] ??= { count: 0, example: body.slice(0, 300) });
    seen.count++;
  };
  return { refusals, onResponse };
}

/** autocannon reports no p95, so every response time is kept (a few hundred thousand numbers at most). */
async function fire(baseUrl: string, target: BenchTarget, session: Session, seconds: number) {
  const times: number[] = [];
  const { refusals, onResponse } = refusalLog();
  const options = {
    url: baseUrl, connections: CONNECTIONS, duration: seconds, timeout: 10,
    requests: [{ setupRequest: drawFrom(target, session), onResponse }],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
  return { result, times: Float64Array.from(times).sort(), refusals };
}

/** Called around the timed run only, not the warm-up: `stop` gets the number of answers (cpu-per-answer.ts). */
export interface RunProbe {
  start(): Promise<void>;
  stop(answers: number): Promise<void>;
}

export async function measure(
  baseUrl: string, target: BenchTarget, session: Session, probe?: RunProbe, warmupSeconds = WARMUP_S,
): Promise<LoadResult> {
  await fire(baseUrl, target, session, warmupSeconds);
  await probe?.start();
  const { result, times, refusals } = await fire(baseUrl, target, session, DURATION_S);
  await probe?.stop(result.requests.total);
  for (const [status, { count, example }] of Object.entries(refusals)) console.log(`  ${count} × ${status}: ${example}`);
  if (result.timeouts > 0 || result.errors > 0) console.log(`  ${result.timeouts} timeouts, ${result.errors} connection errors`);
  return {
    target: target.name,
    requestsPerSecond: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p975: percentile(times, 97.5),
    p99: percentile(times, 99),
    failures: result.errors + result.timeouts + result.non2xx,
    refusals,
  };
}

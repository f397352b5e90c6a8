import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBundle } from '../../test-support/import-bundle';
import { categoryTree, product, variant } from '../../test-support/catalog-fixture';
import { createTestApp, csrf, type TestApp } from '../../test-support/test-app';
import { DEEP_FROM, LISTING_LIMIT, LISTING_RATE_LIMITED } from './listing-rate-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await importBundle(t.database.db, {
    categories: categoryTree(),
    products: [product({ alias: 'korlat-termek', cikkszam: 'KORLAT-1', categoryAlias: 'fekbetet', variants: [variant({ cikkszam: 'KORLAT-1-A' })] })],
  });
});
afterAll(() => t.close());

const search = (text: string, ip: string, start = 0) => t.app.inject({
  method: 'POST', url: '/api/productsByAlias/kereses', remoteAddress: ip, headers: csrf(),
  payload: { searchText: text, range: { start, end: start + 16 } },
});

/** Holds the products table (on PGlite: the one connection) until the returned release is called. */
async function lockProducts(): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => { locked = resolve; });
  const lock = t.database.db.transaction(async (tx) => {
    await tx.execute(sql`lock table products in access exclusive mode`);
    locked();
    await held;
  });
  await isLocked;
  return () => { release(); return lock; };
}

/** Fires `count` searches from distinct addresses, counting the 503 answers as they arrive. */
function crowd(count: number, start: number) {
  const counter = { refused: 0 };
  const answers = Array.from({ length: count }, (_, i) => search(`budget${start}-${i}`, `10.88.${i >> 8}.${i & 255}`, start).then((answer) => {
    if (answer.statusCode === 503) counter.refused++;
    return answer;
  }));
  return { counter, answers: Promise.all(answers) };
}

describe('per-address limit of uncached listings and searches', () => {
  it('answers a scraper of distinct searches 429 with Retry-After, while cached answers and other visitors pass', async () => {
    const scraper = '10.77.0.1';
    for (let i = 0; i < LISTING_LIMIT.max; i++) expect((await search(`fek${i}`, scraper)).statusCode).toBe(200);
    const asked = Date.now();
    const refused = await search('fek-tobb', scraper);
    expect(refused.statusCode).toBe(429);
    // Held for a second, so a scraper ignoring Retry-After cannot turn refusals into a flood.
    expect(Date.now() - asked).toBeGreaterThanOrEqual(900);
    expect(refused.json()).toMatchObject({ status: 0, error: 'rate_limited', message: LISTING_RATE_LIMITED });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The answer just before is still in the cache (a few seconds), so it costs nothing and passes.
    expect((await search(`fek${LISTING_LIMIT.max - 1}`, scraper)).statusCode).toBe(200);
    expect((await search('fek-tobb', '10.77.0.2')).statusCode).toBe(200);
  });
});

describe('process-wide budget of uncached listing work', () => {
  it('refuses what exceeds it with 503 and Retry-After while many addresses ask at once, and serves them all again after', async () => {
    // Every admitted search waits on the lock inside the budget: 5 run, 100 wait, the other 95 are refused.
    const unlock = await lockProducts();
    const { counter, answers } = crowd(200, 0);
    await expect.poll(() => counter.refused, { timeout: 20_000 }).toBe(95);
    await unlock();
    const settled = await answers;
    const busy = settled.find((a) => a.statusCode === 503)!;
    expect(busy.json()).toMatchObject({ status: 0, error: 'unavailable' });
    expect(busy.headers['retry-after']).toBe('2');
    expect(settled.filter((a) => a.statusCode === 200)).toHaveLength(105);
    expect((await search('budget-after', '10.88.9.9')).statusCode).toBe(200);
  });

  it('gives deep pages one slot and a queue of 4 of their own, leaving the first pages their budget', async () => {
    const unlock = await lockProducts();
    const deep = crowd(20, DEEP_FROM);
    await expect.poll(() => deep.counter.refused, { timeout: 20_000 }).toBe(15);
    const firstPage = search('budget-first-page', '10.88.9.10');
    await unlock();
    // The admitted deep pages ran and were refused as past the end of this small catalogue.
    expect((await deep.answers).filter((a) => a.statusCode === 400)).toHaveLength(5);
    expect((await firstPage).statusCode).toBe(200);
  });
});

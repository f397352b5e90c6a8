import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBundle } from '../../test-support/import-bundle';
import { categoryTree, product, variant } from '../../test-support/catalog-fixture';
import { createTestApp, csrf, type TestApp } from '../../test-support/test-app';
import { LISTING_LIMIT, LISTING_RATE_LIMITED } from './listing-rate-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await importBundle(t.database.db, {
    categories: categoryTree(),
    products: [product({ alias: 'korlat-termek', cikkszam: 'KORLAT-1', categoryAlias: 'fekbetet', variants: [variant({ cikkszam: 'KORLAT-1-A' })] })],
  });
});
afterAll(() => t.close());

const search = (text: string, ip: string) => t.app.inject({
  method: 'POST', url: '/api/productsByAlias/kereses', remoteAddress: ip, headers: csrf(), payload: { searchText: text },
});

describe('per-address limit of uncached listings and searches', () => {
  it('answers a scraper of distinct searches 429 with Retry-After, while cached answers and other visitors pass', async () => {
    const scraper = '10.77.0.1';
    for (let i = 0; i < LISTING_LIMIT.max; i++) expect((await search(`fek${i}`, scraper)).statusCode).toBe(200);
    const refused = await search('fek-tobb', scraper);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 0, error: 'rate_limited', message: LISTING_RATE_LIMITED });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The answer just before is still in the cache (a few seconds), so it costs nothing and passes.
    expect((await search(`fek${LISTING_LIMIT.max - 1}`, scraper)).statusCode).toBe(200);
    expect((await search('fek-tobb', '10.77.0.2')).statusCode).toBe(200);
  });
});

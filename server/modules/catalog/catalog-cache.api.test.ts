import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBundle } from '../../test-support/import-bundle';
import { categoryTree, product, variant } from '../../test-support/catalog-fixture';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { AppError } from '../../http/errors';
import { createCatalogReads, type Admit } from './catalog.service';

let t: TestApp;
const withPrice = (price: number, stock: number) => product({
  alias: 'cache-termek', cikkszam: 'CACHE-1', categoryAlias: 'fekbetet',
  variants: [variant({ cikkszam: 'CACHE-1-A', stock, prices: [{ price, from: '2026-01-01T00:00:00Z' }] })],
});

beforeAll(async () => {
  t = await createTestApp();
  await importBundle(t.database.db, { categories: categoryTree(), products: [withPrice(9990, 5)] });
});
afterAll(() => t.close());

describe('catalog answers are cached, and invalidate() shows a change at once', () => {
  it('serves the cached product and listing until invalidated, then the new price and stock', async () => {
    const catalog = createCatalogReads(t.database.db);
    const before = await catalog.productByAlias('cache-termek');
    expect(before.product.variants[0]).toMatchObject({ price_curr_hu: 9990, availabilityText: 'Raktáron' });
    expect((await catalog.productsByAlias('fekbetet', {})).products[0]).toMatchObject({ effectivePrice: 9990, inStock: true });

    await importBundle(t.database.db, { products: [withPrice(7990, 0)] });
    expect((await catalog.productByAlias('cache-termek')).product.variants[0]!.price_curr_hu).toBe(9990);

    catalog.invalidate();
    expect((await catalog.productByAlias('cache-termek')).product.variants[0]).toMatchObject({
      price_curr_hu: 7990, availabilityText: 'Nincs raktáron', inStock: false,
    });
    expect((await catalog.productsByAlias('fekbetet', {})).products[0]).toMatchObject({ effectivePrice: 7990, inStock: false });
  });
});

describe('RESPONSE_CACHE=off', () => {
  it('answers every call from the database, so a change shows without invalidate()', async () => {
    const catalog = createCatalogReads(t.database.db, { responseCache: false });
    await importBundle(t.database.db, { products: [withPrice(6990, 5)] });
    expect((await catalog.productByAlias('cache-termek')).product.variants[0]!.price_curr_hu).toBe(6990);
    await importBundle(t.database.db, { products: [withPrice(5990, 5)] });
    expect((await catalog.productByAlias('cache-termek')).product.variants[0]!.price_curr_hu).toBe(5990);
    expect((await catalog.productsByAlias('fekbetet', {})).products[0]).toMatchObject({ effectivePrice: 5990 });
  });
});

describe('a refused load is its own caller\'s refusal', () => {
  it('answers a caller who joined a load that was refused for someone else (429 or 503) under its own limits', async () => {
    const catalog = createCatalogReads(t.database.db);
    let release!: () => void;
    const refusedLater = new Promise<void>((resolve) => { release = resolve; });
    const refuse: Admit = async () => {
      await refusedLater;
      throw new AppError('rate_limited', 'Túl sok lekérés rövid idő alatt.');
    };
    const admit: Admit = (work) => work();
    const scraper = catalog.productsByAlias('fekbetet', { range: { start: 0, end: 8 } }, refuse);
    const visitor = catalog.productsByAlias('fekbetet', { range: { start: 0, end: 8 } }, admit);
    release();
    await expect(scraper).rejects.toMatchObject({ code: 'rate_limited' });
    await expect(visitor).resolves.toMatchObject({ status: 1, total: 1 });
  });
});

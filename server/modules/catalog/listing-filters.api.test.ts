import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { importBundle } from '../../test-support/import-bundle';
import { categoryTree, product, variant } from '../../test-support/catalog-fixture';
import { createTestApp, csrf, type TestApp } from '../../test-support/test-app';

let t: TestApp;
const price = (p: number) => [{ price: p, from: '2026-01-01T00:00:00Z' }];
const reduced = (before: number, now: number) => [{ price: before, from: '2026-01-01T00:00:00Z' }, { price: now, from: '2026-10-20T00:00:00Z' }];
const gear = (size: string, colour: string, stock = 5, p = 50000) => variant({ props: { 'Méret': size, 'Szín': colour }, stock, prices: price(p) });

beforeAll(async () => {
  t = await createTestApp();
  await importBundle(t.database.db, {
    categories: [...categoryTree(), { alias: 'motorolaj', parentAlias: 'alkatresz-kereso', name_hu: 'Motorolaj', name_en: 'Engine oil', sort: 4 }],
    brands: [{ alias: 'shoei', name: 'Shoei' }, { alias: 'hjc', name: 'HJC' }, { alias: 'motul', name: 'Motul' }],
    manufacturers: [{ id: 1, name: 'Honda' }],
    constructions: [{ id: 1, name: 'Sport' }],
    motorcycleTypes: [
      { id: 201, manufacturerId: 1, constructionId: 1, name: 'CBR 600 F', capacity: 600, yearFrom: 2011, yearTo: 2013, img: '' },
      { id: 202, manufacturerId: 1, constructionId: 1, name: 'CB 500', capacity: 500, yearFrom: 2013, yearTo: 2016, img: '' },
    ],
    products: [
      product({ alias: 'shoei-fekete', fullname_en: 'Shoei A', categoryAlias: 'bukosisak', brandAlias: 'shoei',
        variants: [gear('M', 'fekete'), gear('L', 'fekete', 0)] }),
      product({ alias: 'shoei-feher', fullname_en: 'Shoei B', categoryAlias: 'bukosisak', brandAlias: 'shoei',
        variants: [gear('L', 'fehér', 0), gear('XL', 'fehér', 0)] }),
      product({ alias: 'hjc-fekete', fullname_en: 'HJC C', categoryAlias: 'bukosisak', brandAlias: 'hjc',
        variants: [variant({ props: { 'Méret': 'S', 'Szín': 'fekete' }, stock: 2, prices: reduced(40000, 30000) })] }),
      product({ alias: 'olaj', fullname_en: 'Motul oil', categoryAlias: 'motorolaj', brandAlias: 'motul',
        variants: [variant({ props: { 'Kiszerelés': '4 l' }, prices: price(19960) }), variant({ props: { 'Kiszerelés': '1 l' }, prices: price(5990) })] }),
      product({ alias: 'betet-honda', fullname_en: 'Pads for Honda', categoryAlias: 'fekbetet', variants: [variant({ bikes: [201] })] }),
      product({ alias: 'betet-mas', fullname_en: 'Pads for another', categoryAlias: 'fekbetet', variants: [variant({ bikes: [202] })] }),
    ],
  });
});
afterAll(() => t.close());

async function list(alias: string, body: object = {}, path = 'productsByAlias') {
  const res = await t.app.inject({ method: 'POST', url: `/api/${path}/${alias}`, headers: csrf(), payload: body });
  return { statusCode: res.statusCode, body: res.json() };
}
const aliases = (body: { products: { alias: string }[] }) => body.products.map((p) => p.alias);
type Option = { value: string; count: number };
const counts = (options: Option[]) => Object.fromEntries(options.map((o) => [o.value, o.count]));

describe('listing filters (decision 0027)', () => {
  it('narrows by brand, size, colour, price, sale and stock, each alone', async () => {
    expect(aliases((await list('bukosisak', { filters: { brand: ['shoei'] } })).body)).toEqual(['shoei-fekete', 'shoei-feher']);
    expect(aliases((await list('bukosisak', { filters: { size: ['L'] } })).body)).toEqual(['shoei-fekete', 'shoei-feher']);
    expect(aliases((await list('bukosisak', { filters: { colour: ['fekete'] } })).body)).toEqual(['hjc-fekete', 'shoei-fekete']);
    expect(aliases((await list('bukosisak', { filters: { priceMax: 40000 } })).body)).toEqual(['hjc-fekete']);
    expect(aliases((await list('bukosisak', { filters: { priceMin: 40000 } })).body)).toEqual(['shoei-fekete', 'shoei-feher']);
    expect(aliases((await list('bukosisak', { akcios: true })).body)).toEqual(['hjc-fekete']);
    expect(aliases((await list('bukosisak', { filters: { inStock: true } })).body)).toEqual(['hjc-fekete', 'shoei-fekete']);
  });

  it('combines filters: any choice within one, all of them across', async () => {
    const both = await list('bukosisak', { filters: { brand: ['shoei', 'hjc'], inStock: true, colour: ['fekete'] } });
    expect(both.body.total).toBe(2);
    const none = await list('bukosisak', { filters: { brand: ['shoei'], inStock: true, colour: ['fehér'] } });
    expect(none.body).toMatchObject({ total: 0, products: [] });
  });

  it('counts each choice with the other filters applied, not its own', async () => {
    const { body } = await list('ruhazat-sisak', { facets: true, filters: { brand: ['shoei'], inStock: true } });
    expect(body.total).toBe(1);
    // Brands ignore the brand choice but keep 'in stock': HJC's one helmet is in stock, Shoei has one in stock.
    expect(counts(body.facets.brand)).toEqual({ hjc: 1, shoei: 1 });
    expect(body.facets.brand.map((o: { label: string }) => o.label)).toEqual(['HJC', 'Shoei']);
    // Sizes and colours count products (Shoei in stock: the black one, sizes M and L).
    expect(counts(body.facets.size)).toEqual({ M: 1, L: 1 });
    expect(counts(body.facets.colour)).toEqual({ fekete: 1 });
    // 'In stock' ignores itself: both Shoei helmets are listed, one of them in stock.
    expect(body.facets.inStock).toBe(1);
    expect(body.facets.onSale).toBe(0);
    expect(body.facets.price).toEqual({ min: 50000, max: 50000 });
  });

  it('orders sizes as a rider reads them and leaves facets out unless asked', async () => {
    const { body } = await list('bukosisak', { facets: true });
    expect(body.facets.size.map((o: Option) => o.value)).toEqual(['S', 'M', 'L', 'XL']);
    expect(body.facets).toMatchObject({ onSale: 1, inStock: 2, price: { min: 30000, max: 50000 } });
    expect((await list('bukosisak')).body.facets).toBeUndefined();
  });

  it('keeps the counts right after a stock change (kept by the triggers)', async () => {
    await queryRows(t.database.db, sql`update variants set stock = 3 where product_id = (select id from products where alias = 'shoei-feher') and props->>'Méret' = 'XL'`);
    expect(aliases((await list('bukosisak', { filters: { inStock: true, brand: ['shoei'] } })).body)).toEqual(['shoei-fekete', 'shoei-feher']);
    await queryRows(t.database.db, sql`update variants set stock = 0 where product_id = (select id from products where alias = 'shoei-feher')`);
    // Another range than before: the answer cache would repeat the last one for a few seconds.
    expect((await list('bukosisak', { filters: { inStock: true, brand: ['shoei'] }, range: { start: 0, end: 20 } })).body.total).toBe(1);
  });

  it('works on brand pages, with the motorcycle and with Mutass többet', async () => {
    expect(aliases((await list('shoei', { filters: { size: ['XL'] } }, 'productsByBrand')).body)).toEqual(['shoei-feher']);
    expect(aliases((await list('alkatresz-kereso', { bike: 201, facets: true })).body)).toEqual(['betet-honda']);
    const page2 = await list('ruhazat-sisak', { filters: { brand: ['shoei'] }, range: { start: 1, end: 2 } });
    expect(page2.body).toMatchObject({ total: 2, products: [{ alias: 'shoei-feher' }] });
  });

  it('refuses bad values with a 400, and matches nothing for unknown choices', async () => {
    expect((await list('bukosisak', { filters: { size: Array.from({ length: 51 }, (_, i) => `${i}`) } })).statusCode).toBe(400);
    expect((await list('bukosisak', { filters: { priceMin: -1 } })).statusCode).toBe(400);
    expect((await list('bukosisak', { filters: { priceMax: 2 ** 31 } })).statusCode).toBe(400);
    expect((await list('bukosisak', { fitBike: 2 ** 31 })).statusCode).toBe(400);
    expect((await list('bukosisak', { filters: { brand: ["x'); drop table products; --"] } })).body.total).toBe(0);
  });
});

describe('availability and unit price on cards', () => {
  it('says few left at three pieces or fewer, and gives oils a price per litre: the card the cheapest pack’s, each variant its own', async () => {
    const { body } = await list('bukosisak', { sort: { field: 'fullname_en', direction: 'asc' } });
    const hjc = body.products.find((p: { alias: string }) => p.alias === 'hjc-fekete');
    expect(hjc).toMatchObject({ inStock: true, fewLeft: true });
    const oil = (await list('motorolaj')).body.products[0];
    expect(oil).toMatchObject({ effectivePrice: 5990, unitPrice: { price: 5990, unit: 'l' } });
    const detail = (await t.app.inject({ method: 'GET', url: '/api/productByAlias/olaj' })).json();
    expect(detail.product.variants.map((v: { unitPrice: unknown }) => v.unitPrice)).toEqual([{ price: 4990, unit: 'l' }, { price: 5990, unit: 'l' }]);
    expect(hjc.unitPrice).toBeUndefined();
  });
});

describe('sold-out products last (issue 15)', () => {
  const sorted = (field: string, direction: string, extra: object = {}) => ({ sort: { field, direction }, ...extra });

  it('puts them after the buyable ones in every order of a category, a filtered listing and a search', async () => {
    // 'Shoei B' (both sizes sold out) would lead a descending name order and tie on price with 'Shoei A'.
    expect(aliases((await list('bukosisak', sorted('start_price_curr_hu', 'asc'))).body)).toEqual(['hjc-fekete', 'shoei-fekete', 'shoei-feher']);
    expect(aliases((await list('bukosisak', sorted('start_price_curr_hu', 'desc'))).body)).toEqual(['shoei-fekete', 'hjc-fekete', 'shoei-feher']);
    expect(aliases((await list('bukosisak', sorted('fullname_en', 'desc'))).body)).toEqual(['shoei-fekete', 'hjc-fekete', 'shoei-feher']);
    expect(aliases((await list('bukosisak', sorted('fullname_en', 'desc', { filters: { brand: ['shoei'] } }))).body))
      .toEqual(['shoei-fekete', 'shoei-feher']);
    const searched = await list('kereses', { searchText: 'shoei', ...sorted('fullname_en', 'desc') });
    expect(aliases(searched.body)).toEqual(['shoei-fekete', 'shoei-feher']);
    expect(aliases((await list('kereses', { searchText: 'shoei' })).body)).toEqual(['shoei-fekete', 'shoei-feher']);
  });

  it('moves a product back among the buyable ones when it is stocked again', async () => {
    // Each time another range than before: the answer cache would repeat the last one for a few seconds.
    const range = (end: number) => ({ range: { start: 0, end } });
    await queryRows(t.database.db, sql`update variants set stock = 3 where product_id = (select id from products where alias = 'shoei-feher')`);
    try {
      expect(aliases((await list('bukosisak', sorted('fullname_en', 'desc', range(21)))).body)).toEqual(['shoei-feher', 'shoei-fekete', 'hjc-fekete']);
    } finally {
      await queryRows(t.database.db, sql`update variants set stock = 0 where product_id = (select id from products where alias = 'shoei-feher')`);
    }
    expect(aliases((await list('bukosisak', sorted('fullname_en', 'desc', range(22)))).body)).toEqual(['shoei-fekete', 'hjc-fekete', 'shoei-feher']);
  });
});

describe('fit badges on cards', () => {
  it('labels each card for a motorcycle without narrowing the listing', async () => {
    const { body } = await list('alkatresz-kereso', { fitBike: 201 });
    const fit = Object.fromEntries(body.products.map((p: { alias: string; fit: string }) => [p.alias, p.fit]));
    expect(fit).toEqual({ 'betet-honda': 'fits', 'betet-mas': 'does-not-fit', olaj: 'universal' });
    expect((await list('alkatresz-kereso')).body.products[0].fit).toBeUndefined();
  });
});

import zlib, { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_RANGE_START } from '../../../contract/catalog';
import { importBundle } from '../../test-support/import-bundle';
import { categoryTree, product, variant } from '../../test-support/catalog-fixture';
import { createTestApp, csrf, type TestApp } from '../../test-support/test-app';

let t: TestApp;
// Every Brotli compression of the process, ours and @fastify/compress's (in one call or streamed), from
// before the app is built: the plugin keeps its one-call function from its registration.
const brotliCompressions = [vi.spyOn(zlib, 'brotliCompressSync'), vi.spyOn(zlib, 'createBrotliCompress')];
const price = (p: number) => [{ price: p, from: '2026-01-01T00:00:00Z' }];
const reduced = (before: number, now: number) => [{ price: before, from: '2026-01-01T00:00:00Z' }, { price: now, from: '2026-10-20T00:00:00Z' }];
const SAME = 24;

beforeAll(async () => {
  t = await createTestApp();
  await importBundle(t.database.db, {
    categories: [...categoryTree(), { alias: 'kuplung', parentAlias: 'alkatresz-kereso', name_hu: 'Kuplung', name_en: 'Clutch', sort: 3 }],
    brands: [{ alias: 'brembo', name: 'Brembo' }],
    manufacturers: [{ id: 1, name: 'Honda' }],
    constructions: [{ id: 1, name: 'Sport' }],
    motorcycleTypes: [{ id: 101, manufacturerId: 1, constructionId: 1, name: 'CBR 600 RR', capacity: 600, yearFrom: 2007, yearTo: 2012, img: '' }],
    products: [
      product({ alias: 'alfa', fullname_hu: 'Alfa fékbetét', fullname_en: 'Alpha brake pads', categoryAlias: 'fekbetet', brandAlias: 'brembo',
        images: ['/alfa.jpg', '/alfa-hatulrol.jpg'], variants: [variant({ prices: price(5000), bikes: [101] }), variant({ prices: price(7000), stock: 0 })] }),
      product({ alias: 'beta', fullname_hu: 'Béta fékbetét', fullname_en: 'Beta brake pads', categoryAlias: 'fekbetet',
        variants: [variant({ prices: reduced(12000, 8000) })] }),
      product({ alias: 'gamma', fullname_hu: 'Gamma féktárcsa', fullname_en: 'Gamma brake disc', categoryAlias: 'fektarcsa',
        brandAlias: 'brembo', lastPieces: true, variants: [variant({ prices: price(20000) })] }),
      product({ alias: 'delta', fullname_hu: 'Delta kuplung', fullname_en: 'Delta clutch', categoryAlias: 'kuplung',
        variants: [variant({ prices: reduced(18000, 15000), stock: 0 })] }),
      product({ alias: 'epszilon', fullname_hu: 'Epszilon bukósisak', fullname_en: 'Epsilon helmet', categoryAlias: 'bukosisak',
        lastPieces: true, variants: [variant({ prices: price(90000) })] }),
      ...Array.from({ length: SAME }, (_, i) => product({ alias: `azonos-${i}`, fullname_hu: 'Azonos féktárcsa',
        fullname_en: 'Same brake disc', categoryAlias: 'fektarcsa', variants: [variant({ prices: price(30000) })] })),
    ],
  });
});
afterAll(() => t.close());

async function list(alias: string, body: object = {}, path = 'productsByAlias') {
  const res = await t.app.inject({ method: 'POST', url: `/api/${path}/${alias}`, headers: csrf(), payload: body });
  return { statusCode: res.statusCode, body: res.json() };
}
const aliases = (body: { products: { alias: string }[] }) => body.products.map((p) => p.alias);
const all = { range: { start: 0, end: 100 } };

describe('POST /api/productsByAlias: categories at every depth', () => {
  it('lists a top-level category with its direct sub-categories and their counts, in category order', async () => {
    const { statusCode, body } = await list('alkatresz-kereso', all);
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ status: 1, total: 28, category: { alias: 'alkatresz-kereso', name_hu: 'Alkatrészek', name_en: 'Parts' } });
    expect(body.categories).toEqual([
      { alias: 'fekrendszer', name_hu: 'Fékrendszer', name_en: 'Brakes', productCount: 27 },
      { alias: 'kuplung', name_hu: 'Kuplung', name_en: 'Clutch', productCount: 1 },
    ]);
    expect(body.products).toHaveLength(28);
  });

  it('lists a level-2 category with its whole subtree', async () => {
    const { body } = await list('fekrendszer');
    expect(body.total).toBe(27);
    expect(body.products).toHaveLength(16);
    expect(body.categories.map((c: { alias: string; productCount: number }) => [c.alias, c.productCount]))
      .toEqual([['fekbetet', 2], ['fektarcsa', 25]]);
  });

  it('lists a level-3 category without sub-categories', async () => {
    const { body } = await list('fekbetet');
    expect(body).toMatchObject({ total: 2, categories: [], category: { alias: 'fekbetet', name_hu: 'Fékbetét' } });
    expect(aliases(body)).toEqual(['alfa', 'beta']);
  });

  it('lists ruhazat-sisak, the other main route', async () => {
    const { body } = await list('ruhazat-sisak');
    expect(body).toMatchObject({ total: 1, categories: [{ alias: 'bukosisak', productCount: 1 }] });
  });

  it('maps a product card from the product, its category and its cheapest variant, with the first picture only', async () => {
    const { body } = await list('fekbetet');
    expect(body.products[0]).toEqual({
      alias: 'alfa', fullname_hu: 'Alfa fékbetét', fullname_en: 'Alpha brake pads', cikkszam: expect.any(String),
      categoryName: 'Fékbetét', images: [{ url: '/alfa.jpg' }], effectivePrice: 5000, start_price_curr_hu: 5000,
      top_price_curr_hu: 7000, start_price_prev_hu: null, lastPieces: false, inStock: true, fewLeft: false,
    });
    expect(body.products[1]).toMatchObject({ alias: 'beta', effectivePrice: 8000, start_price_prev_hu: 12000, images: [] });
    const detail = await t.app.inject({ method: 'GET', url: '/api/productByAlias/alfa' });
    expect(detail.json().product.images).toEqual([{ url: '/alfa.jpg' }, { url: '/alfa-hatulrol.jpg' }]);
  });
});

describe('POST /api/productsByAlias: main routes and flags', () => {
  it('akciok lists only discounted products, with no header category', async () => {
    const { body } = await list('akciok');
    expect(body).toMatchObject({ status: 1, total: 2, category: null, categories: [] });
    expect(aliases(body)).toEqual(['beta', 'delta']);
  });

  it('utolso-darabok lists only last pieces', async () => {
    const { body } = await list('utolso-darabok');
    expect(aliases(body)).toEqual(['epszilon', 'gamma']);
    expect(body.category).toBeNull();
  });

  it('kereses without a search text is an empty listing', async () => {
    const { body } = await list('kereses', { searchText: '   ' });
    expect(body).toEqual({ status: 1, products: [], categories: [], category: null, total: 0 });
  });

  it('akcios narrows a category, and the sub-category counts follow the filter', async () => {
    const { body } = await list('alkatresz-kereso', { akcios: true });
    expect(aliases(body)).toEqual(['beta', 'delta']);
    expect(body.categories.map((c: { alias: string; productCount: number }) => [c.alias, c.productCount]))
      .toEqual([['fekrendszer', 1], ['kuplung', 1]]);
  });

  it('utolso narrows a category', async () => {
    const { body } = await list('alkatresz-kereso', { utolso: true });
    expect(aliases(body)).toEqual(['gamma']);
    expect(body.categories).toEqual([{ alias: 'fekrendszer', name_hu: 'Fékrendszer', name_en: 'Brakes', productCount: 1 }]);
  });

  it('bike keeps only products with a variant that fits the motorcycle type', async () => {
    expect(aliases((await list('alkatresz-kereso', { bike: 101 })).body)).toEqual(['alfa']);
    expect((await list('alkatresz-kereso', { bike: 999 })).body.total).toBe(0);
    expect((await list('alkatresz-kereso', { bike: false })).body.total).toBe(28);
  });

  it('searchText narrows a category listing', async () => {
    const { body } = await list('fekrendszer', { searchText: 'béta' });
    expect(aliases(body)).toEqual(['beta']);
    expect(body.categories).toEqual([{ alias: 'fekbetet', name_hu: 'Fékbetét', name_en: 'Brake pads', productCount: 1 }]);
  });
});

describe('POST /api/productsByBrand', () => {
  it('lists a brand with the brand as the header', async () => {
    const { body } = await list('brembo', {}, 'productsByBrand');
    expect(body).toMatchObject({ status: 1, total: 2, category: { alias: 'brembo', name_hu: 'Brembo', name_en: 'Brembo' } });
    expect(aliases(body)).toEqual(['alfa', 'gamma']);
  });

  it('answers an unknown brand with an empty listing', async () => {
    const { statusCode, body } = await list('nincs-ilyen-marka', {}, 'productsByBrand');
    expect(statusCode).toBe(200);
    expect(body).toEqual({ status: 1, products: [], categories: [], category: null, total: 0 });
  });
});

describe('sorting and paging', () => {
  const firstAndLast = (body: { products: { alias: string }[] }) => [aliases(body).slice(0, 4), aliases(body).slice(-2)];

  // Delta (15 000 Ft) is sold out: after the buyable products in every order (issue 15).
  it('sorts by fullname_en ascending by default and in both directions, sold-out products last', async () => {
    expect(firstAndLast((await list('alkatresz-kereso', all)).body)).toEqual([['alfa', 'beta', 'gamma', 'azonos-0'], ['azonos-23', 'delta']]);
    const desc = (await list('alkatresz-kereso', { ...all, sort: { field: 'fullname_en', direction: 'desc' } })).body;
    expect(aliases(desc).slice(-4)).toEqual(['gamma', 'beta', 'alfa', 'delta']);
  });

  it('sorts by the starting price in both directions, sold-out products last', async () => {
    const asc = (await list('alkatresz-kereso', { ...all, sort: { field: 'start_price_curr_hu', direction: 'asc' } })).body;
    expect(aliases(asc).slice(0, 4)).toEqual(['alfa', 'beta', 'gamma', 'azonos-0']);
    expect(aliases(asc).at(-1)).toBe('delta');
    const desc = (await list('alkatresz-kereso', { ...all, sort: { field: 'start_price_curr_hu', direction: 'desc' } })).body;
    expect(aliases(desc).slice(-4)).toEqual(['gamma', 'beta', 'alfa', 'delta']);
    const cards: { start_price_curr_hu: number; inStock: boolean }[] = desc.products;
    const buyable = cards.filter((c) => c.inStock).map((c) => c.start_price_curr_hu);
    expect(buyable).toEqual([...buyable].sort((a, b) => b - a));
    expect(cards.slice(buyable.length).every((c) => !c.inStock)).toBe(true);
  });

  it('pages through equal names and prices without repeating or skipping a product', async () => {
    for (const sort of [undefined, { field: 'start_price_curr_hu', direction: 'desc' }]) {
      const seen: string[] = [];
      for (let start = 0; start < 30; start += 10) {
        seen.push(...aliases((await list('fektarcsa', { sort, range: { start, end: start + 10 } })).body));
      }
      expect(seen).toHaveLength(25);
      expect(new Set(seen).size).toBe(25);
    }
  });
});

describe('bad input', () => {
  it.each([
    ['a range wider than 100', { range: { start: 0, end: 101 } }],
    ['a negative start', { range: { start: -1, end: 5 } }],
    ['an empty range', { range: { start: 5, end: 5 } }],
    ['an end before the start', { range: { start: 6, end: 5 } }],
    ['a sort field outside the allowed ones', { sort: { field: 'price', direction: 'asc' } }],
    ['a sort direction outside the allowed ones', { sort: { field: 'fullname_en', direction: 'up' } }],
  ])('rejects %s with a 400', async (_name, body) => {
    const { statusCode, body: answer } = await list('fekrendszer', body);
    expect(statusCode).toBe(400);
    expect(answer).toMatchObject({ status: 0, error: 'bad_request' });
  });

  it('refuses a start past the listing\'s total, but serves its short last page', async () => {
    expect(aliases((await list('fektarcsa', { range: { start: 20, end: 36 } })).body)).toHaveLength(5);
    for (const start of [25, 400]) {
      const { statusCode, body } = await list('fektarcsa', { range: { start, end: start + 16 } });
      expect(statusCode).toBe(400);
      expect(body).toMatchObject({ status: 0, error: 'bad_request', details: { total: 25 } });
    }
  });

  it('refuses a start past the deepest served position with a Hungarian 400', async () => {
    const start = MAX_RANGE_START + 1;
    const { statusCode, body } = await list('fekrendszer', { range: { start, end: start + 16 } });
    expect(statusCode).toBe(400);
    expect(body.message).toMatch(/legfeljebb az első 10000 termék/);
  });

  it('accepts a range of exactly 100', async () => {
    expect((await list('fekrendszer', { range: { start: 0, end: 100 } })).statusCode).toBe(200);
  });

  it.each(['nincs-ilyen-kategoria', 'marka', encodeURIComponent('Árvíztűrő tükörfúrógép%_\'"')])(
    'answers the unknown alias %s with an empty listing',
    async (alias) => {
      const { statusCode, body } = await list(alias);
      expect(statusCode).toBe(200);
      expect(body).toEqual({ status: 1, products: [], categories: [], category: null, total: 0 });
    },
  );
});

describe('GET /api/getAkciosFooldal', () => {
  it('returns sale products, in-stock ones first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/getAkciosFooldal' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(1);
    expect(aliases(body)).toEqual(['beta', 'delta']);
    expect(body.products.map((p: { inStock: boolean }) => p.inStock)).toEqual([true, false]);
    expect(body.products[1]).toMatchObject({ effectivePrice: 15000, start_price_prev_hu: 18000 });
  });
});

describe('a listing sent to a browser', () => {
  const ask = (acceptEncoding: string) => t.app.inject({
    method: 'POST', url: '/api/productsByAlias/fektarcsa', headers: { ...csrf(), 'accept-encoding': acceptEncoding }, payload: all,
  });

  it('goes out as Brotli or gzip, whichever the browser prefers, and says so; the same JSON as plain', async () => {
    const plain = await ask('identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().products).toHaveLength(SAME + 1);

    const br = await ask('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await ask('br;q=0.5, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('is compressed once while its answer is cached, not for every visitor', async () => {
    for (const spy of brotliCompressions) spy.mockClear();
    const page = { range: { start: 0, end: 20 } };
    for (let visitor = 0; visitor < 3; visitor++) {
      const res = await t.app.inject({
        method: 'POST', url: '/api/productsByAlias/fektarcsa', headers: { ...csrf(), 'accept-encoding': 'br' }, payload: page,
      });
      expect(res.headers['content-encoding']).toBe('br');
    }
    expect(brotliCompressions.reduce((calls, spy) => calls + spy.mock.calls.length, 0)).toBe(1);
  });

  it('leaves a small answer as it is', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/productsByAlias/kuplung', headers: { ...csrf(), 'accept-encoding': 'br' }, payload: { onSale: false, range: { start: 0, end: 16 }, filters: { brand: ['brembo'] } } });
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['content-encoding']).toBeUndefined();
    expect(empty.json()).toMatchObject({ products: [] });
  });
});

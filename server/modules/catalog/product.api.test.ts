import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBundle } from '../../test-support/import-bundle';
import { categoryTree, product, variant } from '../../test-support/catalog-fixture';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await importBundle(t.database.db, {
    categories: categoryTree(),
    brands: [{ alias: 'brembo', name: 'Brembo' }],
    manufacturers: [{ id: 1, name: 'Honda' }],
    constructions: [{ id: 1, name: 'Sport' }],
    motorcycleTypes: [101, 102].map((id) => ({ id, manufacturerId: 1, constructionId: 1, name: `CBR ${id}`, capacity: 600, yearFrom: 2007, yearTo: null, img: '' })),
    products: [product({
      alias: 'brembo-fekbetet', cikkszam: 'BRE-1', fullname_hu: 'Brembo fékbetét', fullname_en: 'Brembo brake pads',
      content_hu: '<p>Jó fékbetét</p><script>alert(1)</script>', categoryAlias: 'fekbetet', brandAlias: 'brembo',
      images: ['/a.jpg', '/b.jpg'], downloads: [{ name: 'Beszerelési útmutató', url: '/docs/bre-1.pdf' }],
      variants: [
        // Raised to 15 990 on 12 October after 11 990 on 5 October: the 30-day lowest, 11 990, is the previous price.
        variant({ cikkszam: 'BRE-1-A', name_hu: 'Első', name_en: 'Front', props: { Pozíció: 'Első', Anyag: 'Szinterezett' }, stock: 0, bikes: [102, 101],
          prices: [{ price: 15990, from: '2026-01-01T00:00:00Z' }, { price: 11990, from: '2026-10-05T00:00:00Z' },
            { price: 15990, from: '2026-10-12T00:00:00Z' }, { price: 9990, from: '2026-10-25T00:00:00Z' }] }),
        variant({ cikkszam: 'BRE-1-B', name_hu: 'Hátsó', name_en: 'Rear', stock: 3, prices: [{ price: 12990, from: '2026-01-01T00:00:00Z' }] }),
        variant({ cikkszam: 'BRE-1-C', name_hu: 'Készlet', name_en: 'Kit', stock: 12, prices: [{ price: 19990, from: '2026-01-01T00:00:00Z' }] }),
      ],
    }), product({ alias: 'sintermetal-fekbetet', cikkszam: 'SIN-1', fullname_hu: 'Sintermetal fékbetét', categoryAlias: 'fekbetet' })],
  });
});
afterAll(() => t.close());

const get = (alias: string) => t.app.inject({ method: 'GET', url: `/api/productByAlias/${alias}` });

describe('GET /api/productByAlias', () => {
  it('answers products asked for at the same moment (read together) each with its own', async () => {
    const answers = await Promise.all(['brembo-fekbetet', 'nincs-ilyen-termek', 'sintermetal-fekbetet', 'brembo-fekbetet'].map(get));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 404, 200, 200]);
    expect(answers.map((res) => res.json().product?.cikkszam ?? res.json().error)).toEqual(['BRE-1', 'not_found', 'SIN-1', 'BRE-1']);
  });

  it('returns the product with its card fields, breadcrumb, brand and downloads', async () => {
    const res = await get('brembo-fekbetet');
    expect(res.statusCode).toBe(200);
    const { status, product: p } = res.json();
    expect(status).toBe(1);
    expect(p).toMatchObject({
      alias: 'brembo-fekbetet', cikkszam: 'BRE-1', fullname_hu: 'Brembo fékbetét', fullname_en: 'Brembo brake pads',
      categoryName: 'Fékbetét', images: [{ url: '/a.jpg' }, { url: '/b.jpg' }],
      effectivePrice: 9990, start_price_curr_hu: 9990, top_price_curr_hu: 19990, start_price_prev_hu: 11990,
      inStock: true, lastPieces: false, brand: { alias: 'brembo', name: 'Brembo' },
      downloads: [{ name: 'Beszerelési útmutató', url: '/docs/bre-1.pdf' }],
    });
    expect(p.category_array).toEqual([
      { alias: 'alkatresz-kereso', name_hu: 'Alkatrészek', name_en: 'Parts' },
      { alias: 'fekrendszer', name_hu: 'Fékrendszer', name_en: 'Brakes' },
      { alias: 'fekbetet', name_hu: 'Fékbetét', name_en: 'Brake pads' },
    ]);
  });

  it('serves sanitized description HTML', async () => {
    const { product: p } = (await get('brembo-fekbetet')).json();
    expect(p.content_hu).toContain('<p>Jó fékbetét</p>');
    expect(p.content_hu).not.toContain('<script');
  });

  it('lists the variants in order with props as JSON text, availability, prices and fitting bikes', async () => {
    const { product: p } = (await get('brembo-fekbetet')).json();
    expect(p.variants.map((v: { cikkszam: string }) => v.cikkszam)).toEqual(['BRE-1-A', 'BRE-1-B', 'BRE-1-C']);
    const [a, b, c] = p.variants;
    expect(a).toEqual({
      id: expect.any(Number), name_hu: 'Első', name_en: 'Front', cikkszam: 'BRE-1-A', props: expect.any(String),
      availabilityText: 'Nincs raktáron', inStock: false, fewLeft: false, effectivePrice: 9990, price_curr_hu: 9990,
      price_prev_hu: 11990, bikesArray: [101, 102],
    });
    expect(JSON.parse(a.props)).toEqual({ Pozíció: 'Első', Anyag: 'Szinterezett' });
    expect(b).toMatchObject({ availabilityText: 'Utolsó 3 db raktáron', inStock: true, price_curr_hu: 12990, price_prev_hu: null, bikesArray: [] });
    expect(JSON.parse(b.props)).toEqual({});
    expect(c).toMatchObject({ availabilityText: 'Raktáron', price_prev_hu: null });
  });

  it.each(['nincs-ilyen-termek', encodeURIComponent('Árvíztűrő%_\'"\\'), 'a'.repeat(200)])(
    'answers the unknown alias %s with the not-found text',
    async (alias) => {
      const res = await get(alias);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 0, error: 'not_found', message: 'Nem található ilyen eladó termékünk.' });
    },
  );
});

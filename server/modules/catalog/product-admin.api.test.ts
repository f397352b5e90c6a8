import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../services';
import { categoryTree, product, variant } from '../../test-support/catalog-fixture';
import { importBundle } from '../../test-support/import-bundle';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { addStaff, call, signIn } from '../staff/staff-test-helpers';

let t: TestApp;
let cookie: string;
let staffEmail: string;
const ids: Record<string, number> = {};
const OLD = '2026-01-01T00:00:00Z';

beforeAll(async () => {
  t = await createTestApp({ WEB_DIR: '/nonexistent-web-dir' });
  await importBundle(t.database.db, {
    categories: categoryTree(),
    brands: [{ alias: 'ebc', name: 'EBC' }],
    manufacturers: [{ id: 1, name: 'Honda' }],
    constructions: [{ id: 10, name: 'Sport' }],
    motorcycleTypes: [{ id: 101, manufacturerId: 1, constructionId: 10, name: 'CBR 600 RR', capacity: 599, yearFrom: 2010, yearTo: null, img: '/m.svg' }],
    products: [
      product({ alias: 'adm-betet', cikkszam: 'ADM-BETET', fullname_hu: 'Admin fékbetét', brandAlias: 'ebc', images: ['/media/a.jpg'],
        variants: [variant({ cikkszam: 'ADM-BETET-1', prices: [{ price: 10000, from: OLD }], stock: 4, bikes: [101] })] }),
      product({ alias: 'adm-tarcsa', cikkszam: 'ADM-TARCSA', fullname_hu: 'Admin féktárcsa', categoryAlias: 'fektarcsa',
        variants: [variant({ cikkszam: 'ADM-TARCSA-1', prices: [{ price: 20000, from: OLD }], stock: 0 })] }),
      product({ alias: 'adm-sisak', cikkszam: 'ADM-SISAK', fullname_hu: 'Admin bukósisak', categoryAlias: 'bukosisak',
        variants: [variant({ cikkszam: 'ADM-SISAK-S', prices: [{ price: 50000, from: OLD }], stock: 2 }), variant({ cikkszam: 'ADM-SISAK-M', prices: [{ price: 52000, from: OLD }], stock: 1 })] }),
    ],
  });
  staffEmail = (await addStaff(t, 'staff')).email;
  cookie = await signIn(t, staffEmail);
  for (const item of (await call(t, 'GET', '/api/admin/products?perPage=100', { cookie })).json().items) ids[item.alias] = item.id;
});
afterAll(() => t.close());

const list = async (query: string) => (await call(t, 'GET', `/api/admin/products?${query}`, { cookie })).json();
const aliases = async (query: string) => (await list(query)).items.map((p: { alias: string }) => p.alias).sort();
const detail = async (alias: string) => (await call(t, 'GET', `/api/admin/products/${ids[alias]}`, { cookie })).json().item;

describe('products in the back office', () => {
  it('lists with a total and filters by category tree, brand, stock, photo and fitment', async () => {
    const all = await list('sort=cikkszam&order=ASC');
    expect(all.total).toBe(3);
    expect(all.items[0]).toMatchObject({ cikkszam: 'ADM-BETET', brandName: 'EBC', categoryName: 'Fékbetét', stock: 4, variantCount: 1, image: '/media/a.jpg', minPrice: 10000 });
    expect(await aliases('category=fekrendszer')).toEqual(['adm-betet', 'adm-tarcsa']);
    expect(await aliases('brand=ebc')).toEqual(['adm-betet']);
    expect(await aliases('outOfStock=true')).toEqual(['adm-tarcsa']);
    expect(await aliases('noPhoto=true')).toEqual(['adm-sisak', 'adm-tarcsa']);
    expect(await aliases('noFitment=false')).toEqual(['adm-betet']);
    expect(await aliases(`q=${encodeURIComponent('fektarcsa')}`)).toEqual(['adm-tarcsa']);
    expect(await aliases('q=adm-sisak-m')).toEqual(['adm-sisak']);
  });

  it('edits a product with a sanitised description and records the change', async () => {
    const res = await call(t, 'POST', `/api/admin/products/${ids['adm-sisak']}`, {
      cookie, payload: { fullname_hu: 'Admin integrált bukósisak', content_hu: '<p>Jó<script>alert(1)</script></p>', categoryAlias: 'bukosisak' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ fullname_hu: 'Admin integrált bukósisak', content_hu: '<p>Jó</p>' });
    const audit = await createServices(t.database.db, t.config).audit.list({ page: 1, perPage: 1, entityType: 'product', entityId: String(ids['adm-sisak']) });
    expect(audit.items[0]).toMatchObject({ action: 'product.update', actorEmail: staffEmail, before: { fullname_hu: 'Admin bukósisak' }, after: { fullname_hu: 'Admin integrált bukósisak' } });
    const unknown = await call(t, 'POST', `/api/admin/products/${ids['adm-sisak']}`, { cookie, payload: { categoryAlias: 'nincs-ilyen' } });
    expect(unknown.statusCode).toBe(400);
  });

  it("names a product's brand beside its identifier, so the edit screen shows the name staff know", async () => {
    expect(await detail('adm-betet')).toMatchObject({ brandAlias: 'ebc', brandName: 'EBC' });
    const branded = await call(t, 'POST', `/api/admin/products/${ids['adm-sisak']}`, { cookie, payload: { brandAlias: 'ebc' } });
    expect(branded.json().item).toMatchObject({ brandAlias: 'ebc', brandName: 'EBC' });
    const unbranded = await call(t, 'POST', `/api/admin/products/${ids['adm-sisak']}`, { cookie, payload: { brandAlias: null } });
    expect(unbranded.json().item).toMatchObject({ brandAlias: null, brandName: null });
  });

  it('changes a variant price through the history: a cut shows the 30-day lowest as the struck price', async () => {
    const v = (await detail('adm-betet')).variants[0];
    const res = await call(t, 'POST', `/api/admin/variants/${v.id}`, { cookie, payload: { price: 8000, stock: 7 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ price: 8000, prevPrice: 10000, stock: 7, availabilityText: 'Raktáron' });
    expect(res.json().item.priceHistory.map((p: { price: number }) => p.price)).toEqual([10000, 8000]);
    expect(res.json().item.priceHistory[0].from).toBe('2026-01-01T00:00:00.000Z');
    const shop = await t.app.inject({ method: 'GET', url: '/api/productByAlias/adm-betet' });
    expect(shop.json().product.variants[0]).toMatchObject({ price_curr_hu: 8000, price_prev_hu: 10000 });
  });

  it('refuses an item number another variant has', async () => {
    const v = (await detail('adm-tarcsa')).variants[0];
    const res = await call(t, 'POST', `/api/admin/variants/${v.id}`, { cookie, payload: { cikkszam: 'ADM-BETET-1' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Ez a cikkszám már foglalt.');
  });

  it('raises the prices of a filtered selection by a percent, all in one audited action', async () => {
    const res = await call(t, 'POST', '/api/admin/products/bulk', { cookie, payload: { filter: { category: 'bukosisak' }, change: { kind: 'pricePercent', percent: 10 } } });
    expect(res.json()).toEqual({ status: 1, products: 1, variants: 2 });
    expect((await detail('adm-sisak')).variants.map((v: { price: number }) => v.price)).toEqual([55000, 57200]);
    const audit = await createServices(t.database.db, t.config).audit.list({ page: 1, perPage: 1, entityType: 'product', entityId: 'bulk' });
    expect(audit.items[0]).toMatchObject({ action: 'product.bulk.pricePercent', before: { products: [ids['adm-sisak']] } });
  });

  it('refuses a price cut below 1 Ft and changes nothing', async () => {
    const res = await call(t, 'POST', '/api/admin/products/bulk', { cookie, payload: { ids: [ids['adm-tarcsa']], change: { kind: 'priceAmount', amount: -20000 } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('ADM-TARCSA-1');
    expect((await detail('adm-tarcsa')).variants[0].price).toBe(20000);
  });

  it('sets stock and moves to a category in bulk', async () => {
    await call(t, 'POST', '/api/admin/products/bulk', { cookie, payload: { ids: [ids['adm-tarcsa']], change: { kind: 'stock', stock: 9 } } });
    expect(await aliases('outOfStock=true')).toEqual([]);
    await call(t, 'POST', '/api/admin/products/bulk', { cookie, payload: { ids: [ids['adm-tarcsa']], change: { kind: 'category', categoryAlias: 'fekbetet' } } });
    expect(await aliases('category=fekbetet')).toEqual(['adm-betet', 'adm-tarcsa']);
  });

  it('deactivates a product: its storefront address answers 410, reactivating brings it back', async () => {
    const off = await call(t, 'POST', '/api/admin/products/bulk', { cookie, payload: { ids: [ids['adm-tarcsa']], change: { kind: 'active', active: false } } });
    expect(off.json()).toMatchObject({ products: 1 });
    const gone = await t.app.inject({ method: 'GET', url: '/api/productByAlias/adm-tarcsa' });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ status: 0, error: 'gone', message: 'Ez a termék már nem kapható.' });
    await call(t, 'POST', `/api/admin/products/${ids['adm-tarcsa']}`, { cookie, payload: { active: true } });
    expect((await t.app.inject({ method: 'GET', url: '/api/productByAlias/adm-tarcsa' })).statusCode).toBe(200);
  });
});

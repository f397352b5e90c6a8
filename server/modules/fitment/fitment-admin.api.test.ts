import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../services';
import { categoryTree, product, variant } from '../../test-support/catalog-fixture';
import { importBundle } from '../../test-support/import-bundle';
import { createTestApp, csrf, type TestApp } from '../../test-support/test-app';
import { addStaff, call, signIn } from '../staff/staff-test-helpers';

let t: TestApp;
let cookie: string;
let staffEmail: string;
const ids: Record<string, number> = {};

const bike = (id: number, manufacturerId: number, name: string, capacity: number, yearFrom: number, yearTo: number | null) =>
  ({ id, manufacturerId, constructionId: 1, name, capacity, yearFrom, yearTo, img: '' });

beforeAll(async () => {
  t = await createTestApp({ WEB_DIR: '/nonexistent-web-dir' });
  await importBundle(t.database.db, {
    categories: categoryTree(),
    manufacturers: [{ id: 1, name: 'Honda' }, { id: 2, name: 'Yamaha' }],
    constructions: [{ id: 1, name: 'Sport' }],
    motorcycleTypes: [
      bike(11, 1, 'CBR 600 RR', 599, 2007, 2012), bike(12, 1, 'CBR 600 RR', 599, 2013, 2020), bike(13, 1, 'CB 500 F', 471, 2013, null),
      bike(21, 2, 'MT-07', 689, 2014, null),
    ],
    products: [
      product({ alias: 'fit-lanc', cikkszam: 'FIT-LANC', fullname_hu: 'Illesztő lánc',
        variants: [variant({ cikkszam: 'FIT-LANC-A' }), variant({ cikkszam: 'FIT-LANC-B' })] }),
      product({ alias: 'fit-betet', cikkszam: 'FIT-BETET', fullname_hu: 'Illesztő betét', variants: [variant({ cikkszam: 'FIT-BETET-1', bikes: [13] })] }),
    ],
  });
  staffEmail = (await addStaff(t, 'staff')).email;
  cookie = await signIn(t, staffEmail);
  for (const item of (await call(t, 'GET', '/api/admin/products?perPage=100', { cookie })).json().items) ids[item.alias] = item.id;
});
afterAll(() => t.close());

const fitment = async (alias: string) => (await call(t, 'GET', `/api/admin/fitment/${ids[alias]}`, { cookie })).json().item;
const change = (alias: string, action: string, payload: object = {}) => call(t, 'POST', `/api/admin/fitment/${ids[alias]}/${action}`, { cookie, payload });
const finder = async (typeId: number) => (await t.app.inject({
  method: 'POST', url: '/api/productsByAlias/alkatresz-kereso', headers: csrf(), payload: { bike: typeId },
})).json().products.map((p: { alias: string }) => p.alias);
const importList = (csv: string, apply: boolean) => call(t, 'POST', '/api/admin/fitment-import', { cookie, payload: { csv, apply } });

describe('motorcycle type search', () => {
  it('finds types by free text, manufacturer, capacity and year', async () => {
    const search = async (query: string) => (await call(t, 'GET', `/api/admin/bike-types?sort=id&order=ASC&${query}`, { cookie })).json();
    expect((await search('q=cbr600')).items.map((b: { id: number }) => b.id)).toEqual([11, 12]);
    expect((await search('q=honda%20cbr%20600&year=2010')).items).toEqual([
      { id: 11, manufacturerId: 1, manufacturer: 'Honda', construction: 'Sport', name: 'CBR 600 RR', capacity: 599, yearFrom: 2007, yearTo: 2012 },
    ]);
    expect((await search('manufacturerId=2')).total).toBe(1);
    expect((await search('capacity=471')).items[0].id).toBe(13);
    expect((await search('year=2030')).items.map((b: { id: number }) => b.id)).toEqual([13, 21]);
    const makers = (await call(t, 'GET', '/api/admin/bike-manufacturers', { cookie })).json();
    expect(makers.items).toEqual([{ id: 1, name: 'Honda' }, { id: 2, name: 'Yamaha' }]);
  });
});

describe('a product\'s fitment', () => {
  it('links all variants to a type: the parts finder lists the product at once, the audit log has it', async () => {
    expect(await finder(21)).toEqual([]);
    expect(await fitment('fit-lanc')).toMatchObject({ universal: true, variants: [{ cikkszam: 'FIT-LANC-A', types: [] }, { types: [] }] });
    const res = await change('fit-lanc', 'link', { typeIds: [21] });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ universal: false, variants: [{ types: [{ id: 21, name: 'MT-07' }] }, { types: [{ id: 21 }] }] });
    expect(await finder(21)).toEqual(['fit-lanc']);
    const audit = await createServices(t.database.db, t.config).audit.list({ page: 1, perPage: 1, entityType: 'product' });
    expect(audit.items[0]).toMatchObject({
      action: 'fitment.link', actorEmail: staffEmail, before: { 'FIT-LANC-A': [], 'FIT-LANC-B': [] }, after: { 'FIT-LANC-A': [21], 'FIT-LANC-B': [21] },
    });
  });

  it('links one variant only, unlinks, and marks a product universal', async () => {
    const [, second] = (await fitment('fit-lanc')).variants;
    await change('fit-lanc', 'link', { typeIds: [11, 12], variantIds: [second.id] });
    expect((await fitment('fit-lanc')).variants.map((v: { types: { id: number }[] }) => v.types.map((b) => b.id))).toEqual([[21], [11, 12, 21]]);
    await change('fit-lanc', 'unlink', { typeIds: [21] });
    expect((await fitment('fit-lanc')).variants.map((v: { types: { id: number }[] }) => v.types.map((b) => b.id))).toEqual([[], [11, 12]]);
    expect(await finder(21)).toEqual([]);
    const universal = await change('fit-lanc', 'universal');
    expect(universal.json().item).toMatchObject({ universal: true });
    expect(await finder(11)).toEqual([]);
  });

  it('refuses unknown types, another product\'s variant and an unknown product, changing nothing', async () => {
    expect((await change('fit-lanc', 'link', { typeIds: [999] })).json()).toMatchObject({ error: 'validation_failed', message: 'Ismeretlen motortípus: 999.' });
    const other = (await fitment('fit-betet')).variants[0].id;
    expect((await change('fit-lanc', 'link', { typeIds: [11], variantIds: [other] })).statusCode).toBe(400);
    expect((await change('fit-lanc', 'link', { typeIds: [] })).statusCode).toBe(400);
    expect((await call(t, 'POST', '/api/admin/fitment/999999/link', { cookie, payload: { typeIds: [11] } })).statusCode).toBe(404);
    expect((await fitment('fit-lanc')).universal).toBe(true);
  });
});

describe('fitment list import', () => {
  const LIST = 'cikkszam;gyarto;modell;evjarat\nFIT-LANC-A;Honda;CBR 600 RR;2010-2014\nFIT-BETET;21\nNINCS-ILYEN;21\nFIT-LANC-B;Suzuki;GSX;2001\nFIT-LANC-B;Honda;CBR 600 RR;1990-1995\nFIT-LANC-B;abc\nFIT-BETET-1;13\n';

  it('reports the dry run without writing, then applies it; a second run changes nothing', async () => {
    const dry = await importList(LIST, false);
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toEqual({
      status: 1, applied: false, rows: 7, added: 3, unchanged: 1,
      rejected: [
        { line: 4, reason: 'Nincs ilyen cikkszám: NINCS-ILYEN.' },
        { line: 5, reason: 'Ismeretlen gyártó: Suzuki.' },
        { line: 6, reason: 'Nincs ilyen motortípus: Honda CBR 600 RR (1990–1995).' },
        { line: 7, reason: expect.stringContaining('típusazonosító') },
      ],
    });
    expect(await finder(11)).toEqual([]);

    const applied = (await importList(LIST, true)).json();
    expect(applied).toMatchObject({ applied: true, added: 3, unchanged: 1 });
    expect((await fitment('fit-lanc')).variants[0].types.map((b: { id: number }) => b.id)).toEqual([11, 12]);
    expect(await finder(21)).toEqual(['fit-betet']);
    expect((await importList(LIST, true)).json()).toMatchObject({ added: 0, unchanged: 4 });
  });

  it('refuses control characters and an oversized body whole, and garbage line by line', async () => {
    expect((await importList('\u0000\u0001\u0002;1', true)).statusCode).toBe(400);
    // a Windows-1250 file read as UTF-8: its accented letters became replacement characters
    const garbage = (await importList('FIT-BETET;Kawasaki;Z 900;2020\nFIT-BETET;Gy\uFFFDrt\uFFFD;Z;2020\nxx', true)).json();
    expect(garbage).toMatchObject({ added: 0, rows: 3 });
    expect(garbage.rejected.map((r: { line: number }) => r.line)).toEqual([1, 2, 3]);
    expect(garbage.rejected[1].reason).toContain('nem UTF-8');
    const huge = await importList('A;1\n'.repeat(1_300_000), false);
    expect([400, 413]).toContain(huge.statusCode);
  });
});

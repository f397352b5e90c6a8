import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../services';
import { categoryTree, product } from '../../test-support/catalog-fixture';
import { importBundle } from '../../test-support/import-bundle';
import { createTestApp, csrf, type TestApp } from '../../test-support/test-app';
import { createWebDir } from '../../test-support/web-dir';
import { addStaff, call, signIn } from '../staff/staff-test-helpers';

let t: TestApp;
let web: Awaited<ReturnType<typeof createWebDir>>;
let cookie: string;
let staffEmail: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  web = await createWebDir();
  t = await createTestApp({ WEB_DIR: web.dir });
  await importBundle(t.database.db, {
    categories: categoryTree(),
    brands: [{ alias: 'ebc', name: 'EBC' }, { alias: 'agv', name: 'AGV' }],
    products: [
      product({ alias: 'kat-betet', fullname_hu: 'Kategória fékbetét', brandAlias: 'ebc' }),
      product({ alias: 'kat-tarcsa', categoryAlias: 'fektarcsa', brandAlias: 'ebc' }),
      product({ alias: 'kat-sisak', categoryAlias: 'bukosisak', brandAlias: 'agv' }),
    ],
  });
  staffEmail = (await addStaff(t, 'staff')).email;
  cookie = await signIn(t, staffEmail);
  for (const c of (await call(t, 'GET', '/api/admin/categories', { cookie })).json().items) ids[c.alias] = c.id;
});
afterAll(async () => {
  await t.close();
  await web.remove();
});

const update = (alias: string, payload: object) => call(t, 'POST', `/api/admin/categories/${ids[alias]}`, { cookie, payload });
const header = async () => JSON.stringify((await t.app.inject({ method: 'GET', url: '/api/getHeaderCategories' })).json());
const storefront = (call: string) => t.app.inject({ method: 'POST', url: `/api/${call}`, headers: csrf(), payload: {} });
const audit = (entityType: string) => createServices(t.database.db, t.config).audit.list({ page: 1, perPage: 5, entityType });

describe('the category tree in the back office', () => {
  it('lists the whole tree depth-first with subtree counts and storefront paths', async () => {
    const res = await call(t, 'GET', '/api/admin/categories', { cookie });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { alias: string; productCount: number; path: string }[];
    expect(items.map((c) => c.alias)).toEqual(['alkatresz-kereso', 'fekrendszer', 'fekbetet', 'fektarcsa', 'ruhazat-sisak', 'bukosisak']);
    expect(items[0]).toMatchObject({ productCount: 2, path: '/alkatresz-kereso', hidden: false, depth: 1 });
    expect(items[2]).toMatchObject({ productCount: 1, path: '/alkatresz-kereso/fekbetet/' });
  });

  it('renames a category: the menu shows the new name at once and the audit log has before and after', async () => {
    await header();
    const res = await update('fekbetet', { name_hu: 'Fékbetétek' });
    expect(res.statusCode).toBe(200);
    expect(res.json().item.name_hu).toBe('Fékbetétek');
    expect(await header()).toContain('Fékbetétek');
    expect((await audit('category')).items[0]).toMatchObject({
      action: 'category.update', actorEmail: staffEmail, before: { name_hu: 'Fékbetét' }, after: { name_hu: 'Fékbetétek' },
    });
  });

  it('changes an alias and the old address answers 301 to the new one, the listing answers under the new alias', async () => {
    const res = await update('fektarcsa', { alias: 'fektarcsak' });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ alias: 'fektarcsak', oldAliases: ['fektarcsa'], path: '/alkatresz-kereso/fektarcsak/' });
    const old = await t.app.inject({ method: 'GET', url: '/alkatresz-kereso/fektarcsa/?sort=price' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/alkatresz-kereso/fektarcsak/?sort=price');
    expect((await t.app.inject({ method: 'GET', url: '/fektarcsa' })).headers.location).toBe('/alkatresz-kereso/fektarcsak/');
    expect((await t.app.inject({ method: 'GET', url: '/alkatresz-kereso/fektarcsak/' })).statusCode).toBe(200);
    const listing = await storefront('productsByAlias/fektarcsak');
    expect(listing.json().total).toBe(1);
  });

  it('gives an alias back: the category answers at it again and it stops redirecting', async () => {
    const res = await update('fektarcsa', { alias: 'fektarcsa' });
    expect(res.json().item).toMatchObject({ alias: 'fektarcsa', oldAliases: ['fektarcsak'] });
    expect((await t.app.inject({ method: 'GET', url: '/alkatresz-kereso/fektarcsa/' })).statusCode).toBe(200);
  });

  it('refuses a taken, reserved or malformed alias and changes nothing', async () => {
    expect((await update('fekbetet', { alias: 'bukosisak' })).statusCode).toBe(409);
    expect((await update('bukosisak', { alias: 'fektarcsak' })).statusCode).toBe(409);
    expect((await update('fekbetet', { alias: 'termek' })).statusCode).toBe(400);
    expect((await update('fekbetet', { alias: 'Rossz Alias' })).statusCode).toBe(400);
    expect((await call(t, 'GET', `/api/admin/categories/${ids.fekbetet}`, { cookie })).json().item.alias).toBe('fekbetet');
  });

  it('hides a category: out of the menu and sub-category links, its page lists nothing, shown again when unhidden', async () => {
    expect((await update('bukosisak', { hidden: true })).json().item.hidden).toBe(true);
    expect(await header()).not.toContain('bukosisak');
    const listing = await storefront('productsByAlias/bukosisak');
    expect(listing.json()).toMatchObject({ total: 0, products: [], category: null });
    const parent = (await storefront('productsByAlias/ruhazat-sisak')).json();
    expect(parent.categories).toEqual([]);
    await update('bukosisak', { hidden: false });
    expect(await header()).toContain('bukosisak');
  });

  it('moves a category under another parent with its products, and refuses a move under itself', async () => {
    const res = await update('fekbetet', { parentId: ids['ruhazat-sisak'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ depth: 2, path: '/ruhazat-sisak/fekbetet/' });
    const listing = (await storefront('productsByAlias/ruhazat-sisak')).json();
    expect(listing.total).toBe(2);
    expect((await update('fekrendszer', { parentId: ids.fektarcsa })).statusCode).toBe(400);
    expect((await update('alkatresz-kereso', { parentId: ids['ruhazat-sisak'] })).statusCode).toBe(400);
  });

  it('reorders the sub-categories of a parent, and wants every child exactly once', async () => {
    const parent = ids['ruhazat-sisak']!;
    const res = await call(t, 'POST', `/api/admin/categories/${parent}/reorder`, { cookie, payload: { ids: [ids.fekbetet, ids.bukosisak] } });
    expect(res.statusCode).toBe(200);
    const tree = (await call(t, 'GET', '/api/admin/categories', { cookie })).json().items.map((c: { alias: string }) => c.alias);
    expect(tree.indexOf('fekbetet')).toBeLessThan(tree.indexOf('bukosisak'));
    const bad = await call(t, 'POST', `/api/admin/categories/${parent}/reorder`, { cookie, payload: { ids: [ids.fekbetet] } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('brands in the back office', () => {
  it('lists brands with product counts, searches them and renames one: the brand page follows', async () => {
    const list = (await call(t, 'GET', '/api/admin/brands?sort=name&order=ASC', { cookie })).json();
    expect(list).toMatchObject({ total: 2, items: [{ alias: 'agv', name: 'AGV', productCount: 1 }, { alias: 'ebc', productCount: 2 }] });
    expect((await call(t, 'GET', '/api/admin/brands?q=eb', { cookie })).json().total).toBe(1);
    const ebc = list.items[1].id;
    await storefront('productsByBrand/ebc');
    const res = await call(t, 'POST', `/api/admin/brands/${ebc}`, { cookie, payload: { name: 'EBC Brakes' } });
    expect(res.json().item).toMatchObject({ alias: 'ebc', name: 'EBC Brakes' });
    const page = (await storefront('productsByBrand/ebc')).json();
    expect(page.category.name_hu).toBe('EBC Brakes');
    expect((await audit('brand')).items[0]).toMatchObject({ action: 'brand.update', before: { name: 'EBC' }, after: { name: 'EBC Brakes' } });
    expect((await call(t, 'POST', `/api/admin/brands/${ebc}`, { cookie, payload: { name: ' ' } })).statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/admin/brands/999999', { cookie })).statusCode).toBe(404);
  });

  it('adds a brand with an audit entry; refuses a taken alias and a bad one, changing nothing', async () => {
    const res = await call(t, 'POST', '/api/admin/brands', { cookie, payload: { name: ' Shoei ', alias: 'shoei' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ alias: 'shoei', name: 'Shoei', productCount: 0 });
    expect((await audit('brand')).items[0]).toMatchObject({ action: 'brand.create', entityId: String(res.json().item.id), after: { alias: 'shoei', name: 'Shoei' } });
    const taken = await call(t, 'POST', '/api/admin/brands', { cookie, payload: { name: 'Másik', alias: 'shoei' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ status: 0, error: 'conflict', message: 'Ez az azonosító már egy másik márkáé.' });
    expect((await call(t, 'POST', '/api/admin/brands', { cookie, payload: { name: 'X', alias: 'Nagy Betű' } })).statusCode).toBe(400);
    expect((await call(t, 'POST', '/api/admin/brands', { cookie, payload: { alias: 'nevtelen' } })).statusCode).toBe(400);
    const all = (await call(t, 'GET', '/api/admin/brands?perPage=100', { cookie })).json();
    expect(all.items.map((b: { alias: string }) => b.alias).sort()).toEqual(['agv', 'ebc', 'shoei']);
    expect(all.items.find((b: { alias: string }) => b.alias === 'shoei').name).toBe('Shoei');
  });
});

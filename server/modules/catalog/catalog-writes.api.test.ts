import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../db/client';
import { categoryTree, product, variant } from '../../test-support/catalog-fixture';
import { importBundle, testServices } from '../../test-support/import-bundle';
import { createTestDatabase } from '../../test-support/test-db';
import type { Services } from '../../services';
import { statisticsOutgrown } from './catalog-import';
import { analyzeCatalogue, countedProducts } from './catalog-import.repo';

let database: Database;
let services: Services;
beforeAll(async () => {
  database = await createTestDatabase();
  services = testServices(database.db);
  await importBundle(database.db, { categories: categoryTree() });
});
afterAll(() => database.close());

async function variantOf(cikkszam: string) {
  const [row] = await queryRows<{ id: number; price: number; prev_price: number | null; stock: number; name_hu: string }>(database.db,
    sql`select id, price, prev_price, stock, name_hu from variants where cikkszam = ${cikkszam}`);
  return row!;
}
const productOf = async (alias: string) => (await queryRows<{ min_price: number; prev_price: number | null; on_sale: boolean }>(database.db,
  sql`select min_price, prev_price, on_sale from products where alias = ${alias}`))[0]!;

describe('setVariantPrice: the previous price follows the 30-day rule from the stored history', () => {
  it('raised, lowered, lowered again and restored: the struck price a Hungarian inspector expects at each step', async () => {
    await importBundle(database.db, { products: [product({ alias: 'ar-termek', variants: [
      variant({ cikkszam: 'AR-1', name_hu: 'Fekete L', prices: [{ price: 10_000, from: '2026-01-01T00:00:00Z' }] })] })] });
    const { id } = await variantOf('AR-1');
    const set = (price: number, iso: string) => services.catalog.setVariantPrice({ variantId: id, price }, new Date(iso));

    // A rise is no reduction: nothing is struck through.
    expect(await set(12_000, '2026-03-01T00:00:00Z')).toMatchObject({ price: 12_000, prevPrice: null });
    // The reduction is compared with the lowest price of the 30 days before it (10 000 until 1 March), not the raised 12 000.
    expect(await set(9_000, '2026-03-10T00:00:00Z')).toMatchObject({ price: 9_000, prevPrice: 10_000 });
    expect(await productOf('ar-termek')).toEqual({ min_price: 9_000, prev_price: 10_000, on_sale: true });
    // Lowered again: the lowest of the 30 days before is now 9 000.
    expect(await set(8_000, '2026-03-20T00:00:00Z')).toMatchObject({ price: 8_000, prevPrice: 9_000 });
    // Restored: no reduction, no sale.
    expect(await set(12_000, '2026-04-01T00:00:00Z')).toMatchObject({ price: 12_000, prevPrice: null });
    expect(await productOf('ar-termek')).toEqual({ min_price: 12_000, prev_price: null, on_sale: false });

    const history = await queryRows<{ price: number }>(database.db, sql`select price from variant_prices where variant_id = ${id} order by valid_from`);
    expect(history.map((h) => h.price)).toEqual([10_000, 12_000, 9_000, 8_000, 12_000]);
    expect(await variantOf('AR-1')).toMatchObject({ stock: 5, name_hu: 'Fekete L' });
  });

  it('refuses a price that is not a positive whole forint amount, and an unknown variant', async () => {
    await expect(services.catalog.setVariantPrice({ variantId: 1, price: 0 })).rejects.toMatchObject({ code: 'bad_request' });
    await expect(services.catalog.setVariantPrice({ variantId: 999_999, price: 990 })).rejects.toMatchObject({ code: 'variant_not_found' });
  });

  it('takes the previous price from the stored history, never from what an import record implies', async () => {
    await importBundle(database.db, { products: [product({ alias: 'import-ar', variants: [variant({ cikkszam: 'IMP-1', prices: [
      { price: 15_990, from: '2026-01-01T00:00:00Z' }, { price: 11_990, from: '2026-10-05T00:00:00Z' },
      { price: 15_990, from: '2026-10-12T00:00:00Z' }, { price: 9_990, from: '2026-10-25T00:00:00Z' }] })] })] });
    expect(await variantOf('IMP-1')).toMatchObject({ price: 9_990, prev_price: 11_990 });
    // A later import carrying only today's regular price keeps the stored history: the sale ends, the record adds a point.
    await importBundle(database.db, { products: [product({ alias: 'import-ar', variants: [variant({ cikkszam: 'IMP-1', prices: [
      { price: 15_990, from: '2026-11-20T00:00:00Z' }] })] })] });
    expect(await variantOf('IMP-1')).toMatchObject({ price: 15_990, prev_price: null });
  });
});

describe('stock has one owner: takeStock, returnStock, setStock', () => {
  it('takes every line or none, and returns and sets stock', async () => {
    await importBundle(database.db, { products: [product({ alias: 'keszlet', variants: [
      variant({ cikkszam: 'K-1', stock: 3 }), variant({ cikkszam: 'K-2', stock: 1 })] })] });
    const [a, b] = [await variantOf('K-1'), await variantOf('K-2')];
    await expect(services.catalog.takeStock([{ variantId: a.id, quantity: 2 }, { variantId: b.id, quantity: 2 }]))
      .rejects.toMatchObject({ code: 'not_enough_stock', details: { variantId: b.id } });
    expect([(await variantOf('K-1')).stock, (await variantOf('K-2')).stock]).toEqual([3, 1]);

    await services.catalog.takeStock([{ variantId: b.id, quantity: 1 }, { variantId: a.id, quantity: 2 }]);
    expect([(await variantOf('K-1')).stock, (await variantOf('K-2')).stock]).toEqual([1, 0]);
    await services.catalog.returnStock([{ variantId: a.id, quantity: 2 }]);
    expect((await variantOf('K-1')).stock).toBe(3);
    await services.catalog.setStock({ variantId: b.id, stock: 7 });
    expect((await variantOf('K-2')).stock).toBe(7);
    await expect(services.catalog.setStock({ variantId: b.id, stock: -1 })).rejects.toMatchObject({ code: 'bad_request' });
  });
});

describe('importProducts', () => {
  it('refreshes the planner statistics once an import has grown the catalogue by a fifth (and 10,000 products)', async () => {
    expect(statisticsOutgrown(9_999, 0)).toBe(false);
    expect(statisticsOutgrown(10_000, 0)).toBe(true);
    expect(statisticsOutgrown(100_000, 600_000)).toBe(false);
    expect(statisticsOutgrown(120_000, 600_000)).toBe(true);
    // The statement the import runs, on this database: the products it counts afterwards are the table's.
    await analyzeCatalogue(database.db);
    const { n } = (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from products`))[0]!;
    expect(n).toBeGreaterThan(0);
    expect(await countedProducts(database.db)).toBe(n);
  });

  it('rejects bad records with reasons and writes the rest', async () => {
    const result = await services.catalog.importProducts([
      product({ alias: 'jo-termek' }),
      product({ alias: 'Rossz Alias' }),
      product({ alias: 'ismeretlen-kategoria', categoryAlias: 'nincs-ilyen' }),
      product({ alias: 'rossz-ar', variants: [variant({ prices: [{ price: -5, from: '2026-01-01T00:00:00Z' }] })] }),
      product({ alias: 'jo-termek' }),
    ]);
    expect(result.written).toBe(1);
    expect(result.rejected.map((r) => [r.index, r.record])).toEqual([
      [1, 'product Rossz Alias'], [3, 'product rossz-ar'], [4, 'product jo-termek'], [2, 'product ismeretlen-kategoria'],
    ]);
    expect(result.rejected.find((r) => r.index === 2)!.reason).toMatch(/unknown category nincs-ilyen/);
  });

  it('writes nothing for a record that repeats what is stored, and only what changed for one that does not', async () => {
    const record = product({ alias: 'ismetelt', cikkszam: 'ISM-0', variants: [
      variant({ cikkszam: 'ISM-1', props: { 'Méret': 'M' } }), variant({ cikkszam: 'ISM-2', props: { 'Kiszerelés': '4 l' } })] });
    await services.catalog.importProducts([record]);
    const versions = async () => queryRows<{ row: string; xmin: string; updated_at: string }>(database.db, sql`
      select 'product' as row, p.xmin::text, p.updated_at::text from products p where p.alias = 'ismetelt'
      union all select v.cikkszam, v.xmin::text, '' from variants v where v.cikkszam like 'ISM-%'
      union all select 'price ' || v.cikkszam, vp.xmin::text, '' from variant_prices vp join variants v on v.id = vp.variant_id
        where v.cikkszam like 'ISM-%' order by 1`);
    const before = await versions();
    expect(before.map((v) => v.row)).toEqual(['ISM-1', 'ISM-2', 'price ISM-1', 'price ISM-2', 'product']);

    expect(await services.catalog.importProducts([record])).toEqual({ written: 1, rejected: [] });
    expect(await versions()).toEqual(before);

    // One variant's stock and the product's name change: those rows are written, the others keep their versions.
    const changed = { ...record, fullname_hu: 'Megismételt termék', variants: [record.variants[0]!, { ...record.variants[1]!, stock: 0 }] };
    await services.catalog.importProducts([changed]);
    const after = new Map((await versions()).map((v) => [v.row, v]));
    const was = new Map(before.map((v) => [v.row, v]));
    expect(after.get('ISM-1')).toEqual(was.get('ISM-1'));
    expect(after.get('price ISM-2')).toEqual(was.get('price ISM-2'));
    expect(after.get('ISM-2')!.xmin).not.toBe(was.get('ISM-2')!.xmin);
    expect((await variantOf('ISM-2')).stock).toBe(0);
    expect(after.get('product')!.updated_at).not.toBe(was.get('product')!.updated_at);
    const [named] = await queryRows<{ fullname_hu: string }>(database.db, sql`select fullname_hu from products where alias = 'ismetelt'`);
    expect(named!.fullname_hu).toBe('Megismételt termék');
  });

  it('sanitizes descriptions on the way in', async () => {
    await importBundle(database.db, { products: [product({ alias: 'html-termek', content_hu: '<p>Jó</p><script>alert(1)</script>' })] });
    const [row] = await queryRows<{ content_hu: string }>(database.db, sql`select content_hu from products where alias = 'html-termek'`);
    expect(row!.content_hu).toBe('<p>Jó</p>');
  });
});

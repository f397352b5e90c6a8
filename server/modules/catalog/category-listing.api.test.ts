import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database, type DbOrTx } from '../../db/client';
import { product, variant } from '../../test-support/catalog-fixture';
import { catalogTestDatabase, importBundle } from '../../test-support/import-bundle';
import type { Services } from '../../services';

let database: Database;
let catalog: Services['catalog'];
const price = (p: number) => [{ price: p, from: '2026-01-01T00:00:00Z' }];

beforeAll(async () => {
  ({ database, catalog } = await catalogTestDatabase());
  await importBundle(database.db, { products: [
    product({ alias: 'anna', fullname_en: 'Anna pads', categoryAlias: 'fekbetet', variants: [variant({ cikkszam: 'KL-A', prices: price(3000) })] }),
    product({ alias: 'bela', fullname_en: 'Bela pads', categoryAlias: 'fekbetet', variants: [variant({ prices: price(1000) })] }),
    product({ alias: 'cili', fullname_en: 'Cili disc', categoryAlias: 'fektarcsa', variants: [variant({ prices: price(2000) })] }),
  ] });
});
afterAll(() => database.close());

/** What a visitor sees of a category: the products in order, the total and the sub-category counts. */
async function shown(alias: string, sort: { field: 'fullname_en' | 'start_price_curr_hu'; direction: 'asc' | 'desc' }) {
  const answer = await catalog.productsByAlias(alias, { range: { start: 0, end: 50 }, sort });
  return { products: answer.products.map((p) => p.alias), total: answer.total, sub: answer.categories.map((c) => [c.alias, c.productCount]) };
}
const byPrice = { field: 'start_price_curr_hu', direction: 'asc' } as const;
const byNameDesc = { field: 'fullname_en', direction: 'desc' } as const;

/** The maintained entries, counts and search flags against their definition recomputed from products: [] when they agree. */
async function drift(): Promise<unknown[]> {
  const entries = await queryRows(database.db, sql`
    with recursive up(category_id, ancestor_id) as (
      select id, id from categories union all
      select up.category_id, c.parent_id from up join categories c on c.id = up.ancestor_id where c.parent_id is not null),
    expected as (select up.ancestor_id as category_id, p.id as product_id, p.fullname_en, p.min_price,
        not exists (select 1 from variants v where v.product_id = p.id and v.active and v.stock > 0) as sold_out
      from products p join up on up.category_id = p.category_id where p.active)
    (select 'missing' as kind, * from expected except select 'missing', * from listing_entries)
    union all (select 'extra', * from listing_entries except select 'extra', * from expected)`);
  const counts = await queryRows<{ alias: string; kept: number; real: number }>(database.db, sql`
    select c.alias, coalesce(n.products, 0) as kept, (select count(*)::int from products p where p.category_id = c.id and p.active) as real
    from categories c left join category_counts n on n.category_id = c.id`);
  // A search orders by search_documents.sold_out (decision 0032): it must say what the variants say.
  const searchSoldOut = await queryRows(database.db, sql`
    select 'search sold_out' as kind, d.product_id, d.sold_out from search_documents d
    where d.sold_out is distinct from not exists (select 1 from variants v where v.product_id = d.product_id and v.active and v.stock > 0)`);
  return [...entries, ...counts.filter((c) => c.kept !== c.real), ...searchSoldOut, ...await summaryDrift(database.db)];
}

/**
 * Every product's variant summary (decision 0034) against what the cards computed from the variants before
 * it was kept: in stock, pieces, the cheapest active pack by price then id. [] when they agree.
 */
function summaryDrift(db: DbOrTx): Promise<unknown[]> {
  return queryRows(db, sql`
    select 'variant summary' as kind, p.id from products p
    left join product_variant_summary s on s.product_id = p.id
    left join lateral (select v.pack_amount, v.pack_unit, v.price from variants v
      where v.product_id = p.id and v.active and v.pack_unit is not null order by v.price, v.id limit 1) pack on true
    where (coalesce(s.in_stock, false), coalesce(s.stock, 0), s.pack_amount, s.pack_unit, s.pack_price) is distinct from (
      coalesce((select bool_or(v.stock > 0) from variants v where v.product_id = p.id and v.active), false),
      coalesce((select sum(v.stock) from variants v where v.product_id = p.id and v.active), 0)::int,
      pack.pack_amount, pack.pack_unit, pack.price)`);
}

describe('category listings stay right after every kind of catalogue write', () => {
  it('lists what the import wrote, in both orders, with the sub-category counts', async () => {
    expect(await shown('fekrendszer', byPrice)).toEqual({ products: ['bela', 'cili', 'anna'], total: 3, sub: [['fekbetet', 2], ['fektarcsa', 1]] });
    expect(await shown('alkatresz-kereso', byNameDesc)).toMatchObject({ products: ['cili', 'bela', 'anna'], total: 3 });
    expect(await drift()).toEqual([]);
  });

  it('follows a price change, a rename and a stock change', async () => {
    const [anna] = await queryRows<{ id: number }>(database.db, sql`select id from variants where cikkszam = 'KL-A'`);
    await catalog.updateVariant({ id: anna!.id, price: 500, stock: 0 });
    const bela = (await queryRows<{ id: number }>(database.db, sql`select id from products where alias = 'bela'`))[0]!;
    await catalog.updateProduct({ id: bela.id, fullname_en: 'Zeta pads' });
    // Anna is now the cheapest, but sold out: after the buyable Bela in every order.
    expect(await shown('fekbetet', byPrice)).toMatchObject({ products: ['bela', 'anna'] });
    expect(await shown('fekbetet', { ...byPrice, direction: 'desc' })).toMatchObject({ products: ['bela', 'anna'] });
    expect(await shown('fekbetet', byNameDesc)).toMatchObject({ products: ['bela', 'anna'] });
    expect(await drift()).toEqual([]);
    await catalog.updateVariant({ id: anna!.id, stock: 2 });
    expect(await shown('fekbetet', byPrice)).toMatchObject({ products: ['anna', 'bela'] });
    expect(await drift()).toEqual([]);
  });

  it('follows a product moved to another category, deactivated and created', async () => {
    const [cili] = await queryRows<{ id: number }>(database.db, sql`select id from products where alias = 'cili'`);
    await catalog.updateProduct({ id: cili!.id, categoryAlias: 'bukosisak' });
    expect(await shown('fekrendszer', byPrice)).toMatchObject({ total: 2, sub: [['fekbetet', 2]] });
    expect(await shown('ruhazat-sisak', byPrice)).toMatchObject({ products: ['cili'], total: 1, sub: [['bukosisak', 1]] });
    await catalog.updateProduct({ id: cili!.id, active: false });
    expect(await shown('ruhazat-sisak', byPrice)).toMatchObject({ products: [], total: 0, sub: [] });
    await catalog.createProduct({ alias: 'dora', cikkszam: 'KL-D', fullname_hu: 'Dóra', fullname_en: 'Dora disc', content_hu: '', content_en: '',
      categoryAlias: 'fektarcsa', brandAlias: null, images: [], downloads: [], active: true });
    expect(await shown('fekrendszer', byPrice)).toMatchObject({ total: 3, sub: [['fekbetet', 2], ['fektarcsa', 1]] });
    expect(await drift()).toEqual([]);
  });

  it('follows an import that sells a product out and back in, in search order too', async () => {
    const anna = (stock: number) => product({
      alias: 'anna', fullname_en: 'Anna pads', categoryAlias: 'fekbetet', variants: [variant({ cikkszam: 'KL-A', prices: price(500), stock })],
    });
    const searched = async () => (await catalog.productsByAlias('kereses', { range: { start: 0, end: 50 }, searchText: 'pads' })).products.map((p) => p.alias);
    await importBundle(database.db, { products: [anna(0)] });
    catalog.invalidate();
    expect(await searched()).toEqual(['bela', 'anna']);
    expect(await drift()).toEqual([]);
    await importBundle(database.db, { products: [anna(2)] });
    catalog.invalidate();
    expect(await searched()).toEqual(['anna', 'bela']);
    expect(await drift()).toEqual([]);
  });

  it('keeps each card’s stock and cheapest pack as variants are repriced, deactivated, created, moved and deleted', async () => {
    const oil = (over: object = {}) => product({ alias: 'olaj', fullname_en: 'Olaj oil', categoryAlias: 'fektarcsa', variants: [
      variant({ cikkszam: 'OL-4', props: { 'Kiszerelés': '4 l' }, prices: price(8000), stock: 0 }),
      variant({ cikkszam: 'OL-1', props: { 'Kiszerelés': '1 l' }, prices: price(2500), stock: 3 }),
    ], ...over });
    await importBundle(database.db, { products: [oil()] });
    const card = async () => {
      catalog.invalidate();
      const answer = await catalog.productsByAlias('fektarcsa', { range: { start: 0, end: 50 }, sort: byPrice });
      const { inStock, fewLeft, unitPrice } = answer.products.find((p) => p.alias === 'olaj')!;
      return { inStock, fewLeft, unitPrice };
    };
    expect(await card()).toEqual({ inStock: true, fewLeft: true, unitPrice: { price: 2500, unit: 'l' } });
    const variantId = async (cikkszam: string) => (await queryRows<{ id: number }>(database.db, sql`select id from variants where cikkszam = ${cikkszam}`))[0]!.id;
    const [four, one] = [await variantId('OL-4'), await variantId('OL-1')];
    // The 4 l can becomes the cheaper pack, then the only active one, then stock arrives and the 1 l is back.
    await catalog.updateVariant({ id: four, price: 2000 });
    expect(await card()).toEqual({ inStock: true, fewLeft: true, unitPrice: { price: 500, unit: 'l' } });
    await catalog.updateVariant({ id: one, active: false });
    expect(await card()).toEqual({ inStock: false, fewLeft: false, unitPrice: { price: 500, unit: 'l' } });
    expect(await drift()).toEqual([]);
    await catalog.updateVariant({ id: four, stock: 10 });
    await catalog.updateVariant({ id: one, active: true });
    const olaj = (await queryRows<{ id: number }>(database.db, sql`select id from products where alias = 'olaj'`))[0]!.id;
    await catalog.createVariant({ productId: olaj, cikkszam: 'OL-X', name_hu: 'X', name_en: 'X', props: {}, price: 100, stock: 7, active: true });
    expect(await card()).toMatchObject({ inStock: true, fewLeft: false });
    expect(await drift()).toEqual([]);
    // A variant moved to another product, and one deleted, change both products' cards.
    const anna = (await queryRows<{ id: number }>(database.db, sql`select id from products where alias = 'anna'`))[0]!.id;
    await queryRows(database.db, sql`update variants set product_id = ${anna} where cikkszam = 'OL-X'`);
    await queryRows(database.db, sql`delete from variants where cikkszam = 'OL-1'`);
    expect(await drift()).toEqual([]);
    // An import that sells the oil out and rewrites its pack (5 l at the current 2 000 Ft: the import's
    // price point is older than the back office's), then the oil taken off sale.
    await importBundle(database.db, { products: [oil({ variants: [variant({ cikkszam: 'OL-4', props: { 'Kiszerelés': '5 l' }, prices: price(9000), stock: 0 })] })] });
    expect(await card()).toEqual({ inStock: false, fewLeft: false, unitPrice: { price: 400, unit: 'l' } });
    expect(await drift()).toEqual([]);
    await catalog.updateProduct({ id: olaj, active: false });
    expect(await drift()).toEqual([]);
  });

  it('would show stale stock without the summary’s trigger: the drift check sees it', async () => {
    await expect(database.db.transaction(async (tx) => {
      await queryRows(tx, sql`alter table variants disable trigger variants_summary_update`);
      await queryRows(tx, sql`update variants set stock = stock + 1 where cikkszam = 'KL-A'`);
      expect(await summaryDrift(tx)).toHaveLength(1);
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    expect(await drift()).toEqual([]);
  });

  it('follows a category moved under another parent, with everything below it', async () => {
    await catalog.updateCategory({ alias: 'fekbetet', parentAlias: 'ruhazat-sisak' });
    expect(await shown('ruhazat-sisak', byPrice)).toMatchObject({ products: ['anna', 'bela'], total: 2, sub: [['fekbetet', 2]] });
    expect(await shown('alkatresz-kereso', byPrice)).toMatchObject({ products: ['dora'], total: 1 });
    expect(await drift()).toEqual([]);
  });
});

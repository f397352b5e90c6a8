import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../db/client';
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
  return [...entries, ...counts.filter((c) => c.kept !== c.real), ...searchSoldOut];
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

  it('follows a category moved under another parent, with everything below it', async () => {
    await catalog.updateCategory({ alias: 'fekbetet', parentAlias: 'ruhazat-sisak' });
    expect(await shown('ruhazat-sisak', byPrice)).toMatchObject({ products: ['anna', 'bela'], total: 2, sub: [['fekbetet', 2]] });
    expect(await shown('alkatresz-kereso', byPrice)).toMatchObject({ products: ['dora'], total: 1 });
    expect(await drift()).toEqual([]);
  });
});

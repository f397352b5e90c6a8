import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductsRequest } from '../../../contract/catalog';
import { queryRows } from '../../db/client';
import { importBundle } from '../../test-support/import-bundle';
import { categoryTree, product, variant } from '../../test-support/catalog-fixture';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { listCategoryNodes } from './catalog.repo';
import { buildCategoryIndex } from './category-index';
import { facetIndexSource, type FacetIndexSource } from './facet-index-source';
import { facetRevision, loadFacetIndex } from './facet-index.repo';
import { partsByCategory } from './fit-counts';
import { fitCountsFromDocuments } from './fit-counts.repo';
import { normaliseListingRequest } from './listing-request';
import { cardStore } from './card-store';
import { readRevisions } from './catalogue-revisions.repo';
import { brandScope, categoryScope, runListing } from './listing.service';
import type { SearchPlan } from './search.repo';

let t: TestApp;

/** A small deterministic generator (no Math.random), so a failure names a request that fails every time. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}
const random = seeded(27);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const SIZES = ['S', 'M', 'L', 'XL', '42', '43'];
const COLOURS = ['fekete', 'fehér', 'piros', 'Kék'];
// Names that only PostgreSQL's collation orders: case, accents, spaces, digits, and equal names (ties by id).
const NAMES = ['Ádám sisak', 'adam sisak', 'Adam Sisak', 'Zeta', 'éles tárcsa', 'Eles tarcsa', 'Ball 10', 'Ball 9', 'ball-9', 'Ötös'];
const BRANDS = [null, 'shoei', 'hjc', 'ebc', 'motul'];
const LEAVES = ['bukosisak', 'fekbetet', 'fektarcsa'];
/** Motorcycle types: 103 is fitted by no product. */
const TYPES = [101, 102, 103];

function generated(i: number) {
  const price = pick([5990, 9990, 19990, 29990, 49990]);
  const prices = random() < 0.3
    ? [{ price: price + 5000, from: '2026-01-01T00:00:00Z' }, { price, from: '2026-10-20T00:00:00Z' }]
    : [{ price, from: '2026-01-01T00:00:00Z' }];
  const variants = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
    const props: Record<string, string> = {};
    if (random() < 0.6) props['Méret'] = pick(SIZES);
    if (random() < 0.5) props['Szín'] = pick(COLOURS);
    const bikes = TYPES.slice(0, 2).filter(() => random() < 0.4);
    return variant({ props, stock: random() < 0.35 ? 0 : Math.floor(random() * 6), prices, bikes });
  });
  return product({
    alias: `index-${i}`, fullname_en: pick(NAMES), categoryAlias: pick(LEAVES), brandAlias: pick(BRANDS),
    lastPieces: random() < 0.2, variants,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await importBundle(t.database.db, {
    categories: categoryTree(),
    brands: [{ alias: 'shoei', name: 'Shoei' }, { alias: 'hjc', name: 'HJC' }, { alias: 'ebc', name: 'EBC' },
      { alias: 'motul', name: 'Motul' }, { alias: 'ures', name: 'Üres márka' }],
    manufacturers: [{ id: 1, name: 'Honda' }],
    constructions: [{ id: 1, name: 'Sport' }],
    motorcycleTypes: TYPES.map((id) => ({ id, manufacturerId: 1, constructionId: 1, name: `CBR ${id}`, capacity: 600, yearFrom: 2007, yearTo: 2012, img: '' })),
    products: Array.from({ length: 160 }, (_, i) => generated(i)),
  });
});
afterAll(() => t.close());

/** A search text names motorcycle types alone ('honda'): listed as by motorcycle, so from the index too. */
const MOTORCYCLES_ONLY: SearchPlan = { words: [], itemPrefix: null, brandIds: [], bikeTypes: [101, 103, 102], bikeMakes: null, categoryRanks: new Map() };
const SEARCHING = { plan: async () => MOTORCYCLES_ONLY, relax: async () => null };

async function listing(alias: string, body: ProductsRequest, source: FacetIndexSource | null, brandPage = false) {
  const categories = buildCategoryIndex(await listCategoryNodes(t.database.db));
  const scope = brandPage ? await brandScope(t.database.db, alias) : categoryScope(alias, categories);
  // A refusal (a start past the total) is an answer to compare too.
  return runListing(t.database.db, scope, normaliseListingRequest(body), categories, SEARCHING, { facetIndex: source, cards: cardStore(100), revisions: () => readRevisions(t.database.db) })
    .catch((error: unknown) => ({ refused: String(error) }));
}

function requests(): [string, ProductsRequest, boolean][] {
  const sorts = [undefined, ...(['fullname_en', 'start_price_curr_hu'] as const).flatMap((field) =>
    (['asc', 'desc'] as const).map((direction) => ({ field, direction })))];
  const filters: NonNullable<ProductsRequest['filters']>[] = [
    {}, { inStock: true }, { brand: ['shoei'] }, { brand: ['shoei', 'hjc'], inStock: true }, { brand: ['ures'] },
    { brand: ['nincs-ilyen'] }, { size: ['L'] }, { size: ['M', '42'], colour: ['fekete'] }, { colour: ['fehér', 'Kék'], inStock: true },
    { priceMax: 19990 }, { priceMin: 9990, priceMax: 29990, brand: ['ebc'] }, { size: ['XL'], brand: ['hjc'], priceMin: 20000 },
  ];
  const ranges = [{ start: 0, end: 16 }, { start: 3, end: 9 }, { start: 0, end: 100 }];
  const aliases: [string, boolean][] = [['alkatresz-kereso', false], ['ruhazat-sisak', false], ['bukosisak', false],
    ['fekbetet', false], ['akciok', false], ['utolso-darabok', false], ['shoei', true], ['ebc', true], ['kereses', false]];
  const all: [string, ProductsRequest, boolean][] = [];
  for (const [alias, brandPage] of aliases) {
    for (const [f, chosen] of filters.entries()) {
      const sort = sorts[f % sorts.length];
      const range = ranges[f % ranges.length]!;
      // The search page lists only with a search text: here one that names motorcycles alone.
      const searchText = alias === 'kereses' ? { searchText: 'honda' } : {};
      all.push([alias, { filters: chosen, facets: true, range, ...searchText, ...(sort ? { sort } : {}) }, brandPage]);
      all.push([alias, { filters: chosen, akcios: f % 2 === 0, utolso: f % 3 === 0, range: ranges[(f + 1) % ranges.length]!, ...searchText,
        ...(sorts[(f + 2) % sorts.length] ? { sort: sorts[(f + 2) % sorts.length]! } : {}) }, brandPage]);
      // Listings by motorcycle, with and without facets: every type, the one nothing fits among them.
      all.push([alias, { filters: chosen, facets: f % 2 === 1, bike: TYPES[f % TYPES.length]!, range: ranges[(f + 2) % ranges.length]!, ...searchText,
        ...(sorts[(f + 1) % sorts.length] ? { sort: sorts[(f + 1) % sorts.length]! } : {}) }, brandPage]);
    }
  }
  // Categories listed whole (no filter, flag, motorcycle or counts): pages of the subtree's kept orders.
  for (const alias of ['alkatresz-kereso', 'ruhazat-sisak', 'bukosisak', 'fekbetet']) {
    for (const sort of sorts) {
      for (const range of [...ranges, { start: 20, end: 36 }]) all.push([alias, { range, ...(sort ? { sort } : {}) }, false]);
    }
  }
  return all;
}

describe('the in-memory facet index (decision 0027, addendum of session 6)', () => {
  it('answers every listing, count and facet exactly as SQL does', async () => {
    const index = await loadFacetIndex(t.database.db);
    expect(index.size).toBe(160);
    const loaded: FacetIndexSource = { latest: () => index, seen: () => { throw new Error('the index is at the database\'s revision'); } };
    let compared = 0;
    for (const [alias, body, brandPage] of requests()) {
      const fromSql = await listing(alias, body, null, brandPage);
      const fromIndex = await listing(alias, body, loaded, brandPage);
      expect({ alias, body, answer: fromIndex }).toEqual({ alias, body, answer: fromSql });
      if ('total' in fromSql && fromSql.total > 0) compared++;
    }
    // The comparison is worth something only if most requests list something.
    expect(compared).toBeGreaterThan(200);
    // 500-odd requests asked twice: 14–25 s alone, more beside the rest of the suite.
  }, 120_000);

  it('counts a motorcycle model\'s parts per category and type as SQL does, and only at the database\'s revision', async () => {
    const db = t.database.db;
    const index = await loadFacetIndex(db);
    const loaded: FacetIndexSource = { latest: () => index, seen: () => { throw new Error('the index is at the database\'s revision'); } };
    for (const types of [[101], [102], [101, 102], [102, 101, 103, 102], [103]]) {
      expect({ types, rows: await partsByCategory(db, loaded, types) }).toEqual({ types, rows: await fitCountsFromDocuments(db, types) });
    }
    expect((await fitCountsFromDocuments(db, [101, 102])).length).toBeGreaterThan(3);
    // An index of another revision is not used, and the source hears which revision the database is at.
    const seen: (number | null)[] = [];
    const stale: FacetIndexSource = { latest: () => ({ ...index, revision: -1 }), seen: (revision) => { seen.push(revision); } };
    expect(await partsByCategory(db, stale, [101, 102])).toEqual(await fitCountsFromDocuments(db, [101, 102]));
    expect(await partsByCategory(db, stale, [103])).toEqual([]);
    expect(seen).toEqual([index.revision, index.revision]);
  });

  it('reads the same index in chunks of a few rows as in one', async () => {
    const whole = await loadFacetIndex(t.database.db);
    const chunked = await loadFacetIndex(t.database.db, 7);
    expect(chunked).toEqual(whole);
    // In price order by (min_price, id), as SQL sorts a listing by price.
    const prices = Array.from(whole.byPrice, (row) => [whole.minPrice[row]!, whole.productId[row]!] as const);
    expect(prices).toEqual([...prices].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
  });

  it('is used only at the database\'s revision, which every write that changes what it holds bumps at commit', async () => {
    const db = t.database.db;
    const source = facetIndexSource(db);
    const currentIndex = async () => {
      // The index is read in the background: on a loaded machine (the whole suite beside it) that took over a second.
      for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
        const revision = await facetRevision(db);
        source.seen(revision);
        const index = source.latest();
        if (index && index.revision === revision) return index;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error('the facet index never became current');
    };
    const sameAsSql = async (alias: string, body: ProductsRequest) =>
      expect(await listing(alias, body, source)).toEqual(await listing(alias, body, null));
    const first = await currentIndex();
    const revision = Number(await facetRevision(db));
    expect(first.revision).toBe(revision);

    // A description is not in the index: no new revision.
    await queryRows(db, sql`update products set content_hu = '<p>Más</p>' where alias = 'index-1'`);
    expect(await facetRevision(db)).toBe(revision);

    // A product sold out: a new revision, and the index read before it is not used for the answer.
    const [sold] = await queryRows<{ alias: string }>(db, sql`
      select c.alias from products p join categories c on c.id = p.category_id where p.alias = 'index-2'`);
    const inStock = { filters: { inStock: true }, facets: true, range: { start: 0, end: 100 } };
    const before = await listing(sold!.alias, inStock, null);
    await queryRows(db, sql`update variants set stock = 0 where product_id = (select id from products where alias = 'index-2')`);
    expect(await facetRevision(db)).toBeGreaterThan(revision);
    expect(source.latest()).toBe(first);
    const after = await listing(sold!.alias, inStock, source);
    expect(after).toEqual(await listing(sold!.alias, inStock, null));
    expect(after).not.toEqual(before);

    // A rename and a brand's new name are read into the next index.
    await queryRows(db, sql`update products set fullname_en = 'Aaa first' where alias = 'index-3'`);
    await queryRows(db, sql`update brands set name = 'Shoei Helmets' where alias = 'shoei'`);
    const renamed = await currentIndex();
    expect(renamed.productId[0]).toBe((await queryRows<{ id: number }>(db, sql`select id from products where alias = 'index-3'`))[0]!.id);
    expect([...renamed.brands.values()].map((b) => b.name)).toContain('Shoei Helmets');
    await sameAsSql('alkatresz-kereso', { facets: true, filters: { brand: ['shoei', 'ebc'] } });

    // A product's fitment written or removed: a new revision, and the listing by motorcycle follows it.
    const byBike = { bike: 103, facets: true, range: { start: 0, end: 100 } };
    const [part] = await queryRows<{ alias: string }>(db, sql`select p.alias from products p join categories c on c.id = p.category_id
      where c.alias = 'fekbetet' and p.active order by p.id limit 1`);
    const unfitted = Number(await facetRevision(db));
    await queryRows(db, sql`insert into variant_bikes (variant_id, type_id)
      select min(v.id), 103 from variants v join products p on p.id = v.product_id where p.alias = ${part!.alias} and v.active`);
    expect(await facetRevision(db)).toBe(unfitted + 1);
    await currentIndex();
    expect(await listing('alkatresz-kereso', byBike, source)).toMatchObject({ total: 1, products: [{ alias: part!.alias }] });
    await sameAsSql('alkatresz-kereso', byBike);
    await queryRows(db, sql`delete from variant_bikes where type_id = 103`);
    expect(await facetRevision(db)).toBe(unfitted + 2);
    await currentIndex();
    expect(await listing('alkatresz-kereso', byBike, source)).toMatchObject({ total: 0 });
    // A category renamed rewrites its products' search documents, but not their fitment: no new revision.
    await queryRows(db, sql`update categories set name_hu = 'Fékbetétek' where alias = 'fekbetet'`);
    expect(await facetRevision(db)).toBe(unfitted + 2);

    // One transaction of many rows bumps the revision once.
    const once = Number(await facetRevision(db));
    await queryRows(db, sql`update products set min_price = min_price + 1 where category_id = (select id from categories where alias = 'fekbetet')`);
    expect(await facetRevision(db)).toBe(once + 1);

    // A rolled-back change bumps nothing.
    const untouched = Number(await facetRevision(db));
    await db.transaction(async (tx) => {
      await queryRows(tx, sql`update brands set name = 'Visszavont' where alias = 'hjc'`);
      tx.rollback();
    }).catch(() => {});
    expect(await facetRevision(db)).toBe(untouched);

    // Without its revision row (a database restored in part) no index is current, so SQL answers.
    await currentIndex();
    await queryRows(db, sql`delete from facet_revision`);
    await sameAsSql('fekbetet', { facets: true, filters: { inStock: true } });
  });
});

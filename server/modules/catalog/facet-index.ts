import type { FacetFilter } from './facet-filter';
import type { FacetRow } from './facet-options';

/** One active product as `product_facets` holds it, with its brand's alias and name (facet-index.repo.ts). */
export interface FacetIndexRow {
  product_id: number;
  category_id: number;
  brand_id: number | null;
  brand_alias: string | null;
  brand_name: string | null;
  min_price: number;
  on_sale: boolean;
  last_pieces: boolean;
  in_stock: boolean;
  sizes: string[];
  colours: string[];
}

/** What a listing is narrowed to before the visitor's choices: category subtree, brand page, akciok, last pieces. */
export interface IndexScope {
  categoryIds: readonly number[] | null;
  brandId: number | null;
  onSale: boolean;
  lastPieces: boolean;
}

export type IndexOrder = { field: 'fullname_en' | 'start_price_curr_hu'; direction: 'asc' | 'desc' };

/**
 * Every active product's facet row in process memory, in PostgreSQL's own name order (the rows arrive
 * sorted by `fullname_en, product_id`, so a row's position is its name rank and no JavaScript collation is
 * involved). Read at one revision of `facet_revision`; used only while that is still the database's.
 */
export interface FacetIndex {
  /** null: read without a revision row, so never current */
  revision: number | null;
  rows: readonly FacetIndexRow[];
  /** row positions by (min_price, product_id) */
  byPrice: Int32Array;
  brandIds: ReadonlyMap<string, number>;
  brands: ReadonlyMap<number, { alias: string; name: string }>;
}

export function buildFacetIndex(revision: number | null, rows: FacetIndexRow[]): FacetIndex {
  const byPrice = Int32Array.from(rows.keys())
    .sort((a, b) => rows[a]!.min_price - rows[b]!.min_price || rows[a]!.product_id - rows[b]!.product_id);
  const brandIds = new Map<string, number>();
  const brands = new Map<number, { alias: string; name: string }>();
  for (const r of rows) {
    if (r.brand_id === null || r.brand_alias === null || r.brand_name === null) continue;
    brandIds.set(r.brand_alias, r.brand_id);
    brands.set(r.brand_id, { alias: r.brand_alias, name: r.brand_name });
  }
  return { revision, rows, byPrice, brandIds, brands };
}

/** Which of the chosen filters a row fails, as bits; a facet's count ignores its own bit. */
const BRAND = 1;
const SIZE = 2;
const COLOUR = 4;
const PRICE = 8;
const IN_STOCK = 16;
const ON_SALE = 32;

function failures(index: FacetIndex, chosen: FacetFilter) {
  // A chosen alias no product carries matches nothing, as `brand_id in (select … where alias = any(…))` does.
  const brands = new Set(chosen.brand.map((alias) => index.brandIds.get(alias) ?? -1));
  const sizes = new Set(chosen.size);
  const colours = new Set(chosen.colour);
  return (r: FacetIndexRow): number => (
    (chosen.brand.length > 0 && !(r.brand_id !== null && brands.has(r.brand_id)) ? BRAND : 0)
    | (chosen.size.length > 0 && !r.sizes.some((s) => sizes.has(s)) ? SIZE : 0)
    | (chosen.colour.length > 0 && !r.colours.some((c) => colours.has(c)) ? COLOUR : 0)
    | ((chosen.priceMin !== null && r.min_price < chosen.priceMin) || (chosen.priceMax !== null && r.min_price > chosen.priceMax) ? PRICE : 0)
    | (chosen.inStock && !r.in_stock ? IN_STOCK : 0)
    | (chosen.onSale && !r.on_sale ? ON_SALE : 0));
}

function inScope(scope: IndexScope) {
  const categories = scope.categoryIds ? new Set(scope.categoryIds) : null;
  return (r: FacetIndexRow) => (categories === null || categories.has(r.category_id))
    && (scope.brandId === null || r.brand_id === scope.brandId)
    && (!scope.onSale || r.on_sale) && (!scope.lastPieces || r.last_pieces);
}

export interface IndexAnswer {
  /** matching products per category, as `countByCategory` answers */
  counts: Map<number, number>;
  /** the page's product ids in the listing's order */
  pageIds: number[];
  /** each dimension's counts, as `facetCounts` reads them from SQL */
  facets: FacetRow[];
}

/**
 * The listing's counts, one page of ids and the facet counts in one pass over the index, with the same
 * meaning as the SQL of listing.repo.ts and facet-counts.repo.ts: a product is listed when it is in scope
 * and passes every chosen filter; a facet counts the products that pass every chosen filter but its own.
 */
export function queryFacetIndex(
  index: FacetIndex, scope: IndexScope, chosen: FacetFilter, order: IndexOrder, range: { start: number; end: number },
): IndexAnswer {
  const fails = failures(index, chosen);
  const scoped = inScope(scope);
  const listed = new Uint8Array(index.rows.length);
  const counts = new Map<number, number>();
  const brand = new Map<number, number>();
  const size = new Map<string, number>();
  const colour = new Map<string, number>();
  const price = { n: 0, min: Infinity, max: -Infinity };
  let onSale = 0;
  let inStock = 0;
  const add = <K>(m: Map<K, number>, k: K) => m.set(k, (m.get(k) ?? 0) + 1);
  index.rows.forEach((r, i) => {
    if (!scoped(r)) return;
    const failed = fails(r);
    // A row failing two filters is counted by neither facet; failing one, by that facet alone.
    if (failed & (failed - 1)) return;
    const passesBut = (bit: number) => (failed & ~bit) === 0;
    if (failed === 0) {
      listed[i] = 1;
      add(counts, r.category_id);
    }
    // Brand choices are joined to brands, as in SQL: a product without a brand counts for none.
    if (passesBut(BRAND) && r.brand_id !== null && index.brands.has(r.brand_id)) add(brand, r.brand_id);
    if (passesBut(SIZE)) for (const s of r.sizes) add(size, s);
    if (passesBut(COLOUR)) for (const c of r.colours) add(colour, c);
    if (passesBut(PRICE)) {
      price.n++;
      price.min = Math.min(price.min, r.min_price);
      price.max = Math.max(price.max, r.min_price);
    }
    if (passesBut(ON_SALE) && r.on_sale) onSale++;
    if (passesBut(IN_STOCK) && r.in_stock) inStock++;
  });
  const facets: FacetRow[] = [
    ...[...brand].map(([id, n]) => ({ facet: 'brand' as const, value: index.brands.get(id)!.alias, label: index.brands.get(id)!.name, n })),
    ...[...size].map(([s, n]) => ({ facet: 'size' as const, value: s, label: s, n })),
    ...[...colour].map(([c, n]) => ({ facet: 'colour' as const, value: c, label: c, n })),
    { facet: 'price', value: String(price.n ? price.min : -1), label: String(price.n ? price.max : -1), n: price.n },
    { facet: 'onSale', value: '', label: '', n: onSale },
    { facet: 'inStock', value: '', label: '', n: inStock },
  ];
  return { counts, pageIds: page(index, listed, order, range), facets };
}

/** Buyable products first, then the sold-out ones, each in the order asked; ties by id in the same direction. */
function page(index: FacetIndex, listed: Uint8Array, order: IndexOrder, range: { start: number; end: number }): number[] {
  const n = index.rows.length;
  const at = order.field === 'start_price_curr_hu' ? (k: number) => index.byPrice[k]! : (k: number) => k;
  const ids: number[] = [];
  let skip = range.start;
  for (const soldOut of [false, true]) {
    for (let k = 0; k < n && ids.length < range.end - range.start; k++) {
      const i = at(order.direction === 'asc' ? k : n - 1 - k);
      const r = index.rows[i]!;
      if (!listed[i] || r.in_stock === soldOut) continue;
      if (skip > 0) skip--;
      else ids.push(r.product_id);
    }
  }
  return ids;
}

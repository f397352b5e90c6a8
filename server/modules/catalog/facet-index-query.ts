import type { FacetFilter } from './facet-filter';
import { IN_STOCK_FLAG, LAST_PIECES_FLAG, ON_SALE_FLAG, type Coded, type FacetIndex } from './facet-index';
import type { FacetRow } from './facet-options';

/**
 * What a listing is narrowed to before the visitor's choices: category subtree, brand page, akciok, last
 * pieces, the chosen motorcycle type.
 */
export interface IndexScope {
  categoryIds: readonly number[] | null;
  /** motorcycle types: the products that fit one of them */
  bike: readonly number[] | null;
  brandId: number | null;
  onSale: boolean;
  lastPieces: boolean;
}

export type IndexOrder = { field: 'fullname_en' | 'start_price_curr_hu'; direction: 'asc' | 'desc' };

/** Which of the chosen filters a row fails, as bits; a facet's count ignores its own bit. */
const BRAND = 1;
const SIZE = 2;
const COLOUR = 4;
const PRICE = 8;
const IN_STOCK = 16;
const ON_SALE = 32;

function chosenMask(c: Coded, values: readonly string[]): Uint8Array {
  const mask = new Uint8Array(c.values.length);
  for (const v of values) if (c.codes.has(v)) mask[c.codes.get(v)!] = 1;
  return mask;
}

function any(c: Coded, row: number, mask: Uint8Array): boolean {
  for (let k = c.start[row]!; k < c.start[row + 1]!; k++) if (mask[c.at[k]!]) return true;
  return false;
}

function countAll(c: Coded, row: number, counts: Int32Array): void {
  for (let k = c.start[row]!; k < c.start[row + 1]!; k++) counts[c.at[k]!]!++;
}

export interface IndexAnswer {
  /** matching products per category, as `listingCountsAndPage` counts them */
  counts: Map<number, number>;
  /** the page's product ids in the listing's order */
  pageIds: number[];
  /** each dimension's counts, as `facetCounts` reads them from SQL; null when not asked for */
  facets: FacetRow[] | null;
}

/**
 * The listing's counts, one page of ids and the facet counts in one pass over the index, with the same
 * meaning as the SQL of listing.repo.ts and facet-counts.repo.ts: a product is listed when it is in scope
 * and passes every chosen filter; a facet counts the products that pass every chosen filter but its own.
 * Without `withFacets` (a listing by motorcycle, the next page) no facet is counted.
 */
export function queryFacetIndex(
  index: FacetIndex, scope: IndexScope, chosen: FacetFilter, order: IndexOrder, range: { start: number; end: number }, withFacets: boolean,
): IndexAnswer {
  const { brandId, minPrice, flags, sizes, colours, categoryId } = index;
  // A chosen alias no product carries matches nothing, as `brand_id in (select … where alias = any(…))` does.
  const brands = new Uint8Array(index.topBrandId + 1);
  for (const alias of chosen.brand) if (index.brandIds.has(alias)) brands[index.brandIds.get(alias)!] = 1;
  const sizeMask = chosenMask(sizes, chosen.size);
  const colourMask = chosenMask(colours, chosen.colour);
  const scopeFlags = (scope.onSale ? ON_SALE_FLAG : 0) | (scope.lastPieces ? LAST_PIECES_FLAG : 0);
  const { priceMin, priceMax } = chosen;
  const hits: number[] = [];
  const counts = new Map<number, number>();
  const brandCounts = new Int32Array(index.topBrandId + 1);
  const sizeCounts = new Int32Array(sizes.values.length);
  const colourCounts = new Int32Array(colours.values.length);
  const price = { n: 0, min: Infinity, max: -Infinity };
  let onSale = 0;
  let inStock = 0;
  let listedHere = 0;
  const visit = (i: number) => {
    const f = flags[i]!;
    if ((f & scopeFlags) !== scopeFlags || (scope.brandId !== null && brandId[i] !== scope.brandId)) return;
    const p = minPrice[i]!;
    const failed = (chosen.brand.length > 0 && !brands[brandId[i]!] ? BRAND : 0)
      | (chosen.size.length > 0 && !any(sizes, i, sizeMask) ? SIZE : 0)
      | (chosen.colour.length > 0 && !any(colours, i, colourMask) ? COLOUR : 0)
      | ((priceMin !== null && p < priceMin) || (priceMax !== null && p > priceMax) ? PRICE : 0)
      | (chosen.inStock && !(f & IN_STOCK_FLAG) ? IN_STOCK : 0)
      | (chosen.onSale && !(f & ON_SALE_FLAG) ? ON_SALE : 0);
    // A row failing two filters is counted by no facet; failing one, by that facet alone.
    if (failed & (failed - 1)) return;
    if (failed === 0) {
      hits.push(i);
      listedHere++;
    }
    if (!withFacets) return;
    if ((failed & ~BRAND) === 0) brandCounts[brandId[i]!]!++;
    if ((failed & ~SIZE) === 0) countAll(sizes, i, sizeCounts);
    if ((failed & ~COLOUR) === 0) countAll(colours, i, colourCounts);
    if ((failed & ~PRICE) === 0) {
      price.n++;
      if (p < price.min) price.min = p;
      if (p > price.max) price.max = p;
    }
    if ((failed & ~ON_SALE) === 0 && f & ON_SALE_FLAG) onSale++;
    if ((failed & ~IN_STOCK) === 0 && f & IN_STOCK_FLAG) inStock++;
  };
  if (scope.bike !== null) {
    // The types' products, usually far fewer than a category's: each checked for the category subtree.
    const inScope = scope.categoryIds === null ? null : new Set(scope.categoryIds);
    for (const i of bikeRows(index, scope.bike)) if (!inScope || inScope.has(categoryId[i]!)) visit(i);
    countByCategory(hits, categoryId, counts);
  } else if (scope.categoryIds === null) {
    for (let i = 0; i < index.size; i++) visit(i);
    countByCategory(hits, categoryId, counts);
  } else {
    // Category by category: the counts per category come out of the same walk.
    for (const id of scope.categoryIds) {
      const rows = index.byCategory.get(id);
      if (!rows) continue;
      listedHere = 0;
      for (const i of rows) visit(i);
      if (listedHere > 0) counts.set(id, listedHere);
    }
  }
  const texts = (facet: 'size' | 'colour', c: Coded, n: Int32Array): FacetRow[] =>
    c.values.flatMap((value, code) => (n[code]! > 0 ? [{ facet, value, label: value, n: n[code]! }] : []));
  const facets: FacetRow[] | null = withFacets ? [
    // Id 0 counted the products without a brand, which have no choice of their own.
    ...[...index.brands].flatMap(([id, b]) => (brandCounts[id]! > 0 ? [{ facet: 'brand' as const, value: b.alias, label: b.name, n: brandCounts[id]! }] : [])),
    ...texts('size', sizes, sizeCounts),
    ...texts('colour', colours, colourCounts),
    { facet: 'price', value: String(price.n ? price.min : -1), label: String(price.n ? price.max : -1), n: price.n },
    { facet: 'onSale', value: '', label: '', n: onSale },
    { facet: 'inStock', value: '', label: '', n: inStock },
  ] : null;
  return { counts, pageIds: page(index, hits, order, range), facets };
}

/** The rows of the products that fit one of the types, each once (a product fits many types of a make). */
function bikeRows(index: FacetIndex, types: readonly number[]): Iterable<number> {
  if (types.length === 1) return index.byBike.get(types[0]!) ?? [];
  const fits = new Uint8Array(index.size);
  const rows: number[] = [];
  for (const type of types) {
    for (const i of index.byBike.get(type) ?? []) {
      if (fits[i]) continue;
      fits[i] = 1;
      rows.push(i);
    }
  }
  return rows;
}

function countByCategory(hits: readonly number[], categoryId: Int32Array, counts: Map<number, number>): void {
  for (const i of hits) counts.set(categoryId[i]!, (counts.get(categoryId[i]!) ?? 0) + 1);
}

/** Buyable products first, then the sold-out ones, each in the order asked; ties by id in the same direction. */
function page(index: FacetIndex, hits: number[], order: IndexOrder, range: { start: number; end: number }): number[] {
  const n = index.size;
  const byPrice = order.field === 'start_price_curr_hu';
  const rank = (i: number) => (byPrice ? index.priceRank[i]! : i);
  const soldOut = (i: number) => (index.flags[i]! & IN_STOCK_FLAG ? 0 : 1);
  const sign = order.direction === 'asc' ? 1 : -1;
  // Few hits are sorted; many are picked by one walk of the whole order, which costs the same for any count.
  if (hits.length * 16 < n) {
    return hits.sort((a, b) => soldOut(a) - soldOut(b) || sign * (rank(a) - rank(b)))
      .slice(range.start, range.end).map((i) => index.productId[i]!);
  }
  const listed = new Uint8Array(n);
  for (const i of hits) listed[i] = 1;
  const ids: number[] = [];
  let skip = range.start;
  for (const wanted of [0, 1]) {
    for (let k = 0; k < n && ids.length < range.end - range.start; k++) {
      const r = sign === 1 ? k : n - 1 - k;
      const i = byPrice ? index.byPrice[r]! : r;
      if (!listed[i] || soldOut(i) !== wanted) continue;
      if (skip > 0) skip--;
      else ids.push(index.productId[i]!);
    }
  }
  return ids;
}

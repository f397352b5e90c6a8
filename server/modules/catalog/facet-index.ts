
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

/** Distinct texts (sizes or colours) as small numbers, and each row's as a range of a flat array. */
export interface Coded {
  values: string[];
  codes: ReadonlyMap<string, number>;
  /** row i's codes are at[start[i] .. start[i + 1]) */
  start: Int32Array;
  at: Int32Array;
}

function coded(lists: readonly (readonly string[])[]): Coded {
  const codes = new Map<string, number>();
  const start = new Int32Array(lists.length + 1);
  const flat: number[] = [];
  lists.forEach((list, i) => {
    for (const value of list) {
      if (!codes.has(value)) codes.set(value, codes.size);
      flat.push(codes.get(value)!);
    }
    start[i + 1] = flat.length;
  });
  return { values: [...codes.keys()], codes, start, at: Int32Array.from(flat) };
}

export const ON_SALE_FLAG = 1;
export const LAST_PIECES_FLAG = 2;
export const IN_STOCK_FLAG = 4;

/**
 * Every active product's facet row in process memory, in PostgreSQL's own name order (the rows arrive
 * sorted by `fullname_en, product_id`, so a row's position is its name rank and no JavaScript collation is
 * involved). Columns of typed arrays, so one pass over a category of 24,000 products takes well under a
 * millisecond. Read at one revision of `facet_revision`; used only while that is still the database's.
 */
export interface FacetIndex {
  /** null: read without a revision row, so never current */
  revision: number | null;
  size: number;
  productId: Int32Array;
  categoryId: Int32Array;
  /** 0: no brand (brand ids start at 1) */
  brandId: Int32Array;
  minPrice: Float64Array;
  flags: Uint8Array;
  sizes: Coded;
  colours: Coded;
  /** row positions by (min_price, product_id), and each row's place in that order */
  byPrice: Int32Array;
  priceRank: Int32Array;
  /** each category's own rows */
  byCategory: ReadonlyMap<number, Int32Array>;
  brandIds: ReadonlyMap<string, number>;
  brands: ReadonlyMap<number, { alias: string; name: string }>;
  /** the largest brand id, for counts in an array indexed by id */
  topBrandId: number;
}

export function buildFacetIndex(revision: number | null, rows: readonly FacetIndexRow[]): FacetIndex {
  const column = <A extends Int32Array | Float64Array | Uint8Array>(array: A, value: (r: FacetIndexRow) => number): A => {
    rows.forEach((r, i) => { array[i] = value(r); });
    return array;
  };
  const n = rows.length;
  const minPrice = column(new Float64Array(n), (r) => r.min_price);
  const productId = column(new Int32Array(n), (r) => r.product_id);
  const byPrice = Int32Array.from(rows.keys()).sort((a, b) => minPrice[a]! - minPrice[b]! || productId[a]! - productId[b]!);
  const byCategory = new Map<number, number[]>();
  rows.forEach((r, i) => {
    const list = byCategory.get(r.category_id);
    if (list) list.push(i);
    else byCategory.set(r.category_id, [i]);
  });
  const brandIds = new Map<string, number>();
  const brands = new Map<number, { alias: string; name: string }>();
  for (const r of rows) {
    if (r.brand_id === null || r.brand_alias === null || r.brand_name === null) continue;
    brandIds.set(r.brand_alias, r.brand_id);
    brands.set(r.brand_id, { alias: r.brand_alias, name: r.brand_name });
  }
  const priceRank = new Int32Array(n);
  byPrice.forEach((row, rank) => { priceRank[row] = rank; });
  return {
    revision, size: n, productId, minPrice, byPrice, priceRank, brandIds, brands, topBrandId: Math.max(0, ...brands.keys()),
    categoryId: column(new Int32Array(n), (r) => r.category_id),
    // A brand the join did not find (no brands row) is no brand for the counts, as SQL's inner join has it.
    brandId: column(new Int32Array(n), (r) => (r.brand_id !== null && brands.has(r.brand_id) ? r.brand_id : 0)),
    flags: column(new Uint8Array(n), (r) => (r.on_sale ? ON_SALE_FLAG : 0) | (r.last_pieces ? LAST_PIECES_FLAG : 0) | (r.in_stock ? IN_STOCK_FLAG : 0)),
    sizes: coded(rows.map((r) => r.sizes)),
    colours: coded(rows.map((r) => r.colours)),
    byCategory: new Map([...byCategory].map(([id, list]) => [id, Int32Array.from(list)])),
  };
}

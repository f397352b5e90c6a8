
/**
 * One active product as `product_facets` holds it, with its brand's alias and name and its place in price
 * order (by min_price, then id): a JSON array as facet-index.repo.ts reads it, not an object, since a large
 * catalogue reads a million of them.
 */
export type FacetIndexRow = [
  productId: number, categoryId: number, brandId: number | null, brandAlias: string | null, brandName: string | null,
  minPrice: number, onSale: boolean, lastPieces: boolean, inStock: boolean, sizes: string[], colours: string[], priceRank: number,
  bikeTypes: number[],
];

/** Distinct texts (sizes or colours) as small numbers, and each row's as a range of a flat array. */
export interface Coded {
  values: string[];
  codes: ReadonlyMap<string, number>;
  /** row i's codes are at[start[i] .. start[i + 1]) */
  start: Int32Array;
  at: Int32Array;
}

/** Codes rows' lists in row order, row by row. */
function codedBuilder(size: number) {
  const codes = new Map<string, number>();
  const start = new Int32Array(size + 1);
  const flat: number[] = [];
  return {
    add(row: number, list: readonly string[]) {
      for (const value of list) {
        let code = codes.get(value);
        if (code === undefined) codes.set(value, (code = codes.size));
        flat.push(code);
      }
      start[row + 1] = flat.length;
    },
    finish: (): Coded => ({ values: [...codes.keys()], codes, start, at: Int32Array.from(flat) }),
  };
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
  /** the rows of the products each motorcycle type fits, in row order */
  byBike: ReadonlyMap<number, Int32Array>;
  brandIds: ReadonlyMap<string, number>;
  brands: ReadonlyMap<number, { alias: string; name: string }>;
  /** the largest brand id, for counts in an array indexed by id */
  topBrandId: number;
}

/**
 * The index of `size` rows arriving in name order, in chunks: between two chunks the reader may let the
 * event loop serve requests (a million rows take seconds to turn into the index).
 */
export async function buildFacetIndex(
  revision: number | null, size: number, chunks: AsyncIterable<readonly FacetIndexRow[]> | Iterable<readonly FacetIndexRow[]>,
): Promise<FacetIndex> {
  const productId = new Int32Array(size);
  const categoryId = new Int32Array(size);
  const brandId = new Int32Array(size);
  const minPrice = new Float64Array(size);
  const flags = new Uint8Array(size);
  const byPrice = new Int32Array(size);
  const priceRank = new Int32Array(size);
  const sizes = codedBuilder(size);
  const colours = codedBuilder(size);
  const byCategory = new Map<number, number[]>();
  const byBike = new Map<number, number[]>();
  const brandIds = new Map<string, number>();
  const brands = new Map<number, { alias: string; name: string }>();
  let i = 0;
  for await (const chunk of chunks) {
    for (const [product, category, brand, alias, name, price, onSale, lastPieces, inStock, sizeList, colourList, rank, types] of chunk) {
      if (i === size) throw new Error(`the facet index got more than the ${size} rows it was told of`);
      productId[i] = product;
      categoryId[i] = category;
      // A brand the join did not find (no brands row) is no brand for the counts, as SQL's inner join has it.
      const known = brand !== null && alias !== null && name !== null;
      brandId[i] = known ? brand : 0;
      if (known && !brands.has(brand)) {
        brandIds.set(alias, brand);
        brands.set(brand, { alias, name });
      }
      minPrice[i] = price;
      flags[i] = (onSale ? ON_SALE_FLAG : 0) | (lastPieces ? LAST_PIECES_FLAG : 0) | (inStock ? IN_STOCK_FLAG : 0);
      byPrice[rank] = i;
      priceRank[i] = rank;
      sizes.add(i, sizeList);
      colours.add(i, colourList);
      add(byCategory, category, i);
      for (const type of types) add(byBike, type, i);
      i++;
    }
  }
  if (i !== size) throw new Error(`the facet index got ${i} of the ${size} rows it was told of`);
  return {
    revision, size, productId, categoryId, brandId, minPrice, flags, byPrice, priceRank, brandIds, brands,
    topBrandId: Math.max(0, ...brands.keys()),
    sizes: sizes.finish(),
    colours: colours.finish(),
    byCategory: typed(byCategory),
    byBike: typed(byBike),
  };
}

function add(lists: Map<number, number[]>, key: number, row: number): void {
  const list = lists.get(key);
  if (list) list.push(row);
  else lists.set(key, [row]);
}

const typed = (lists: Map<number, number[]>) => new Map([...lists].map(([key, list]) => [key, Int32Array.from(list)]));

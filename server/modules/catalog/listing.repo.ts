import { sql, type SQL } from 'drizzle-orm';
import { LISTING_PAGE_SIZE } from '../../../contract/catalog';
import { queryPreparedRows, queryRows, type DbOrTx } from '../../db/client';
import type { StoredImage } from '../media/media.service';
import { isFacetFilterEmpty, narrowedIds, type FacetFilter } from './facet-filter';
import { firstStoredImage, storedImages } from './product-photos.repo';
import type { SearchPlan } from './search.repo';

export interface ListingFilter {
  /** the listed category's subtree; null for the whole catalog */
  categoryIds: readonly number[] | null;
  brandId: number | null;
  onSale: boolean;
  lastPieces: boolean;
  /** motorcycle type ids: only products with a variant that fits one of them */
  bike: readonly number[] | null;
  /** a search is listed from its own documents (search-listing.repo.ts), never by the queries below */
  search: SearchPlan | null;
  /** the optional filters (brand, size, colour, price, in stock) of decision 0027 */
  narrow: FacetFilter;
}

export type ListingOrder =
  | { field: 'fullname_en' | 'start_price_curr_hu'; direction: 'asc' | 'desc' }
  | { field: 'relevance' };

/** What a product card needs; the category name comes from the in-memory category index. */
export interface CardRow {
  id: number;
  alias: string;
  fullname_hu: string;
  fullname_en: string;
  cikkszam: string;
  category_id: number;
  images: StoredImage[];
  min_price: number;
  max_price: number;
  prev_price: number | null;
  on_sale: boolean;
  last_pieces: boolean;
  in_stock: boolean;
  /** pieces in stock over every active variant */
  stock: number;
  /** the cheapest variant's pack, when it is a liquid or consumable sold by volume or weight */
  pack_amount: string | null;
  pack_unit: 'l' | 'kg' | null;
  pack_price: number | null;
}

const cardColumns = (images: SQL<StoredImage[]>) => sql`p.id, p.alias, p.fullname_hu, p.fullname_en, p.cikkszam,
  p.category_id, ${images} as images, p.min_price, p.max_price, p.prev_price, p.on_sale, p.last_pieces,
  coalesce(summary.in_stock, false) as in_stock, coalesce(summary.stock, 0) as stock,
  summary.pack_amount, summary.pack_unit, summary.pack_price`;

/**
 * A card's columns, of `products p` and its variants' summary (CARD_JOIN): availability, pieces and the
 * cheapest pack, kept by triggers on variants (decision 0034), so each card is one more look-up by key.
 * A card shows one picture, the product's first (decision 0044).
 */
export const CARD_COLUMNS = cardColumns(firstStoredImage(sql`p.id`, sql`p.images`));

/** The card's columns with every picture of the product, for its own page. */
export const PRODUCT_CARD_COLUMNS = cardColumns(storedImages(sql`p.id`, sql`p.images`));

/** The card's summary of its product's active variants; a product no variant was ever written for has no row. */
export const CARD_JOIN = sql`left join product_variant_summary summary on summary.product_id = p.id`;

/**
 * Which rows a card was read from, as they are now (decision 0048): the transaction that last wrote the
 * product's row, its variants' summary and its first photo (which, as its id shows, may be another photo
 * now). Any write to one of them, by any process or program, gives the card another version.
 */
export const CARD_VERSION = sql`concat_ws('.', p.xmin, summary.xmin,
  (select ph.id::text || ':' || ph.xmin::text from product_photos ph where ph.product_id = p.id order by ph.sort, ph.id limit 1))`;

/** A page's product as the listing statements read it: the card itself comes from the card store (card-store.ts). */
export interface CardRef {
  id: number;
  card_version: string;
}

/** A card's id and version, of `products p` with CARD_JOIN. */
export const CARD_REF_COLUMNS = sql`p.id, ${CARD_VERSION} as card_version`;

/**
 * The products with a variant that fits one of the motorcycle types, as an array looked up by key
 * (decision 0014). One parameter however many types, so the statement's text stays one.
 */
export function bikeProductIds(types: readonly number[]): SQL {
  return sql`array(select v.product_id from variants v where v.active
      and v.id = any(array(select vb.variant_id from variant_bikes vb where vb.type_id = any(${`{${types.join(',')}}`}::int[]))))`;
}

/**
 * Without the visitor's filters a listing's statement takes a few shapes only (which flags are set, the
 * sort): prepared once per connection (decision 0030). The filters' value lists would make new shapes.
 */
function run<T>(db: DbOrTx, f: ListingFilter, query: SQL): Promise<T[]> {
  return isFacetFilterEmpty(f.narrow) ? queryPreparedRows<T>(db, query) : queryRows<T>(db, query);
}

function whereClause(f: ListingFilter): SQL {
  const conditions: SQL[] = [sql`p.active`];
  // Ids are integers from our own index, so the array literal is built from numbers only.
  if (f.categoryIds) conditions.push(sql`p.category_id = any(${`{${f.categoryIds.join(',')}}`}::int[])`);
  if (f.brandId !== null) conditions.push(sql`p.brand_id = ${f.brandId}`);
  if (f.onSale) conditions.push(sql`p.on_sale`);
  if (f.lastPieces) conditions.push(sql`p.last_pieces`);
  // Arrays rather than joins: PostgreSQL then looks up the type's few hundred variants and their
  // products by primary key instead of hashing a scan of every variant (decision 0014).
  if (f.bike !== null) conditions.push(sql`p.id = any(${bikeProductIds(f.bike)})`);
  if (!isFacetFilterEmpty(f.narrow)) conditions.push(narrowedIds(f.narrow));
  return sql.join(conditions, sql` and `);
}

/**
 * Sold-out products come after the buyable ones in every order (issue 15): the maintained availability
 * of `product_facets f` (decision 0027), joined by product id.
 */
const SOLD_OUT = sql`not coalesce(f.in_stock, false)`;

/**
 * LIMIT with the page's size written into the statement when it is a whole number of pages (16, 32, … 96:
 * every size the web app asks), else as a parameter. With a parameter, a prepared statement's generic plan
 * assumes a tenth of the rows, costs more than the custom plans and is never chosen, so PostgreSQL planned
 * every execution anew (a third of a category page's database time); with the size in the text it keeps
 * its generic plan after five runs (decision 0032). At most MAX_RANGE / 16 + 1 shapes per statement.
 */
export function pageLimit(range: { start: number; end: number }): SQL {
  const size = range.end - range.start;
  return size % LISTING_PAGE_SIZE === 0 ? sql.raw(`limit ${size}`) : sql`limit ${size}`;
}

/** The sort key and its direction; ties are broken by id in the sort's direction, so pages never repeat or skip a product. */
function sortKey(order: ListingOrder): { key: SQL; direction: SQL } {
  const direction = order.field !== 'relevance' && order.direction === 'desc' ? sql`desc` : sql`asc`;
  const key = order.field === 'start_price_curr_hu' ? sql`p.min_price` : sql`p.fullname_en`;
  return { key, direction };
}

/**
 * The matching products per category (the total and the sub-category counts) and one page of cards,
 * sold-out products last, in one statement (decision 0032): the matches are gathered once as narrow rows
 * (id, category, availability, sort key), counted, and the page cut from them, so the sort stays in memory
 * at any depth; only the page's rows are read whole and their availability computed, never for the rows
 * OFFSET skips (decision 0013). One statement, so a motorcycle's products are looked up once and the
 * answer takes one round trip. Always answers one row at least (the counts), a card-less one when the
 * page is empty.
 */
export async function listingCountsAndPage(
  db: DbOrTx, filter: ListingFilter, order: ListingOrder, range: { start: number; end: number },
): Promise<[Map<number, number>, CardRef[]]> {
  const { key, direction } = sortKey(order);
  const rows = await run<CardRef & { category_counts: [number, number][] }>(db, filter, sql`
    with m as materialized (select p.id, p.category_id, ${SOLD_OUT} as sold_out, ${key} as sort_key from products p
        left join product_facets f on f.product_id = p.id where ${whereClause(filter)}),
      counts as (select coalesce(json_agg(json_build_array(c.category_id, c.n)), '[]'::json) as category_counts
        from (select m.category_id, count(*)::int as n from m group by m.category_id) c),
      page as (select m.id, m.sold_out, m.sort_key from m
        order by m.sold_out, m.sort_key ${direction}, m.id ${direction} ${pageLimit(range)} offset ${range.start})
    select counts.category_counts, ${CARD_REF_COLUMNS}
    from counts left join (page join products p on p.id = page.id ${CARD_JOIN}) on true
    order by page.sold_out, page.sort_key ${direction}, page.id ${direction}`);
  return countsAndRefs(rows);
}

/** The counts of a listing statement's first row and the refs of its page (rows without a product: none). */
export function countsAndRefs(rows: (Partial<CardRef> & { category_counts: [number, number][] })[]): [Map<number, number>, CardRef[]] {
  const counts = new Map((rows[0]?.category_counts ?? []).map(([id, n]) => [Number(id), Number(n)]));
  const refs: CardRef[] = [];
  for (const { id, card_version } of rows) if (id != null && card_version != null) refs.push({ id, card_version });
  return [counts, refs];
}

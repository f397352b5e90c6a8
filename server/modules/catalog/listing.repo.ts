import { sql, type SQL } from 'drizzle-orm';
import { queryPreparedRows, queryRows, type DbOrTx } from '../../db/client';
import type { StoredImage } from '../media/media.service';
import { isFacetFilterEmpty, narrowedIds, type FacetFilter } from './facet-filter';
import { storedImages } from './product-photos.repo';
import type { SearchPlan } from './search.repo';

export interface ListingFilter {
  /** the listed category's subtree; null for the whole catalog */
  categoryIds: readonly number[] | null;
  brandId: number | null;
  onSale: boolean;
  lastPieces: boolean;
  /** a motorcycle type id: only products with a variant that fits it */
  bike: number | null;
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

/**
 * in_stock is a scalar subquery, not EXISTS: PostgreSQL would hash EXISTS over every variant (a scan of
 * ~98,000 rows), while this form is evaluated through the product_id index for the page's rows only.
 */
export const CARD_COLUMNS = sql`p.id, p.alias, p.fullname_hu, p.fullname_en, p.cikkszam, p.category_id,
  ${storedImages(sql`p.id`, sql`p.images`)} as images,
  p.min_price, p.max_price, p.prev_price, p.on_sale, p.last_pieces,
  coalesce((select bool_or(v.stock > 0) from variants v where v.product_id = p.id and v.active), false) as in_stock,
  coalesce((select sum(v.stock) from variants v where v.product_id = p.id and v.active), 0)::int as stock,
  pack.pack_amount, pack.pack_unit, pack.price as pack_price`;

/** The cheapest active variant sold by volume or weight: its pack gives the card's unit price. */
export const CARD_PACK_JOIN = sql`left join lateral (select v.pack_amount, v.pack_unit, v.price from variants v
  where v.product_id = p.id and v.active and v.pack_unit is not null order by v.price, v.id limit 1) pack on true`;

/** The products with a variant that fits a motorcycle type, as an array looked up by key (decision 0014). */
export function bikeProductIds(bike: number): SQL {
  return sql`array(select v.product_id from variants v where v.active
      and v.id = any(array(select vb.variant_id from variant_bikes vb where vb.type_id = ${bike})))`;
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

/** Matching products per category: the total and the sub-category counts come from this one scan. */
export async function countByCategory(db: DbOrTx, filter: ListingFilter): Promise<Map<number, number>> {
  const rows = await run<{ category_id: number; n: number }>(db, filter, sql`
    select p.category_id, count(*)::int as n from products p where ${whereClause(filter)} group by p.category_id`);
  return new Map(rows.map((r) => [r.category_id, Number(r.n)]));
}

/**
 * The cards of the given products, in the given order (a page the in-memory facet index cut), and the
 * database's facet revision read in the same statement, hence the same snapshot: the caller keeps the
 * cards only if the index was at that revision.
 */
export async function cardsByIds(db: DbOrTx, ids: readonly number[]): Promise<{ rows: CardRow[]; revision: number | null }> {
  // Ids are integers from the index, so the array literal is built from numbers only. The revision row
  // leads, so an empty page still reads it.
  // One shape whatever the page (the ids are one parameter): prepared once per connection (decision 0030).
  const rows = await queryPreparedRows<CardRow & { revision: string | number | null; n: number | null }>(db, sql`
    select r.revision, c.* from facet_revision r
    left join lateral (
      select ${CARD_COLUMNS}, page.n
      from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality page(id, n)
      join products p on p.id = page.id
      ${CARD_PACK_JOIN}) c on true
    where r.id = 1
    order by c.n`);
  const revision = rows.length > 0 ? Number(rows[0]!.revision) : null;
  return { rows: rows.filter((r) => r.id !== null).map(({ revision: _, n: __, ...card }) => card), revision };
}

/**
 * Sold-out products come after the buyable ones in every order (issue 15): the maintained availability
 * of `product_facets f` (decision 0027), joined by product id.
 */
export const SOLD_OUT = sql`not coalesce(f.in_stock, false)`;

/** The sort key and its direction; ties are broken by id in the sort's direction, so pages never repeat or skip a product. */
function sortKey(order: ListingOrder): { key: SQL; direction: SQL } {
  const direction = order.field !== 'relevance' && order.direction === 'desc' ? sql`desc` : sql`asc`;
  const key = order.field === 'start_price_curr_hu' ? sql`p.min_price` : sql`p.fullname_en`;
  return { key, direction };
}

/**
 * One page of cards, sold-out products last. The page is cut first from narrow rows (id, availability
 * and sort key only), so the sort stays in memory at any depth; only then are the page's rows read whole and their availability computed,
 * never for the rows OFFSET skips (decision 0013).
 */
export async function listingPage(
  db: DbOrTx, filter: ListingFilter, order: ListingOrder, range: { start: number; end: number },
): Promise<CardRow[]> {
  const { key, direction } = sortKey(order);
  return run<CardRow>(db, filter, sql`
    select ${CARD_COLUMNS}
    from (select p.id, ${SOLD_OUT} as sold_out, ${key} as sort_key from products p
            left join product_facets f on f.product_id = p.id where ${whereClause(filter)}
          order by sold_out, sort_key ${direction}, p.id ${direction} limit ${range.end - range.start} offset ${range.start}) page
    join products p on p.id = page.id
    ${CARD_PACK_JOIN}
    order by page.sold_out, page.sort_key ${direction}, p.id ${direction}`);
}

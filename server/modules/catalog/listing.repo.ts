import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import type { StoredImage } from '../media/media.service';
import { storedImages } from './product-photos.repo';
import { relevance, searchCondition, type SearchPlan } from './search.repo';

export interface ListingFilter {
  /** the listed category's subtree; null for the whole catalog */
  categoryIds: readonly number[] | null;
  brandId: number | null;
  onSale: boolean;
  lastPieces: boolean;
  /** a motorcycle type id: only products with a variant that fits it */
  bike: number | null;
  search: SearchPlan | null;
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
}

/**
 * in_stock is a scalar subquery, not EXISTS: PostgreSQL would hash EXISTS over every variant (a scan of
 * ~98,000 rows), while this form is evaluated through the product_id index for the page's rows only.
 */
export const CARD_COLUMNS = sql`p.id, p.alias, p.fullname_hu, p.fullname_en, p.cikkszam, p.category_id,
  ${storedImages(sql`p.id`, sql`p.images`)} as images,
  p.min_price, p.max_price, p.prev_price, p.on_sale, p.last_pieces,
  coalesce((select bool_or(v.stock > 0) from variants v where v.product_id = p.id and v.active), false) as in_stock`;

function whereClause(f: ListingFilter): SQL {
  const conditions: SQL[] = [sql`p.active`];
  // Ids are integers from our own index, so the array literal is built from numbers only.
  if (f.categoryIds) conditions.push(sql`p.category_id = any(${`{${f.categoryIds.join(',')}}`}::int[])`);
  if (f.brandId !== null) conditions.push(sql`p.brand_id = ${f.brandId}`);
  if (f.onSale) conditions.push(sql`p.on_sale`);
  if (f.lastPieces) conditions.push(sql`p.last_pieces`);
  if (f.bike !== null) {
    // Arrays rather than joins: PostgreSQL then looks up the type's few hundred variants and their
    // products by primary key instead of hashing a scan of every variant (decision 0014).
    conditions.push(sql`p.id = any(array(select v.product_id from variants v where v.active
      and v.id = any(array(select vb.variant_id from variant_bikes vb where vb.type_id = ${f.bike}))))`);
  }
  if (f.search) conditions.push(searchCondition(f.search));
  return sql.join(conditions, sql` and `);
}

/** Matching products per category: the total and the sub-category counts come from this one scan. */
export async function countByCategory(db: DbOrTx, filter: ListingFilter): Promise<Map<number, number>> {
  const rows = await queryRows<{ category_id: number; n: number }>(db, sql`
    select p.category_id, count(*)::int as n from products p where ${whereClause(filter)} group by p.category_id`);
  return new Map(rows.map((r) => [r.category_id, Number(r.n)]));
}

/**
 * The sort key and its direction. Ties are broken by id so that pages never repeat or skip a product:
 * in the sort's direction, as the category listings do; for relevance by name first, then id ascending.
 */
function sortKey(order: ListingOrder, search: SearchPlan | null): { key: SQL; direction: SQL; byName: boolean } {
  if (order.field === 'relevance' && search) return { key: relevance(search), direction: sql`desc`, byName: true };
  const direction = order.field !== 'relevance' && order.direction === 'desc' ? sql`desc` : sql`asc`;
  const key = order.field === 'start_price_curr_hu' ? sql`p.min_price` : sql`p.fullname_en`;
  return { key, direction, byName: false };
}

/**
 * One page of cards. The page is cut first from narrow rows (id and sort key only), so the sort stays
 * in memory at any depth; only then are the page's rows read whole and their availability computed,
 * never for the rows OFFSET skips (decision 0013).
 */
export async function listingPage(
  db: DbOrTx, filter: ListingFilter, order: ListingOrder, range: { start: number; end: number },
): Promise<CardRow[]> {
  const { key, direction, byName } = sortKey(order, filter.search);
  const nameTie = byName ? sql`p.fullname_en asc,` : sql``;
  const idTie = byName ? sql`asc` : direction;
  return queryRows<CardRow>(db, sql`
    select ${CARD_COLUMNS}
    from (select p.id, ${key} as sort_key from products p where ${whereClause(filter)}
          order by sort_key ${direction}, ${nameTie} p.id ${idTie} limit ${range.end - range.start} offset ${range.start}) page
    join products p on p.id = page.id
    order by page.sort_key ${direction}, ${nameTie} p.id ${idTie}`);
}

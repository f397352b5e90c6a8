import { sql } from 'drizzle-orm';
import { queryPreparedRows, type DbOrTx } from '../../db/client';
import { CARD_COLUMNS, CARD_PACK_JOIN, type CardRow } from './listing.repo';

export type CategoryOrder = { field: 'fullname_en' | 'start_price_curr_hu'; direction: 'asc' | 'desc' };

/**
 * One page of a category listing without filters, from listing_entries (decision 0014): the rows of one
 * category in sort order are one range of an index (buyable products first, then the sold-out ones,
 * each in the chosen order), so the page is an index-only scan that skips `start` entries and stops;
 * only the page's rows are read whole. Ties go by id in the key's direction, which keeps pages disjoint.
 * `nulls last` names the descending indexes' order (the columns are never null).
 */
export async function categoryPage(
  db: DbOrTx, categoryId: number, order: CategoryOrder, range: { start: number; end: number },
): Promise<CardRow[]> {
  const key = order.field === 'start_price_curr_hu' ? sql`min_price` : sql`fullname_en`;
  const direction = order.direction === 'desc' ? sql`desc nulls last` : sql`asc`;
  return queryPreparedRows<CardRow>(db, sql`
    select ${CARD_COLUMNS}
    from (select e.product_id, e.sold_out, e.${key} as sort_key from listing_entries e where e.category_id = ${categoryId}
          order by e.sold_out, e.${key} ${direction}, e.product_id ${direction}
          limit ${range.end - range.start} offset ${range.start}) page
    join products p on p.id = page.product_id
    ${CARD_PACK_JOIN}
    order by page.sold_out, page.sort_key ${direction}, page.product_id ${direction}`);
}

/** Active products attached directly to each of the categories (kept by triggers; absent means none). */
export async function ownProductCounts(db: DbOrTx, categoryIds: readonly number[]): Promise<Map<number, number>> {
  // Ids are integers from our own index, so the array literal is built from numbers only.
  const rows = await queryPreparedRows<{ category_id: number; products: number }>(db, sql`
    select category_id, products from category_counts where category_id = any(${`{${categoryIds.join(',')}}`}::int[])`);
  return new Map(rows.map((r) => [r.category_id, Number(r.products)]));
}

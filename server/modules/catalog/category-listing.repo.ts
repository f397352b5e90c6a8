import { sql } from 'drizzle-orm';
import { queryPreparedRows, type DbOrTx } from '../../db/client';
import { CARD_JOIN, CARD_REF_COLUMNS, countsAndRefs, pageLimit, type CardRef } from './listing.repo';

export type CategoryOrder = { field: 'fullname_en' | 'start_price_curr_hu'; direction: 'asc' | 'desc' };

/**
 * One page of a category listing without filters and the counts of its categories, in one statement (one
 * round trip, decision 0030). The page comes from listing_entries (decision 0014): the rows of one
 * category in sort order are one range of an index (buyable products first, then the sold-out ones,
 * each in the chosen order), so the page is an index-only scan that skips `start` entries and stops;
 * only the page's rows are read, for their cards' versions (decision 0048). Ties go by id in the key's direction, which keeps pages disjoint.
 * `nulls last` names the descending indexes' order (the columns are never null). The counts are the
 * active products attached directly to each category of the subtree (kept by triggers; absent means
 * none). Always answers one row at least (the counts), a card-less one when the page is empty.
 */
export async function categoryCountsAndPage(
  db: DbOrTx, subtreeIds: readonly number[], categoryId: number, order: CategoryOrder, range: { start: number; end: number },
): Promise<[Map<number, number>, CardRef[]]> {
  const key = order.field === 'start_price_curr_hu' ? sql`min_price` : sql`fullname_en`;
  const direction = order.direction === 'desc' ? sql`desc nulls last` : sql`asc`;
  // Ids are integers from our own index, so the array literal is built from numbers only.
  const rows = await queryPreparedRows<CardRef & { category_counts: [number, number][] }>(db, sql`
    with counts as (select coalesce(json_agg(json_build_array(c.category_id, c.products)), '[]'::json) as category_counts
        from category_counts c where c.category_id = any(${`{${subtreeIds.join(',')}}`}::int[])),
      page as (select e.product_id, e.sold_out, e.${key} as sort_key from listing_entries e where e.category_id = ${categoryId}
        order by e.sold_out, e.${key} ${direction}, e.product_id ${direction}
        ${pageLimit(range)} offset ${range.start})
    select counts.category_counts, ${CARD_REF_COLUMNS}
    from counts left join (page join products p on p.id = page.product_id ${CARD_JOIN}) on true
    order by page.sold_out, page.sort_key ${direction}, page.product_id ${direction}`);
  return countsAndRefs(rows);
}

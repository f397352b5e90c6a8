import { sql, type SQL } from 'drizzle-orm';
import { queryGenericPlanRows, queryPreparedRows, queryRows, type DbOrTx } from '../../db/client';
import { isFacetFilterEmpty, narrowedIds } from './facet-filter';
import { CARD_JOIN, CARD_REF_COLUMNS, countsAndRefs, pageLimit, type CardRef, type ListingFilter, type ListingOrder } from './listing.repo';
import { anyItemBegins, searchConditions, searchRank } from './search-conditions';
import type { SearchPlan } from './search.repo';

type SearchFilter = ListingFilter & { search: SearchPlan };

/**
 * The searched products as rows of `search_documents d`: the plan's conditions, narrowed by the
 * listing's own (category subtree, brand page, chosen motorcycle, sale and last-piece flags). This is
 * where further listing filters narrow a search: one more condition on `d` (or on `p`, joined only
 * when a condition needs a products column).
 */
function searched(f: SearchFilter, withProducts: boolean): { from: SQL; where: SQL } {
  const conditions = searchConditions(f.search);
  // Ids are integers from our own index, so the array literal is built from numbers only.
  if (f.categoryIds) conditions.push(sql`d.category_id = any(${`{${f.categoryIds.join(',')}}`}::int[])`);
  if (f.brandId !== null) conditions.push(sql`d.brand_id = ${f.brandId}`);
  if (f.bike !== null) conditions.push(sql`d.bike_types && ${`{${f.bike.join(',')}}`}::int[]`);
  if (f.onSale) conditions.push(sql`p.on_sale`);
  if (f.lastPieces) conditions.push(sql`p.last_pieces`);
  // The visitor's filters (decision 0027) narrow through the maintained facets, joined by product id.
  if (!isFacetFilterEmpty(f.narrow)) conditions.push(narrowedIds(f.narrow));
  const join = withProducts || f.onSale || f.lastPieces || !isFacetFilterEmpty(f.narrow);
  return {
    from: join ? sql`search_documents d join products p on p.id = d.product_id` : sql`search_documents d`,
    where: sql.join(conditions, sql` and `),
  };
}

/**
 * Sold-out products (search_documents.sold_out, kept from the facets, decision 0032) come after the
 * buyable ones: in relevance within each rank (an item-number match stays first even when sold out), in
 * the listing's sorts before the key.
 * Relevance: rank, then name (byte order: the language's collation made the sort of a few thousand
 * matches cost ten times the search) and id; the listing's sorts as in listingCountsAndPage, ties by id.
 */
function order(o: ListingOrder, plan: SearchPlan): { key: SQL; by: (table: 'm' | 'page') => SQL } {
  const t = (table: 'm' | 'page') => sql.raw(table);
  if (o.field === 'relevance') {
    return {
      key: searchRank(plan),
      by: (table) => sql`${t(table)}.sort_key desc, ${t(table)}.sold_out, ${t(table)}.name_en collate "C" asc, ${t(table)}.id asc`,
    };
  }
  const dir = o.direction === 'desc' ? sql`desc` : sql`asc`;
  const key = o.field === 'start_price_curr_hu' ? sql`p.min_price` : sql`d.name_en`;
  return { key, by: (table) => sql`${t(table)}.sold_out, ${t(table)}.sort_key ${dir}, ${t(table)}.id ${dir}` };
}

type SearchRow = CardRef & { category_counts: [number, number][] };

/**
 * The counts per category and one page of cards in one statement over one index scan: the matches
 * are gathered once (narrow rows), counted, the page cut from them, and only the page's products read
 * whole. Always answers one row at least (the counts), a card-less one when the page is empty.
 * Without the visitor's filters (whose value lists are part of the text) the statement takes a few
 * shapes and runs prepared on a generic plan (decision 0034).
 */
export async function searchCountsAndPage(
  db: DbOrTx, filter: SearchFilter, listingOrder: ListingOrder, range: { start: number; end: number },
): Promise<[Map<number, number>, CardRef[]]> {
  const { key, by } = order(listingOrder, filter.search);
  const { from, where } = searched(filter, listingOrder.field === 'start_price_curr_hu');
  const run = isFacetFilterEmpty(filter.narrow) ? queryGenericPlanRows : queryRows;
  const rows = await run<SearchRow>(db, sql`
    with m as materialized (select d.product_id as id, d.category_id, d.name_en, d.sold_out, ${key} as sort_key
        from ${from} where ${where}),
      counts as (select coalesce(json_agg(json_build_array(c.category_id, c.n)), '[]'::json) as category_counts
        from (select category_id, count(*)::int as n from m group by category_id) c),
      page as (select m.id, m.name_en, m.sold_out, m.sort_key from m order by ${by('m')} ${pageLimit(range)} offset ${range.start})
    select counts.category_counts, ${CARD_REF_COLUMNS}
    from counts left join (page join products p on p.id = page.id ${CARD_JOIN}) on true
    order by ${by('page')}`);
  return countsAndRefs(rows);
}

/**
 * Whether any product's or variant's item number begins with a search's item prefix (a LIKE pattern). One
 * shape whatever the prefix: prepared once per connection (decision 0030), as every word that could be an
 * item number ('suzuki') asks it.
 */
export async function itemNumbersBegin(db: DbOrTx, pattern: string): Promise<boolean> {
  const [row] = await queryPreparedRows<{ found: boolean }>(db, sql`select ${anyItemBegins(pattern)} as found`);
  return row?.found === true;
}

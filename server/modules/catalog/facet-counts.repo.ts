import { sql, type SQL } from 'drizzle-orm';
import type { ListingFacets } from '../../../contract/catalog';
import { queryRows, type DbOrTx } from '../../db/client';
import { allOf, facetConditions, type FacetDimension, type FacetFilter } from './facet-filter';
import { bikeProductIds, type ListingFilter } from './listing.repo';
import { searchConditions } from './search-conditions';
import { toListingFacets, type FacetRow } from './facet-options';

/** The listing's own scope (category, brand page, akciok, last pieces, motorcycle, search) over `product_facets f`. */
function scopeConditions(scope: ListingFilter): SQL[] {
  const c: SQL[] = [];
  // Ids are integers from our own index, so the array literal is built from numbers only.
  if (scope.categoryIds) c.push(sql`f.category_id = any(${`{${scope.categoryIds.join(',')}}`}::int[])`);
  if (scope.brandId !== null) c.push(sql`f.brand_id = ${scope.brandId}`);
  if (scope.onSale) c.push(sql`f.on_sale`);
  if (scope.lastPieces) c.push(sql`f.last_pieces`);
  if (scope.bike !== null) c.push(sql`f.product_id = any(${bikeProductIds(scope.bike)})`);
  if (scope.search) c.push(sql`f.product_id in (select d.product_id from search_documents d where ${allOf(searchConditions(scope.search))})`);
  return c;
}

/**
 * Every filter's choices with their counts in one statement: the scope's rows are read once (a narrow
 * table), then each dimension is counted with every other chosen filter applied but its own, so a
 * visitor sees how many products a click would list, and choices within one filter add up.
 */
export async function facetCounts(db: DbOrTx, scope: ListingFilter, chosen: FacetFilter): Promise<ListingFacets> {
  const but = (d: FacetDimension) => allOf(facetConditions(chosen, d));
  const rows = await queryRows<FacetRow>(db, sql`
    with f as materialized (
      select f.product_id, f.brand_id, f.min_price, f.on_sale, f.in_stock, f.sizes, f.colours
      from product_facets f where ${allOf(scopeConditions(scope))})
    select 'brand' as facet, b.alias as value, b.name as label, count(*)::int as n
      from f join brands b on b.id = f.brand_id where ${but('brand')} group by b.alias, b.name
    union all select 'size', s, s, count(*)::int from f, unnest(f.sizes) s where ${but('size')} group by s
    union all select 'colour', c, c, count(*)::int from f, unnest(f.colours) c where ${but('colour')} group by c
    union all select 'price', coalesce(min(f.min_price), -1)::text, coalesce(max(f.min_price), -1)::text, count(*)::int
      from f where ${but('price')}
    union all select 'onSale', '', '', count(*)::int from f where ${but('onSale')} and f.on_sale
    union all select 'inStock', '', '', count(*)::int from f where ${but('inStock')} and f.in_stock`);
  return toListingFacets(rows);
}

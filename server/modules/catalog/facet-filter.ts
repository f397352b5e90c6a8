import { sql, type SQL } from 'drizzle-orm';

/**
 * The optional filters of a listing (decision 0027), as conditions over `product_facets f`. Pure SQL
 * building, no I/O: listings narrow their product ids with `narrowedIds`, facet counts leave one
 * dimension out at a time, and search can narrow its own id set with the same conditions.
 */
export interface FacetFilter {
  /** brand aliases; a product matches any */
  brand: readonly string[];
  size: readonly string[];
  colour: readonly string[];
  priceMin: number | null;
  priceMax: number | null;
  inStock: boolean;
  onSale: boolean;
}

export type FacetDimension = 'brand' | 'size' | 'colour' | 'price' | 'inStock' | 'onSale';

export const NO_FACET_FILTER: FacetFilter = {
  brand: [], size: [], colour: [], priceMin: null, priceMax: null, inStock: false, onSale: false,
};

export function isFacetFilterEmpty(f: FacetFilter): boolean {
  return f.brand.length === 0 && f.size.length === 0 && f.colour.length === 0
    && f.priceMin === null && f.priceMax === null && !f.inStock && !f.onSale;
}

/** Visitor-given texts reach SQL as one JSON parameter, never as code, in both PostgreSQL drivers. */
export function textArray(values: readonly string[]): SQL {
  return sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
}

/** The conditions of every chosen filter but `except` (a facet's own choices do not narrow its counts). */
export function facetConditions(f: FacetFilter, except?: FacetDimension): SQL[] {
  const c: SQL[] = [];
  if (except !== 'brand' && f.brand.length > 0) {
    c.push(sql`f.brand_id in (select b.id from brands b where b.alias = any(${textArray(f.brand)}))`);
  }
  if (except !== 'size' && f.size.length > 0) c.push(sql`f.sizes && ${textArray(f.size)}`);
  if (except !== 'colour' && f.colour.length > 0) c.push(sql`f.colours && ${textArray(f.colour)}`);
  if (except !== 'price' && f.priceMin !== null) c.push(sql`f.min_price >= ${f.priceMin}`);
  if (except !== 'price' && f.priceMax !== null) c.push(sql`f.min_price <= ${f.priceMax}`);
  if (except !== 'inStock' && f.inStock) c.push(sql`f.in_stock`);
  if (except !== 'onSale' && f.onSale) c.push(sql`f.on_sale`);
  return c;
}

export function allOf(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

/** A condition on `products p`: only the products the chosen filters leave. */
export function narrowedIds(f: FacetFilter): SQL {
  return sql`p.id in (select f.product_id from product_facets f where ${allOf(facetConditions(f))})`;
}

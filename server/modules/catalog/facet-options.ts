import type { ListingFacets } from '../../../contract/catalog';
import type { FacetDimension } from './facet-filter';
import { sizeOrder } from './size-order';

/** One counted choice, or for price, onSale and inStock the dimension's one row (price: min in value, max in label). */
export interface FacetRow { facet: FacetDimension; value: string; label: string; n: number }

/**
 * The answer's `facets` from counted rows, whether SQL (facet-counts.repo.ts) or the in-memory index
 * (facet-index.ts) counted them: choices in the order a visitor reads them, equal labels by value so the
 * order never depends on which counted.
 */
export function toListingFacets(rows: readonly FacetRow[]): ListingFacets {
  const options = (facet: FacetDimension) => rows.filter((r) => r.facet === facet)
    .map((r) => ({ value: r.value, label: r.label, count: Number(r.n) }));
  const byLabel = (a: { label: string; value: string }, b: { label: string; value: string }) =>
    a.label.localeCompare(b.label, 'hu') || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
  const single = (facet: FacetDimension) => rows.find((r) => r.facet === facet);
  const price = single('price');
  return {
    brand: options('brand').sort(byLabel),
    size: options('size').sort((a, b) => sizeOrder(a.value, b.value) || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0)),
    colour: options('colour').sort(byLabel),
    price: price && Number(price.n) > 0 ? { min: Number(price.value), max: Number(price.label) } : null,
    onSale: Number(single('onSale')?.n ?? 0),
    inStock: Number(single('inStock')?.n ?? 0),
  };
}

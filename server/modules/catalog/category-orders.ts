import { IN_STOCK_FLAG, type FacetIndex } from './facet-index';

export type WholeCategoryOrder = { field: 'fullname_en' | 'start_price_curr_hu'; direction: 'asc' | 'desc' };

/** A category subtree's rows in one order's ascending direction: the buyable ones, then the sold-out ones. */
interface Ordered {
  rows: Int32Array;
  buyable: number;
  /** the subtree it was worked out for: a category moved since has another */
  subtree: readonly number[];
}

const sameIds = (a: readonly number[], b: readonly number[]) => a === b || (a.length === b.length && a.every((id, i) => id === b[i]));

/** Per index, each category's orders as first asked for: worked out once, by one walk of the whole order. */
const orders = new WeakMap<FacetIndex, Map<string, Ordered>>();

function ordered(index: FacetIndex, categoryId: number, subtreeIds: readonly number[], byPrice: boolean): Ordered {
  let kept = orders.get(index);
  if (!kept) orders.set(index, (kept = new Map()));
  const key = `${categoryId}:${byPrice ? 'price' : 'name'}`;
  const found = kept.get(key);
  if (found && sameIds(found.subtree, subtreeIds)) return found;
  const inSubtree = new Uint8Array(index.size);
  let size = 0;
  for (const id of subtreeIds) {
    const rows = index.byCategory.get(id) ?? [];
    for (const row of rows) inSubtree[row] = 1;
    size += rows.length;
  }
  const rows = new Int32Array(size);
  let buyable = 0;
  let soldOut = size;
  // Rows are in name order; byPrice holds them in price order (by min_price, then id).
  for (let k = 0; k < index.size; k++) {
    const row = byPrice ? index.byPrice[k]! : k;
    if (!inSubtree[row]) continue;
    if (index.flags[row]! & IN_STOCK_FLAG) rows[buyable++] = row;
    else rows[--soldOut] = row;
  }
  // The sold-out rows were written from the end backwards: put them in ascending order.
  rows.subarray(buyable).reverse();
  const result = { rows, buyable, subtree: subtreeIds };
  kept.set(key, result);
  return result;
}

/**
 * A category listed whole, from the facet index, as categoryCountsAndPage reads it from listing_entries and
 * category_counts (decision 0050): the active products attached to each category of the subtree, and one
 * page of the subtree's products, buyable first, then sold out, each in the order asked, ties by id in the
 * same direction. The subtree's order is kept with the index, so a page costs the same however deep.
 */
export function wholeCategoryPage(
  index: FacetIndex, categoryId: number, subtreeIds: readonly number[], order: WholeCategoryOrder, range: { start: number; end: number },
): { counts: Map<number, number>; pageIds: number[] } {
  const counts = new Map<number, number>();
  for (const id of subtreeIds) {
    const n = index.byCategory.get(id)?.length ?? 0;
    if (n > 0) counts.set(id, n);
  }
  const { rows, buyable } = ordered(index, categoryId, subtreeIds, order.field === 'start_price_curr_hu');
  const pageIds: number[] = [];
  const end = Math.min(range.end, rows.length);
  for (let k = range.start; k < end; k++) {
    // Descending: each part read backwards, the buyable part still first.
    const at = order.direction === 'asc' ? k : k < buyable ? buyable - 1 - k : rows.length - 1 - (k - buyable);
    pageIds.push(index.productId[rows[at]!]!);
  }
  return { counts, pageIds };
}

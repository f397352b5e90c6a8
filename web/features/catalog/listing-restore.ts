/**
 * Spec section 4 'Listing': the sort choice and range are restored from
 * storage only if a product page was visited before (`product_prev`). The
 * listing writes them as the visitor sorts and loads more, so coming back
 * from a product finds the list as it was left.
 */
import { LISTING_PAGE_SIZE } from '../../../contract/listing-limits';
import { readStored, removeStored, writeStored, type SortDirection, type SortField } from '../../lib/storage';
import type { ListingRange } from './listing-range';

export interface ListingSort {
  field: SortField;
  direction: SortDirection;
}

export const DEFAULT_SORT: ListingSort = { field: 'fullname_en', direction: 'asc' };

/** Far enough for any real scrolling session, short enough to load quickly. */
const MAX_RESTORED_END = 320;

export interface StoredListing {
  productPrev: string | null;
  sortType: SortField | null;
  sort: SortDirection | null;
  rangeStart: number | null;
  rangeEnd: number | null;
}

export interface RestoredListing {
  /** null: the route's default (name ascending, or relevance when searching) */
  sort: ListingSort | null;
  /** how far the list should load at once */
  targetEnd: number;
}

export function restoreListing(stored: StoredListing): RestoredListing {
  const fresh: RestoredListing = { sort: null, targetEnd: LISTING_PAGE_SIZE };
  if (!stored.productPrev) return fresh;
  const sort = stored.sortType && stored.sort ? { field: stored.sortType, direction: stored.sort } : null;
  const { rangeStart: start, rangeEnd: end } = stored;
  const rangeValid = start !== null && end !== null && start >= 0 && end > start;
  return { sort, targetEnd: rangeValid ? Math.min(Math.max(end, LISTING_PAGE_SIZE), MAX_RESTORED_END) : LISTING_PAGE_SIZE };
}

export function readStoredListing(): StoredListing {
  return {
    productPrev: readStored('product_prev'),
    sortType: readStored('sort_type'),
    sort: readStored('sort'),
    rangeStart: readStored('range_start'),
    rangeEnd: readStored('range_end'),
  };
}

/** The restore is used up once the listing has read it: a later fresh visit starts from the top. */
export function forgetProductVisit(): void {
  removeStored('product_prev');
}

export function rememberProductVisit(alias: string): void {
  writeStored('product_prev', alias);
}

export function storeSort(sort: ListingSort): void {
  writeStored('sort_type', sort.field);
  writeStored('sort', sort.direction);
}

export function storeRange(range: ListingRange): void {
  writeStored('range_start', range.start);
  writeStored('range_end', range.end);
}

/**
 * Listing ranges (spec sections 4 and 9): the first page is 0..16, 'Mutass
 * többet' appends the next 16. A restored listing first catches up to the
 * stored end in chunks the server accepts (at most MAX_RANGE wide).
 */
import { LISTING_PAGE_SIZE, MAX_RANGE } from '../../../contract/listing-limits';

export interface ListingRange {
  start: number;
  end: number;
}

/** The widest multiple of the page size the server accepts in one call. */
export const CATCH_UP_CHUNK = Math.floor(MAX_RANGE / LISTING_PAGE_SIZE) * LISTING_PAGE_SIZE;

export function firstRange(targetEnd: number): ListingRange {
  return { start: 0, end: Math.min(Math.max(targetEnd, LISTING_PAGE_SIZE), CATCH_UP_CHUNK) };
}

/** The range after `loadedEnd`, or undefined when every matching product is loaded. */
export function nextRange(loadedEnd: number, total: number, targetEnd: number): ListingRange | undefined {
  if (loadedEnd >= total) return undefined;
  const end = loadedEnd < targetEnd ? Math.min(targetEnd, loadedEnd + CATCH_UP_CHUNK) : loadedEnd + LISTING_PAGE_SIZE;
  return { start: loadedEnd, end };
}

/** Pages in order, one list; a product repeated by a shifting catalog is kept once. */
export function appendPages<T extends { alias: string }>(pages: readonly (readonly T[])[]): T[] {
  const seen = new Set<string>();
  const all: T[] = [];
  for (const item of pages.flat()) {
    if (seen.has(item.alias)) continue;
    seen.add(item.alias);
    all.push(item);
  }
  return all;
}

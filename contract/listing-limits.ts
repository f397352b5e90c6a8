/**
 * How much of a listing one request reads: TypeBox-free, so the web app's listing (loaded with the first
 * page) reads them without loading the catalogue's schemas and their library (decision 0047, addendum 2).
 */

export const LISTING_PAGE_SIZE = 16;
export const MAX_RANGE = 100;
/**
 * The deepest listing position served (625 'Mutass többet' clicks): past it a request is a scraper's,
 * and refusing it keeps every page equally cheap. Filters and search narrow longer listings.
 */
export const MAX_RANGE_START = 10_000;

/**
 * The search page's own address with its text, `/kereses?q=fékbetét` (decision 0028 addendum): what
 * the header's form sends without JavaScript, what a shared or bookmarked search and the home page's
 * search action (JSON-LD) open, and what the server renders with its results. The header search with
 * JavaScript keeps the spec's way (the stored text, then /kereses). Shared by the server (page head)
 * and the web app; free of TypeBox on purpose.
 */

export const SEARCH_PATH = '/kereses';
/** The longest text taken from an address; a longer one is cut, never refused. */
const MAX_SEARCH_TEXT = 200;

/** The search text of an address's query (`q`), whitespace tidied, or null when there is none. */
export function searchTextOf(query: URLSearchParams): string | null {
  const text = (query.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_TEXT).trim();
  return text === '' ? null : text;
}

/** '/kereses?q=f%C3%A9kbet%C3%A9t' */
export function searchAddress(text: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ q: text }).toString()}`;
}

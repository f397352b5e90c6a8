import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * A filter change (only the query of the same listing's address changes) stays on the page, which
 * asks for the new cards itself keeping its sort; the loader would ask with the default sort and
 * hold the navigation until then.
 */
export function keepListingOnFilterChange({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/** Where the back office lives in the shop (react-admin's basename). */
export const BACK_OFFICE = '/admin';
const INSIDE = `${BACK_OFFICE}/`;
/** The back office's sign-in page, and the query parameter naming the page asked for before it. */
const SIGN_IN = `${BACK_OFFICE}/login`;
const NEXT = 'tovabb';

/**
 * The sign-in page's full address, naming the back-office page the visitor was on (`location`, the
 * browser's) so that signing in leads back to it.
 */
export function signInAddress(location: Pick<Location, 'origin' | 'pathname' | 'search'>): string {
  const here = location.pathname + location.search;
  const next = location.pathname.startsWith(INSIDE) && location.pathname !== SIGN_IN ? `?${NEXT}=${encodeURIComponent(here)}` : '';
  return `${location.origin}${SIGN_IN}${next}`;
}

/**
 * The page to go to after signing in, from the sign-in page's query: a back-office path only (never
 * another site, nor the shop's own pages); undefined leaves react-admin's default (the dashboard).
 */
export function pageAfterSignIn(search: string): string | undefined {
  const next = new URLSearchParams(search).get(NEXT);
  return next && next.startsWith(INSIDE) && !next.startsWith(`${INSIDE}/`) && !next.includes('\\') ? next : undefined;
}

import { ALIAS_MAX_LENGTH, ALIAS_PATTERN } from './alias';

/**
 * The popup notice a visitor closed is kept in storage's `popup` key (spec) and mirrored in this
 * cookie, so the server can render an active notice in the page's first HTML for everyone who has
 * not closed it (decision 0028): the notice is painted with the page instead of after hydration.
 */
export const POPUP_COOKIE = 'popup';

/** A year: as long as storage keeps it, for all practical purposes. */
export const POPUP_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;


// The popup alias's own pattern: anything else is not a dismissal.
const ALIAS = new RegExp(ALIAS_PATTERN);

/** The closed notice's alias a cookie value names, or null for a missing or ill-formed value. */
export function dismissedPopupAlias(value: string | undefined): string | null {
  return value !== undefined && value.length <= ALIAS_MAX_LENGTH && ALIAS.test(value) ? value : null;
}

/** The cookie's value in a `document.cookie` or Cookie header text. */
export function popupCookieIn(cookies: string): string | null {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === POPUP_COOKIE) return dismissedPopupAlias(pair.slice(at + 1).trim());
  }
  return null;
}

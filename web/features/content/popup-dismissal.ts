import { createContext, useContext } from 'react';
import { POPUP_COOKIE, POPUP_COOKIE_MAX_AGE_S, popupCookieIn } from '../../../contract/popup-cookie';
import { writeStored } from '../../lib/storage';

/**
 * The alias of the notice this visitor closed, as the server read it from the request's cookie
 * (entry-server.tsx provides it). The browser has no provider: it reads the same cookie, so its first
 * render matches the server's HTML.
 */
export const DismissedPopupContext = createContext<string | null | undefined>(undefined);

export function useDismissedByCookie(): string | null {
  const fromServer = useContext(DismissedPopupContext);
  if (fromServer !== undefined) return fromServer;
  return typeof document === 'undefined' ? null : popupCookieIn(document.cookie);
}

/** Storage's `popup` (spec) and the cookie the server renders by. */
export function rememberDismissal(alias: string): void {
  writeStored('popup', alias);
  mirrorInCookie(alias);
}

export function mirrorInCookie(alias: string): void {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${POPUP_COOKIE}=${alias}; path=/; max-age=${POPUP_COOKIE_MAX_AGE_S}; samesite=lax${secure}`;
}

import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { Popup } from '../../../contract/content';
import { readStored } from '../../lib/storage';
import { useHydrated } from '../../lib/use-hydrated';
import { popupQuery } from './api';
import { mirrorInCookie, rememberDismissal, useDismissedByCookie } from './popup-dismissal';
import { useQueryData } from '../../lib/query-data';

type Notice = ComponentType<{ popup: Popup; onClose: () => void }>;

// The dialog is its own chunk: most visits have nothing to show, and the shell stays small. As with
// the pages (routes.tsx), the server loads it before rendering, and once loaded it renders directly.
let loaded: Notice | null = null;
async function preloadPopupNotice(): Promise<Notice> {
  return (loaded ??= (await import('./popup-notice')).default);
}
const LazyNotice = lazy(async () => ({ default: await preloadPopupNotice() }));

/** Spec section 4: shown when active and its alias differs from the dismissed one in storage. */
export function shouldShowPopup(popup: Popup | undefined, dismissed: string | null): popup is Popup {
  return popup !== undefined && popup.active && popup.alias !== '' && popup.alias !== dismissed;
}

/** The notice's module, loaded when the page shows it: rendered with it, the notice never suspends. */
export function preloadPopupNoticeIfShown(popup: Popup | undefined, dismissed: string | null): Promise<Notice> | null {
  return shouldShowPopup(popup, dismissed) ? preloadPopupNotice() : null;
}

export function PopupGate() {
  const data = useQueryData(popupQuery);
  // The server rendered by the cookie; storage (the spec's record) is the browser's, read once hydrated.
  const byCookie = useDismissedByCookie();
  const hydrated = useHydrated();
  const stored = hydrated ? readStored('popup') : null;
  const [closed, setClosed] = useState<string | null>(null);
  // A visitor who closed the notice before the cookie existed: storage still knows, the server learns.
  useEffect(() => {
    if (stored !== null && stored !== byCookie) mirrorInCookie(stored);
  }, [stored, byCookie]);
  if (!shouldShowPopup(data, byCookie) || !shouldShowPopup(data, stored) || !shouldShowPopup(data, closed)) return null;
  const popup = data;
  const close = () => {
    rememberDismissal(popup.alias);
    setClosed(popup.alias);
  };
  const Loaded = loaded;
  return (
    <Suspense fallback={null}>
      {Loaded ? <Loaded popup={popup} onClose={close} /> : <LazyNotice popup={popup} onClose={close} />}
    </Suspense>
  );
}

import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { Popup } from '../../../contract/content';
import { readStored, writeStored } from '../../lib/storage';
import { useHydrated } from '../../lib/use-hydrated';
import { popupQuery } from './api';

// The dialog is its own chunk: most visits have nothing to show, and the shell stays small.
const PopupNotice = lazy(() => import('./popup-notice'));

/** Spec section 4: shown when active and its alias differs from the dismissed one in storage. */
export function shouldShowPopup(popup: Popup | undefined, dismissed: string | null): popup is Popup {
  return popup !== undefined && popup.active && popup.alias !== '' && popup.alias !== dismissed;
}

export function PopupGate() {
  const { data } = useQuery(popupQuery);
  const [dismissed, setDismissed] = useState(() => readStored('popup'));
  // The popup comes with the page's data, but what this visitor dismissed is in their storage only:
  // shown right after hydration, never in the server's HTML.
  const hydrated = useHydrated();
  if (!hydrated || !shouldShowPopup(data, dismissed)) return null;
  const close = () => {
    writeStored('popup', data.alias);
    setDismissed(data.alias);
  };
  return (
    <Suspense fallback={null}>
      <PopupNotice popup={data} onClose={close} />
    </Suspense>
  );
}

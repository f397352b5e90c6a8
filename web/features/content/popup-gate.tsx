import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { Popup } from '../../../contract/content';
import { apiCall } from '../../lib/api-client';
import { readStored, writeStored } from '../../lib/storage';

// The dialog is its own chunk: most visits have nothing to show, and the shell stays small.
const PopupNotice = lazy(() => import('./popup-notice'));

/** Spec section 4: shown when active and its alias differs from the dismissed one in storage. */
export function shouldShowPopup(popup: Popup | undefined, dismissed: string | null): popup is Popup {
  return popup !== undefined && popup.active && popup.alias !== '' && popup.alias !== dismissed;
}

export function PopupGate() {
  const { data } = useQuery({
    queryKey: ['content', 'popup'],
    queryFn: ({ signal }) => apiCall('getPopup', { signal }),
    staleTime: Infinity,
    retry: false,
  });
  const [dismissed, setDismissed] = useState(() => readStored('popup'));
  if (!shouldShowPopup(data, dismissed)) return null;
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

import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * false in the server's render and while the browser hydrates it, true afterwards (and at once on a
 * page that was not server-rendered). What only the browser knows (localStorage: the search text, the
 * listing restore, the login) is read after hydration, so the first client render matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}

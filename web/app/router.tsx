/** The browser's router over the shared route table (routes.tsx). */
import { createBrowserRouter, type HydrationState } from 'react-router';
import { clearAuth, subscribeAuth } from '../features/auth/auth-store';
import { whenTokenRejected } from '../lib/api-client';
import { loaderContext } from './loader-context';
import { queryClient } from './providers';
import { routes } from './routes';
import { forgetPersonalDataOnLogout } from './session-end';

/** hydrationData: the server's loader results, so hydration runs no loader again (entry-server.tsx). */
export function createAppRouter(hydrationData?: HydrationState) {
  const router = createBrowserRouter(routes, { hydrationData, getContext: () => loaderContext(queryClient) });
  // Re-run the guards when the login state changes (logout, login, another tab).
  subscribeAuth(() => void router.revalidate());
  forgetPersonalDataOnLogout();
  // A stored token the server no longer knows (expired, or ended on another device) is a logout here.
  whenTokenRejected(clearAuth);
  return router;
}

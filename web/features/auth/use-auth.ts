import { useSyncExternalStore } from 'react';
import { apiCall } from '../../lib/api-client';
import { clearAuth, getAuth, subscribeAuth, type AuthState } from './auth-store';

const LOGGED_OUT: AuthState = { username: null, token: null, isLoggedIn: false };
const loggedOut = () => LOGGED_OUT;

/**
 * The login state; re-renders when it changes here or in another tab. The server cannot see the
 * visitor's storage, so its render (and the hydration of it) is logged out; the stored login applies
 * right after.
 */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeAuth, getAuth, loggedOut);
}

/**
 * Logs out on the server, then clears the stored session whatever the answer:
 * the spec ignores the logout response, and a stale token must not linger.
 */
export async function logout(): Promise<void> {
  try {
    await apiCall('logout');
  } catch {
    // Deliberately ignored (spec section 7): the session is cleared either way.
  } finally {
    clearAuth();
  }
}

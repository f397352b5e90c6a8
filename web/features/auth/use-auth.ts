import { useSyncExternalStore } from 'react';
import { apiCall } from '../../lib/api-client';
import { clearAuth, getAuth, subscribeAuth, type AuthState } from './auth-store';

/** The login state; re-renders when it changes here or in another tab. */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeAuth, getAuth, getAuth);
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

/**
 * Login state, kept where the spec keeps it: `username` and `token` in browser
 * storage. Logged in means a username is stored. A change in another tab
 * reaches this one through the `storage` event, so both tabs agree.
 */
import { readStored, removeStored, writeStored } from '../../lib/storage';

export interface AuthState {
  username: string | null;
  token: string | null;
  isLoggedIn: boolean;
}

type Listener = () => void;

const listeners = new Set<Listener>();
let state: AuthState | undefined;
let listeningToOtherTabs = false;

function readState(): AuthState {
  const username = readStored('username');
  return { username, token: readStored('token'), isLoggedIn: Boolean(username) };
}

/** Re-reads storage and notifies subscribers only when something changed. */
function refresh(): void {
  const next = readState();
  if (state && next.username === state.username && next.token === state.token) return;
  state = next;
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  // key null: the other tab cleared the whole storage.
  if (event.key === null || event.key === 'token' || event.key === 'username') refresh();
}

/** A stable snapshot (same object until the state changes), as useSyncExternalStore needs. */
export function getAuth(): AuthState {
  state ??= readState();
  return state;
}

export function subscribeAuth(listener: Listener): () => void {
  if (!listeningToOtherTabs && typeof window !== 'undefined') {
    window.addEventListener('storage', onStorage);
    listeningToOtherTabs = true;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the login and registration flows on success. */
export function saveLogin(username: string, token: string): void {
  writeStored('username', username);
  writeStored('token', token);
  refresh();
}

export function clearAuth(): void {
  removeStored('username');
  removeStored('token');
  refresh();
}

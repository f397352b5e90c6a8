import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, getAuth, saveLogin, subscribeAuth } from './auth-store';

let items: Map<string, string>;
let storageHandler: ((event: { key: string | null }) => void) | undefined;

beforeEach(() => {
  items = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  });
  vi.stubGlobal('window', {
    addEventListener: (type: string, handler: typeof storageHandler) => {
      if (type === 'storage') storageHandler = handler;
    },
  });
});
afterEach(() => {
  clearAuth();
  vi.unstubAllGlobals();
});

describe('auth store', () => {
  it('is logged in exactly when a username is stored', () => {
    saveLogin('vevo@example.hu', 'tok-1');
    expect(getAuth()).toEqual({ username: 'vevo@example.hu', token: 'tok-1', isLoggedIn: true });
    expect(items.get('token')).toBe('tok-1');
    clearAuth();
    expect(getAuth().isLoggedIn).toBe(false);
    expect(items.has('username')).toBe(false);
  });

  it('follows a login and a logout made in another tab', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeAuth(listener);
    items.set('username', 'masik@example.hu');
    items.set('token', 'tok-2');
    storageHandler?.({ key: 'token' });
    expect(getAuth()).toMatchObject({ username: 'masik@example.hu', isLoggedIn: true });
    items.clear();
    storageHandler?.({ key: null });
    expect(getAuth().isLoggedIn).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('ignores storage events of unrelated keys and unchanged values', () => {
    saveLogin('vevo@example.hu', 'tok-1');
    const listener = vi.fn();
    const unsubscribe = subscribeAuth(listener);
    storageHandler?.({ key: 'searchText' });
    storageHandler?.({ key: 'token' });
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('keeps the same snapshot object while nothing changes', () => {
    saveLogin('vevo@example.hu', 'tok-1');
    expect(getAuth()).toBe(getAuth());
  });
});

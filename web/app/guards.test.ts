import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, saveLogin } from '../features/auth/auth-store';
import { guestOnly, loggedInOnly } from './guards';

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  });
});
afterEach(() => {
  clearAuth();
  vi.unstubAllGlobals();
});

describe('login-dependent redirects', () => {
  it('lets guests see the guest pages and sends them from the profile to /belepes', () => {
    clearAuth();
    expect(guestOnly()).toBeNull();
    const response = loggedInOnly();
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/belepes');
  });

  it('sends logged-in users from the guest pages to / and lets them see the profile', () => {
    saveLogin('vevo@example.hu', 'tok');
    expect(guestOnly()?.headers.get('Location')).toBe('/');
    expect(loggedInOnly()).toBeNull();
  });
});

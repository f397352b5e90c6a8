import { describe, expect, it } from 'vitest';
import { pageAfterSignIn, signInAddress } from './sign-in-address';

const at = (pathname: string, search = '') => ({ origin: 'https://motopont.test', pathname, search });

describe('the back office sign-in address', () => {
  it('names the back-office page asked for, with its query, so signing in leads back to it', () => {
    const address = signInAddress(at('/admin/orders/42', '?tab=1'));
    expect(address).toBe('https://motopont.test/admin/login?tovabb=%2Fadmin%2Forders%2F42%3Ftab%3D1');
    expect(pageAfterSignIn(new URL(address).search)).toBe('/admin/orders/42?tab=1');
  });

  it('names nothing for the back office root or the sign-in page itself', () => {
    expect(signInAddress(at('/admin'))).toBe('https://motopont.test/admin/login');
    expect(signInAddress(at('/admin/login', '?tovabb=%2Fadmin%2Fproducts'))).toBe('https://motopont.test/admin/login');
  });

  it('leads back to back-office pages only: never another site or the shop', () => {
    for (const next of ['https://evil.example/admin/', '//evil.example/', '/admin//evil.example', '/admin/\\evil', '/kosar', '/adminx']) {
      expect(pageAfterSignIn(`?tovabb=${encodeURIComponent(next)}`)).toBeUndefined();
    }
    expect(pageAfterSignIn('')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { categoryPath, contentPagePath, passwordResetPath, paths, productPath } from './paths';

describe('route paths', () => {
  it('builds the product page path', () => {
    expect(productPath('bordas-kormany-22mm')).toBe('/termek/bordas-kormany-22mm');
  });

  it('builds main and sub category paths, the latter with the spec trailing slash', () => {
    expect(categoryPath('ruhazat-sisak')).toBe('/ruhazat-sisak');
    expect(categoryPath('alkatresz-kereso', 'fekbetetek')).toBe('/alkatresz-kereso/fekbetetek/');
  });

  it('builds content page and password reset paths', () => {
    expect(contentPagePath('kontakt')).toBe('/o/kontakt');
    expect(passwordResetPath('a1b2c3')).toBe('/password_reset/a1b2c3');
  });

  it('encodes characters that would break the path', () => {
    expect(productPath('a/b?c')).toBe('/termek/a%2Fb%3Fc');
    expect(passwordResetPath('x y#z')).toBe('/password_reset/x%20y%23z');
  });

  it('keeps the spec addresses of the fixed pages', () => {
    expect(paths).toMatchObject({
      search: '/kereses',
      cart: '/kosar',
      orderData: '/adatok-szallitas',
      orderReview: '/megrendeles',
      login: '/belepes',
      register: '/regisztracio',
      profile: '/profil',
      forgotPassword: '/elfelejtett_jelszo',
      privacy: '/adatvedelmi-nyilatkozat',
      terms: '/felhasznalasi-feltetelek',
    });
  });
});

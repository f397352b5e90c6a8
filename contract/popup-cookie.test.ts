import { describe, expect, it } from 'vitest';
import { dismissedPopupAlias, popupCookieIn } from './popup-cookie';

describe('popup cookie', () => {
  it('names a closed notice by its alias, and nothing else', () => {
    expect(dismissedPopupAlias('unnepi-nyitvatartas')).toBe('unnepi-nyitvatartas');
    for (const value of [undefined, '', '-x', 'Nagybetu', 'a b', '<script>', 'a'.repeat(201)]) {
      expect(dismissedPopupAlias(value)).toBeNull();
    }
  });

  it('reads its value among the page cookies', () => {
    expect(popupCookieIn('csrf=abc; popup=teli-akcio; x=1')).toBe('teli-akcio');
    expect(popupCookieIn('popup=teli-akcio')).toBe('teli-akcio');
    expect(popupCookieIn('popup_old=teli-akcio; xpopup=b')).toBeNull();
    expect(popupCookieIn('popup=%3Cb%3E')).toBeNull();
    expect(popupCookieIn('')).toBeNull();
  });
});

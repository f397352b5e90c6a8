import { describe, expect, it } from 'vitest';
import { suggestEmail } from './email-typo';

describe('e-mail typo suggestion', () => {
  it('offers the provider meant by a mistyped, swapped or missing letter', () => {
    expect(suggestEmail('nagy.anna@gmial.com')).toBe('nagy.anna@gmail.com');
    expect(suggestEmail('nagy.anna@gmail.con')).toBe('nagy.anna@gmail.com');
    expect(suggestEmail('kovacs@freemial.hu')).toBe('kovacs@freemail.hu');
    expect(suggestEmail(' Kovacs@Hotmial.com ')).toBe('Kovacs@hotmail.com');
  });

  it('offers the right ending of a Hungarian or foreign provider, and one left out', () => {
    expect(suggestEmail('kovacs@citromail.com')).toBe('kovacs@citromail.hu');
    expect(suggestEmail('kovacs@freemail.com')).toBe('kovacs@freemail.hu');
    expect(suggestEmail('kovacs@gmail.hu')).toBe('kovacs@gmail.com');
    expect(suggestEmail('kovacs@gmail')).toBe('kovacs@gmail.com');
  });

  it('leaves known providers, other domains and unfinished addresses alone', () => {
    expect(suggestEmail('kovacs@gmail.com')).toBeNull();
    expect(suggestEmail('kovacs@hotmail.hu')).toBeNull();
    expect(suggestEmail('kovacs@mail.com')).toBeNull();
    expect(suggestEmail('info@motopont.hu')).toBeNull();
    expect(suggestEmail('kovacs@ceg.hu')).toBeNull();
    expect(suggestEmail('kovacs@')).toBeNull();
    expect(suggestEmail('kovacs')).toBeNull();
  });
});

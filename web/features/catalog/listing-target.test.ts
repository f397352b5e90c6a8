import { describe, expect, it } from 'vitest';
import { listingHeading, listingTarget, subcategoryPath } from './listing-target';

describe('listingTarget', () => {
  it('takes the main route from the first segment and the alias from the last', () => {
    const target = listingTarget('/alkatresz-kereso/fekek/');
    expect(target).toMatchObject({ endpoint: 'productsByAlias', mainRoute: 'alkatresz-kereso', alias: 'fekek', usesBike: true });
  });

  it('uses the brand call under /marka', () => {
    expect(listingTarget('/marka/brembo')).toMatchObject({ endpoint: 'productsByBrand', alias: 'brembo' });
  });

  it('flags the sale, last-pieces and search routes', () => {
    expect(listingTarget('/akciok')).toMatchObject({ akcios: true, utolso: false, search: false, alias: 'akciok' });
    expect(listingTarget('/utolso-darabok')).toMatchObject({ utolso: true, akcios: false });
    expect(listingTarget('/kereses')).toMatchObject({ search: true, usesBike: false });
  });

  it('survives an empty path and bad escapes', () => {
    expect(listingTarget('/')).toMatchObject({ alias: '', mainRoute: '' });
    expect(listingTarget('/%E0%A4%A/x').mainRoute).toBe('%E0%A4%A');
  });
});

describe('listingHeading', () => {
  it('quotes the search text on /kereses', () => {
    expect(listingHeading(listingTarget('/kereses'), null, 'bukósisak')).toBe('Keresés: „bukósisak”');
  });

  it('prefers the category name, then the special route name', () => {
    expect(listingHeading(listingTarget('/ruhazat-sisak'), 'Ruházat, sisak', null)).toBe('Ruházat, sisak');
    expect(listingHeading(listingTarget('/akciok'), null, null)).toBe('Akciók');
    expect(listingHeading(listingTarget('/utolso-darabok'), null, null)).toBe('Utolsó darabok');
    expect(listingHeading(listingTarget('/valami'), null, null)).toBe('Termékek');
  });
});

describe('subcategoryPath', () => {
  it('keeps the main route', () => {
    expect(subcategoryPath(listingTarget('/akciok'), 'fekek')).toBe('/akciok/fekek/');
    expect(subcategoryPath(listingTarget('/ruhazat-sisak/sisakok/'), 'integralt')).toBe('/ruhazat-sisak/integralt/');
  });
});

import { describe, expect, it } from 'vitest';
import { listingHeading, listingTarget, namesCategory, subcategoryPath } from './listing-target';

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

describe('namesCategory', () => {
  it('expects a category or brand named back for category, sub-category and brand paths', () => {
    for (const path of ['/ruhazat-sisak', '/ruhazat-sisak/bukosisak/', '/akciok/bukosisak/', '/alkatresz-kereso/fekbetet/', '/marka/agv', '/nincs-ilyen']) {
      expect({ path, names: namesCategory(listingTarget(path)) }).toEqual({ path, names: true });
    }
  });

  it('lists the special routes without one', () => {
    for (const path of ['/akciok', '/utolso-darabok', '/kereses']) {
      expect({ path, names: namesCategory(listingTarget(path)) }).toEqual({ path, names: false });
    }
  });
});

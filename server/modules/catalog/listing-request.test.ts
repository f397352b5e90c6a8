import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { listingCacheKey, normaliseListingRequest } from './listing-request';

describe('normaliseListingRequest', () => {
  it('applies the spec defaults: range 0..16, no flags, no sort', () => {
    expect(normaliseListingRequest({})).toEqual({
      onSale: false, lastPieces: false, bike: null, search: null, sort: null, range: { start: 0, end: 16 },
      narrow: { brand: [], size: [], colour: [], priceMin: null, priceMax: null, inStock: false, onSale: false },
      facets: false, fitBike: null,
    });
    expect(normaliseListingRequest(undefined).range).toEqual({ start: 0, end: 16 });
  });

  it('reads the filters as sorted sets, so equal choices share a cache entry', () => {
    const request = normaliseListingRequest({ filters: { brand: ['shoei', 'hjc', 'shoei'], priceMax: 50000, inStock: true }, akcios: true });
    expect(request.narrow).toEqual({ brand: ['hjc', 'shoei'], size: [], colour: [], priceMin: null, priceMax: 50000, inStock: true, onSale: true });
    expect(listingCacheKey('alias', 'x', request)).toBe(listingCacheKey('alias', 'x', normaliseListingRequest(
      { filters: { brand: ['hjc', 'shoei'], priceMax: 50000, inStock: true }, akcios: true })));
  });

  it('reads the flags; bike false or null means no motorcycle', () => {
    expect(normaliseListingRequest({ akcios: true, utolso: true, bike: 12 })).toMatchObject({ onSale: true, lastPieces: true, bike: 12 });
    expect(normaliseListingRequest({ bike: false }).bike).toBeNull();
    expect(normaliseListingRequest({ bike: null }).bike).toBeNull();
  });

  it.each([[{ start: 0, end: 101 }], [{ start: 5, end: 5 }], [{ start: 9, end: 3 }]])('rejects the range %j', (range) => {
    expect(() => normaliseListingRequest({ range })).toThrow(AppError);
  });

  it('accepts a range of exactly 100', () => {
    expect(normaliseListingRequest({ range: { start: 100, end: 200 } }).range).toEqual({ start: 100, end: 200 });
  });
});

describe('listingCacheKey', () => {
  it('is the same for texts that search the same', () => {
    const a = normaliseListingRequest({ searchText: ' Bukósisak ' });
    const b = normaliseListingRequest({ searchText: 'bukósisak' });
    expect(listingCacheKey('alias', 'kereses', a)).toBe(listingCacheKey('alias', 'kereses', b));
    expect(listingCacheKey('brand', 'kereses', a)).not.toBe(listingCacheKey('alias', 'kereses', a));
  });
});

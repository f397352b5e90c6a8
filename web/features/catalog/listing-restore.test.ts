import { describe, expect, it } from 'vitest';
import { restoreListing, type StoredListing } from './listing-restore';

const stored = (overrides: Partial<StoredListing>): StoredListing => ({
  productPrev: 'bukosisak-x',
  sortType: 'start_price_curr_hu',
  sort: 'desc',
  rangeStart: 32,
  rangeEnd: 48,
  ...overrides,
});

describe('restoreListing', () => {
  it('restores sort and range after a product page was visited', () => {
    expect(restoreListing(stored({}))).toEqual({ sort: { field: 'start_price_curr_hu', direction: 'desc' }, targetEnd: 48 });
  });

  it('ignores storage when no product page was visited', () => {
    expect(restoreListing(stored({ productPrev: null }))).toEqual({ sort: null, targetEnd: 16 });
  });

  it('falls back to the first page for an invalid range and to the default sort for a half-stored one', () => {
    expect(restoreListing(stored({ rangeStart: 48, rangeEnd: 16 })).targetEnd).toBe(16);
    expect(restoreListing(stored({ rangeStart: null })).targetEnd).toBe(16);
    expect(restoreListing(stored({ sort: null })).sort).toBeNull();
  });

  it('bounds a huge stored range', () => {
    expect(restoreListing(stored({ rangeStart: 0, rangeEnd: 100000 })).targetEnd).toBe(320);
  });
});

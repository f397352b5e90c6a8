import { describe, expect, it } from 'vitest';
import { NO_FILTERS, countChosen, readFilters, requestFilters, toggleChoice, writeFilters } from './listing-filters';

describe('listing filters in the URL', () => {
  it('round-trips every filter through the query string and keeps other keys', () => {
    const filters = { ...NO_FILTERS, brand: ['shoei', 'hjc'], size: ['L'], colour: ['fekete-narancs'], priceMin: 1000, priceMax: 50000, onSale: true, inStock: true, myBike: true };
    const params = writeFilters(new URLSearchParams('x=1'), filters);
    expect(params.toString()).toBe('x=1&marka=shoei&marka=hjc&meret=L&szin=fekete-narancs&ar-tol=1000&ar-ig=50000&akcios=1&raktaron=1&motoromhoz=1');
    expect(readFilters(params)).toEqual(filters);
    expect(writeFilters(params, NO_FILTERS).toString()).toBe('x=1');
  });

  it('ignores prices that are not whole forints', () => {
    expect(readFilters(new URLSearchParams('ar-tol=abc&ar-ig=-5'))).toMatchObject({ priceMin: null, priceMax: null });
  });

  it('toggles a choice, counts the chosen filters and leaves an empty request out', () => {
    const one = toggleChoice(NO_FILTERS, 'brand', 'shoei');
    expect(one.brand).toEqual(['shoei']);
    expect(toggleChoice(one, 'brand', 'shoei').brand).toEqual([]);
    expect(countChosen({ ...one, inStock: true, priceMax: 10 })).toBe(3);
    expect(requestFilters(NO_FILTERS)).toBeUndefined();
    expect(requestFilters({ ...one, onSale: true, inStock: true })).toEqual({ brand: ['shoei'], inStock: true });
  });
});

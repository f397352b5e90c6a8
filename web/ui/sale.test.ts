import { describe, expect, it } from 'vitest';
import { isOnSale } from './sale';

describe('isOnSale', () => {
  it('is on sale only when the price is below the previous price', () => {
    expect(isOnSale(9990, 12990)).toBe(true);
    expect(isOnSale(12990, 12990)).toBe(false);
    expect(isOnSale(14990, 12990)).toBe(false);
  });

  it('is not on sale without a previous price', () => {
    expect(isOnSale(9990, null)).toBe(false);
    expect(isOnSale(9990, undefined)).toBe(false);
  });
});

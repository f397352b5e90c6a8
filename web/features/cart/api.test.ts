import { describe, expect, it } from 'vitest';
import { cartItemCount } from './api';

describe('cartItemCount', () => {
  it('sums the line quantities', () => {
    expect(cartItemCount({ id: 1, goods: [{ quantity: 2 }, { quantity: 3 }] })).toBe(5);
  });

  it('is 0 without a cart or goods', () => {
    expect(cartItemCount(null)).toBe(0);
    expect(cartItemCount(undefined)).toBe(0);
    expect(cartItemCount({ id: 'x', goods: [] })).toBe(0);
  });

  it('ignores a quantity that is not a number', () => {
    expect(cartItemCount({ id: 1, goods: [{ quantity: 2 }, { quantity: Number.NaN }] })).toBe(2);
  });
});

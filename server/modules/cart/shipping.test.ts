import { describe, expect, it } from 'vitest';
import { shippingCostFor, shippingCostsFor, shippingPricesFrom } from './shipping';

const prices = shippingPricesFrom({ shippingPickup: 0, shippingGls: 1490, shippingMpl: 1990, freeShippingFrom: 30000 });

describe('shipping cost', () => {
  it('is the setting of the chosen mode', () => {
    expect(shippingCostsFor(prices, 10000)).toEqual([0, 1490, 1990]);
  });

  it('is free from the threshold up, and never free without one', () => {
    expect(shippingCostFor(prices, 2, 30000)).toBe(0);
    expect(shippingCostFor(prices, 2, 29999)).toBe(1990);
    expect(shippingCostFor({ ...prices, freeFrom: null }, 1, 1_000_000)).toBe(1490);
  });
});

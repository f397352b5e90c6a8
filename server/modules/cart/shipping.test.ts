import { describe, expect, it } from 'vitest';
import { deliveryOptionsFor, shippingCostFor, type ShippingRules } from './shipping';

const mode = (n: number, cost: number) => ({ mode: n, label: `Mód ${n}`, payment: 'p', delivery: 'd', cost });
const rules: ShippingRules = { freeShippingFrom: 30000, modes: [mode(0, 0), mode(1, 1490), mode(2, 1990)] };

describe('shipping cost', () => {
  it('is the setting of the chosen mode', () => {
    expect(deliveryOptionsFor(rules, 10000).map((o) => o.cost)).toEqual([0, 1490, 1990]);
  });

  it('is free from the threshold up, and never free without one', () => {
    expect(shippingCostFor(rules, 2, 30000)).toBe(0);
    expect(shippingCostFor(rules, 2, 29999)).toBe(1990);
    expect(shippingCostFor({ ...rules, freeShippingFrom: null }, 1, 1_000_000)).toBe(1490);
  });

  it('knows no cost for a mode that is not on offer', () => {
    expect(shippingCostFor(rules, 3, 10000)).toBeNull();
    expect(shippingCostFor({ ...rules, modes: [...rules.modes, mode(3, 990)] }, 3, 10000)).toBe(990);
  });
});

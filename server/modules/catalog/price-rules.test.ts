import { describe, expect, it } from 'vitest';
import { isOnSale, previousPrice } from './price-rules';

const at = (price: number, iso: string) => ({ price, from: new Date(iso) });

describe('previousPrice', () => {
  it('is null for a single price', () => {
    expect(previousPrice([at(9990, '2026-10-01')])).toBeNull();
  });

  it('is the former price after a simple reduction', () => {
    expect(previousPrice([at(12990, '2026-01-01'), at(9990, '2026-10-20')])).toBe(12990);
  });

  it('is the lowest price of the 30 days before the reduction, not the last one', () => {
    const history = [at(15990, '2026-01-01'), at(11990, '2026-10-05'), at(15990, '2026-10-12'), at(9990, '2026-10-25')];
    expect(previousPrice(history)).toBe(11990);
  });

  it('ignores prices that ended before the 30-day window', () => {
    const history = [at(8990, '2026-01-01'), at(15990, '2026-06-01'), at(12990, '2026-10-25')];
    expect(previousPrice(history)).toBe(15990);
  });

  it('is null when the price went up', () => {
    expect(previousPrice([at(9990, '2026-01-01'), at(12990, '2026-10-20')])).toBeNull();
  });

  it('is null when a lower price within the window means there is no real reduction', () => {
    const history = [at(15990, '2026-01-01'), at(8990, '2026-10-10'), at(9990, '2026-10-25')];
    expect(previousPrice(history)).toBeNull();
  });
});

describe('isOnSale', () => {
  it('follows the spec: effective price below the previous price', () => {
    expect(isOnSale(9990, 12990)).toBe(true);
    expect(isOnSale(12990, 12990)).toBe(false);
    expect(isOnSale(9990, null)).toBe(false);
  });
});

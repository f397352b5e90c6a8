import { describe, expect, it } from 'vitest';
import { itemNumber } from './products';

describe('itemNumber', () => {
  it('stays unique past 900,000 products, up to a catalogue of 1.2 million', () => {
    const seen = new Set<number>();
    for (let index = 0; index < 1_200_000; index++) seen.add(itemNumber(index));
    expect(seen.size).toBe(1_200_000);
  });

  it('keeps the six-digit numbers of the smaller catalogues as they were', () => {
    expect([0, 1, 2, 899_999].map(itemNumber)).toEqual([100_000, 107_919, 115_838, 100_000 + ((899_999 * 7919) % 900_000)]);
    expect(itemNumber(900_000)).toBe(1_900_000);
  });
});

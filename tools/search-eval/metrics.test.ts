import { describe, expect, it } from 'vitest';
import { ndcgAtK, precisionAtK } from './metrics';

describe('search evaluation metrics', () => {
  it('counts relevant results among the first 16 against what the catalogue could give', () => {
    expect(precisionAtK(Array(16).fill(true), 500)).toBe(1);
    expect(precisionAtK([true, false, true, false], 500)).toBe(2 / 16);
    expect(precisionAtK([true, false, true], 2)).toBe(1);
  });

  it('rewards relevant results ranked first', () => {
    const first = ndcgAtK([true, false, false], 1);
    const last = ndcgAtK([false, false, true], 1);
    expect(first).toBe(1);
    expect(last).toBeCloseTo(0.5, 5);
  });

  it('scores an empty answer 1 only when nothing was relevant', () => {
    expect(precisionAtK([], 0)).toBe(1);
    expect(ndcgAtK([], 3)).toBe(0);
  });
});

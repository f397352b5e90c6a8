import { describe, expect, it } from 'vitest';
import { parseQuantity } from './quantity-stepper';

describe('parseQuantity', () => {
  it('reads whole numbers', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity(' 12 ')).toBe(12);
  });

  it('treats empty or non-numeric text as 0, which the add-to-cart check rejects', () => {
    expect(parseQuantity('')).toBe(0);
    expect(parseQuantity('-2')).toBe(0);
    expect(parseQuantity('1.5')).toBe(0);
    expect(parseQuantity('abc')).toBe(0);
  });
});

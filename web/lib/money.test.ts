import { describe, expect, it } from 'vitest';
import { formatInteger, formatPrice, readTypedAmount } from './money';

describe('formatPrice', () => {
  it.each([
    [0, '0 Ft'],
    [990, '990 Ft'],
    [9990, '9 990 Ft'],
    [12990, '12 990 Ft'],
    [100000, '100 000 Ft'],
    [1234567, '1 234 567 Ft'],
  ])('%d -> %s', (input, expected) => {
    expect(formatPrice(input)).toBe(expected);
  });

  it('uses a plain U+0020 space as the thousands separator', () => {
    expect(formatPrice(9990).charCodeAt(1)).toBe(0x20);
  });

  it('rounds to whole forints before grouping', () => {
    expect(formatPrice(9999.6)).toBe('10 000 Ft');
  });

  it('keeps the sign in front of negative amounts', () => {
    expect(formatPrice(-1500)).toBe('-1 500 Ft');
  });
});

describe('formatInteger', () => {
  it('groups product counts the same way, without a unit', () => {
    expect(formatInteger(7)).toBe('7');
    expect(formatInteger(1234)).toBe('1 234');
    expect(formatInteger(33000)).toBe('33 000');
  });
});

describe('readTypedAmount', () => {
  it('reads an amount as the shop writes amounts, and tells an empty field from one that is no amount', () => {
    for (const typed of ['20000', '20 000', '20\u00a0000', '20\u202f000', '20.000', '20 000 Ft', ' 20000ft ']) expect(readTypedAmount(typed), typed).toBe(20000);
    expect(readTypedAmount('')).toBeNull();
    expect(readTypedAmount('  ')).toBeNull();
    for (const typed of ['abc', '-5', '12,5', '20 000 EUR', '1234567890']) expect(readTypedAmount(typed), typed).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { orderYear } from './order.repo';

describe('order number year', () => {
  it('follows Budapest time, not UTC', () => {
    expect(orderYear(new Date('2026-12-31T22:59:00Z'))).toBe('2026');
    expect(orderYear(new Date('2026-12-31T23:30:00Z'))).toBe('2027');
    expect(orderYear(new Date('2027-07-01T12:00:00Z'))).toBe('2027');
  });
});

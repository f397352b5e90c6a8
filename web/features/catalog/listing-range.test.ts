import { describe, expect, it } from 'vitest';
import { appendPages, CATCH_UP_CHUNK, firstRange, nextRange } from './listing-range';

describe('listing ranges', () => {
  it('starts at 0..16', () => {
    expect(firstRange(16)).toEqual({ start: 0, end: 16 });
  });

  it('appends the next 16 until the total is reached', () => {
    expect(nextRange(16, 100, 16)).toEqual({ start: 16, end: 32 });
    expect(nextRange(32, 40, 16)).toEqual({ start: 32, end: 48 });
    expect(nextRange(48, 40, 16)).toBeUndefined();
    expect(nextRange(40, 40, 16)).toBeUndefined();
  });

  it('catches up to a restored end in chunks the server accepts', () => {
    expect(CATCH_UP_CHUNK).toBe(96);
    expect(firstRange(48)).toEqual({ start: 0, end: 48 });
    expect(firstRange(160)).toEqual({ start: 0, end: 96 });
    expect(nextRange(96, 500, 160)).toEqual({ start: 96, end: 160 });
    expect(nextRange(160, 500, 160)).toEqual({ start: 160, end: 176 });
  });

  it('joins pages in order and keeps a repeated product once', () => {
    const p = (alias: string) => ({ alias });
    expect(appendPages([[p('a'), p('b')], [p('b'), p('c')]]).map((x) => x.alias)).toEqual(['a', 'b', 'c']);
  });
});

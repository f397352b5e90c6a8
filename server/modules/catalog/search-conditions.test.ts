import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { BIKE_INDEX_MAX_TYPES, itemPrefixRange, searchConditions, typeRanges } from './search-conditions';
import { likePrefix } from './search-text';
import type { SearchPlan } from './search.repo';

/** As text_pattern_ops compares: the UTF-8 bytes, as the driver encodes the string (lone surrogates as U+FFFD). */
const bytes = (s: string) => Buffer.from(s, 'utf8');
const inRange = (s: string, range: { from: string; to: string | null }) =>
  Buffer.compare(bytes(s), bytes(range.from)) >= 0 && (range.to === null || Buffer.compare(bytes(s), bytes(range.to)) < 0);

describe('itemPrefixRange', () => {
  const prefixes = ['bre-65', 'a', '9', 'z', 'é', 'fék', '50%', 'a_b', 'x\\y', '\u{d7ff}', '\u{ffff}', '🏍', 'ab\u{10ffff}', '\u{10ffff}', 'a\ud800'];
  const tails = ['', '0', 'a', '~', '\u{7f}', 'é', '\u{ffff}', '🏍', '\u{10ffff}', '\u{10ffff}z'];
  const others = ['', 'a', 'bre-6', 'bre-66', 'bre-7', 'f', 'féz', 'fél', '\u{e000}', '\u{10000}', '\u{10ffff}', 'ac', 'b', '{', '\u{fffd}'];

  it('holds exactly the item numbers that begin with the prefix, in byte order', () => {
    for (const prefix of prefixes) {
      const range = itemPrefixRange(likePrefix(prefix));
      const text = bytes(prefix).toString('utf8');
      for (const tail of tails) expect(inRange(text + tail, range), `${prefix} + ${tail}`).toBe(true);
      for (const other of others) expect(inRange(other, range), `${other} for ${prefix}`).toBe(bytes(other).toString('utf8').startsWith(text));
    }
  });

  it('reads the prefix back from the LIKE pattern, wildcards and escapes included', () => {
    expect(itemPrefixRange(likePrefix('50%_\\'))).toEqual({ from: '50%_\\', to: '50%_]' });
    expect(itemPrefixRange(likePrefix('bre-65'))).toEqual({ from: 'bre-65', to: 'bre-66' });
    expect(itemPrefixRange(likePrefix('\u{d7ff}'))).toEqual({ from: '\u{d7ff}', to: '\u{e000}' });
    expect(itemPrefixRange(likePrefix('a\u{10ffff}'))).toEqual({ from: 'a\u{10ffff}', to: 'b' });
    expect(itemPrefixRange(likePrefix('\u{10ffff}'))).toEqual({ from: '\u{10ffff}', to: null });
  });
});

describe('the motorcycle condition of a search', () => {
  const plan = (types: number, words: string[], brandIds: number[] = [], itemPrefix: string | null = null): SearchPlan => ({
    words: words.map((word) => ({ word, plain: word, corrected: null, alternatives: [], split: null })),
    itemPrefix, brandIds, bikeTypes: Array.from({ length: types }, (_, i) => i + 1), bikeMakes: null, categoryRanks: new Map(),
  });
  const text = (p: SearchPlan) => new PgDialect().sqlToQuery(searchConditions(p)[p.brandIds.length ? 1 : 0]!).sql;
  const indexed = 'd.bike_types && ';
  const checked = '::int4multirange @> any(d.bike_types)';

  it('reads the fitment index for a few types, or when nothing else narrows the search', () => {
    expect(text(plan(BIKE_INDEX_MAX_TYPES, ['fekbetet']))).toMatch(new RegExp(`^${indexed}`));
    expect(text(plan(BIKE_INDEX_MAX_TYPES + 20, []))).toMatch(new RegExp(`^${indexed}`));
    // 'honda' alone may begin an item number too, but that only ranks: checked row by row, every document was.
    expect(text(plan(BIKE_INDEX_MAX_TYPES + 20, [], [], 'honda%'))).toMatch(new RegExp(`^${indexed}`));
    expect(searchConditions(plan(BIKE_INDEX_MAX_TYPES + 20, [], [], 'honda%'))).toHaveLength(1);
  });

  it('checks many types row by row beside a word or a brand', () => {
    expect(text(plan(BIKE_INDEX_MAX_TYPES + 1, ['fekbetet']))).toContain(checked);
    expect(text(plan(BIKE_INDEX_MAX_TYPES + 1, [], [3]))).toContain(checked);
  });

  it('narrows many types by their manufacturers\' index first when their manufacturers are known', () => {
    const many = plan(BIKE_INDEX_MAX_TYPES + 1, ['fekbetet']);
    expect(text({ ...many, bikeMakes: [1] })).toMatch(new RegExp(`^d\\.bike_makes && \\$\\d+::int\\[\\] and .*${checked.replace(/[()[\]]/g, '\\$&')}$`));
    expect(text(many)).not.toContain('bike_makes');
    // A few types are looked up in the fitment index itself.
    expect(text({ ...plan(BIKE_INDEX_MAX_TYPES, ['fekbetet']), bikeMakes: [1] })).toMatch(new RegExp(`^${indexed}`));
  });
});

describe('typeRanges', () => {
  it('writes the runs of consecutive type ids as one multirange, whatever their order and repeats', () => {
    expect(typeRanges([211, 201, 212, 213, 213, 218, 217])).toBe('{[201,202),[211,214),[217,219)}');
    expect(typeRanges([5])).toBe('{[5,6)}');
    expect(typeRanges(Array.from({ length: 645 }, (_, i) => 10_001 + i))).toBe('{[10001,10646)}');
  });
});

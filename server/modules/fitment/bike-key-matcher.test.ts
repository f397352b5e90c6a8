import { describe, expect, it } from 'vitest';
import { bikeKeyMatcher, type TypeSearchKey } from './bike-key-matcher';
import { bikeSearchKey } from './bike-search-key';

const keys: TypeSearchKey[] = [
  ['Honda', 'CBR 600 F 2011-2013', 600], ['Honda', 'CBR 125 R 2004-2005', 124], ['Yamaha', 'MT-07 2014-2020', 689],
  ['Yamaha', 'YZF-R6 2006-2007', 599], ['Kawasaki', 'Z 650 2017-2019', 649], ['Honda', 'CB 650 R 2019-2020', 649],
  ['KTM', '690 Duke 2012', 690], ['Suzuki', 'GSX-R 600 2011', 599],
].map(([make, model, capacity], id) => ({ id: id + 1, search_key: bikeSearchKey(make as string, model as string, capacity as number) }));

/** What the matcher stands for: every key read, each word a substring of it. */
const scan = (words: string[]) => keys.filter((key) => words.every((word) => key.search_key.includes(word))).map((key) => key.id);

describe('bikeKeyMatcher', () => {
  const match = bikeKeyMatcher(keys);

  it('answers as a scan of every key would, for whole names, fragments, short words and misses', () => {
    const queries = [['honda'], ['honda', 'cbr'], ['cbr600'], ['600'], ['60'], ['6'], ['mt07'], ['r6'], ['650', 'honda'],
      ['2011'], ['duke', '690'], ['ktm', 'yamaha'], ['zzz'], ['gsxr', '2011', '599'], ['a']];
    for (const words of queries) expect(match(words), words.join(' ')).toEqual(scan(words));
    expect(match(['honda', 'cbr'])).toEqual([1, 2]);
    expect(match(['zzz'])).toEqual([]);
  });

  it('agrees with the scan for every fragment of every key', () => {
    for (const { search_key } of keys) {
      for (let start = 0; start < search_key.length; start++) {
        for (let end = start + 1; end <= Math.min(search_key.length, start + 8); end++) {
          const words = [search_key.slice(start, end), search_key.slice(0, 2)];
          expect(match(words)).toEqual(scan(words));
        }
      }
    }
  });

  it('finds nothing for no words', () => {
    expect(match([])).toEqual([]);
  });
});

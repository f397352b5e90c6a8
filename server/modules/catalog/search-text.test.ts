import { describe, expect, it } from 'vitest';
import { likePrefix, parseSearchText, pickCorrection, unaccent, withinOneTypo } from './search-text';

describe('parseSearchText', () => {
  it('is null for absent or blank text', () => {
    expect(parseSearchText(undefined)).toBeNull();
    expect(parseSearchText(null)).toBeNull();
    expect(parseSearchText('  \t ')).toBeNull();
  });

  it('splits into lower-case words with an unaccented form, dropping punctuation, stop words and repeats', () => {
    expect(parseSearchText(' Nyári KESZTYŰ és (kesztyű)! ')!.words).toEqual([
      { word: 'nyári', plain: 'nyari' }, { word: 'kesztyű', plain: 'kesztyu' },
    ]);
  });

  it('keeps only letters and digits, so no word can carry SQL, tsquery or LIKE syntax', () => {
    const terms = parseSearchText(`'; drop table x; -- a & b | !c :* % _ \\ 😀`)!;
    for (const w of terms.words) expect(w.word).toMatch(/^[\p{L}\p{N}]+$/u);
    expect(terms.words.map((w) => w.word)).toEqual(['drop', 'table']);
  });

  it('caps the text and the number of words', () => {
    const terms = parseSearchText(Array.from({ length: 20 }, (_, i) => `szo${i}`).join(' '))!;
    expect(terms.words).toHaveLength(8);
    expect(parseSearchText('x'.repeat(10_000))!.words[0]!.word.length).toBeLessThanOrEqual(40);
  });

  it('offers a one-word text as an item-number beginning with the LIKE wildcards escaped', () => {
    expect(parseSearchText('AKR-38')!.itemPrefix).toBe('akr-38%');
    expect(parseSearchText('50%_off\\')!.itemPrefix).toBe('50\\%\\_off\\\\%');
    expect(parseSearchText('két szó')!.itemPrefix).toBeNull();
  });
});

describe('unaccent and likePrefix', () => {
  it('removes Hungarian accents', () => {
    expect(unaccent('árvíztűrő tükörfúrógép')).toBe('arvizturo tukorfurogep');
  });

  it('escapes backslash, percent and underscore', () => {
    expect(likePrefix('a%b_c\\')).toBe('a\\%b\\_c\\\\%');
  });
});

describe('typo correction', () => {
  it('counts one insertion, deletion, substitution or neighbour swap as one typo', () => {
    expect(withinOneTypo('bukosisak', 'bukosisk')).toBe(true);
    expect(withinOneTypo('bukosisak', 'bukosisaak')).toBe(true);
    expect(withinOneTypo('fekbetet', 'fekbetat')).toBe(true);
    expect(withinOneTypo('brembo', 'brmebo')).toBe(true);
    expect(withinOneTypo('bukosisak', 'bukosisak')).toBe(true);
    expect(withinOneTypo('bukosisak', 'bukisisk')).toBe(false);
    expect(withinOneTypo('brembo', 'bremboxx')).toBe(false);
    expect(withinOneTypo('abc', 'cba')).toBe(false);
  });

  it('agrees with the optimal string alignment distance on every pair of short words over three letters', () => {
    const words = ['', 'a', 'b', 'c'];
    for (let length = 2; length <= 4; length++) {
      for (const w of words.filter((x) => x.length === length - 1)) words.push(...['a', 'b', 'c'].map((c) => w + c));
    }
    for (const a of words) for (const b of words) expect(withinOneTypo(a, b), `${a} ~ ${b}`).toBe(osaDistance(a, b) <= 1);
  });

  it('picks the first candidate one typo away, only for words of five letters or more', () => {
    expect(pickCorrection('bukosisk', ['bulb', 'bukosisak'])).toBe('bukosisak');
    expect(pickCorrection('bukisisk', ['bukosisak'])).toBeNull();
    expect(pickCorrection('nyri', ['nyari'])).toBeNull();
  });
});

/** The textbook table (optimal string alignment): what withinOneTypo must agree with. */
function osaDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

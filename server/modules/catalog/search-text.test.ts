import { describe, expect, it } from 'vitest';
import { likePrefix, parseSearchText, pickCorrection, typoDistance, unaccent } from './search-text';

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
    expect(typoDistance('bukosisak', 'bukosisk')).toBe(1);
    expect(typoDistance('bukosisak', 'bukosisaak')).toBe(1);
    expect(typoDistance('fekbetet', 'fekbetat')).toBe(1);
    expect(typoDistance('brembo', 'brmebo')).toBe(1);
    expect(typoDistance('bukosisak', 'bukisisk')).toBe(2);
  });

  it('picks the first candidate one typo away, only for words of five letters or more', () => {
    expect(pickCorrection('bukosisk', ['bulb', 'bukosisak'])).toBe('bukosisak');
    expect(pickCorrection('bukisisk', ['bukosisak'])).toBeNull();
    expect(pickCorrection('nyri', ['nyari'])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { wordFacts } from './search-words';

const WORDS = ['bukosisak', 'fekbetet', 'kesztyu', 'sisak', 'sisakplexi'].sort();

describe('query words against the known words', () => {
  it('knows a word and offers no correction for a word that begins a known one', () => {
    expect(wordFacts('sisak', WORDS)).toEqual({ known: true, candidates: [] });
    expect(wordFacts('sisakp', WORDS)).toEqual({ known: false, candidates: [] });
  });

  it('offers the known words one typo away for a word of five letters or more', () => {
    expect(wordFacts('bukosiask', WORDS).candidates).toEqual(['bukosisak']);
    expect(wordFacts('fekbetat', WORDS).candidates).toEqual(['fekbetet']);
    expect(wordFacts('kesztyuu', WORDS).candidates).toEqual(['kesztyu']);
  });

  it('offers nothing two typos away, nor for a short word', () => {
    expect(wordFacts('bukisisk', WORDS).candidates).toEqual([]);
    expect(wordFacts('sisk', WORDS).candidates).toEqual([]);
  });
});

import { MIN_TYPO_WORD, withinOneTypo } from './search-text';

/** What the dictionary of known words (search_words) says about one query word. */
export interface WordFacts {
  /** the word is a known word of some product's search document */
  known: boolean;
  /** known words one typo away, only for a word of five letters or more that begins no known word */
  candidates: string[];
}

function firstAtOrAfter(sorted: readonly string[], word: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]! < word) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Looked up in memory over the sorted known words (a few thousand at 33,000 products): a search costs no
 * query for its typos. Only words of about the same length are compared, so one typo is all it forgives.
 */
export function wordFacts(plain: string, sorted: readonly string[]): WordFacts {
  const at = firstAtOrAfter(sorted, plain);
  const known = sorted[at] === plain;
  if (plain.length < MIN_TYPO_WORD || sorted[at]?.startsWith(plain)) return { known, candidates: [] };
  const candidates = sorted.filter((w) => withinOneTypo(plain, w));
  return { known, candidates };
}

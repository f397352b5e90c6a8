/**
 * Turns a visitor's search text into safe search terms. The text is only ever passed to SQL as bound
 * parameters; words keep letters and digits only, so they can never be tsquery or LIKE syntax either.
 */
export const MAX_SEARCH_CHARS = 200;
export const MAX_SEARCH_WORDS = 8;
const MAX_WORD_CHARS = 40;
/** Shorter words are taken as they are: one changed letter in them changes the meaning too often. */
export const MIN_TYPO_WORD = 5;
const MIN_ITEM_PREFIX = 2;

/** Words that would only narrow a search to names containing them; the stemmers drop them too. */
const STOP_WORDS = new Set(['az', 'es', 'és', 'egy', 'vagy', 'meg', 'is', 'the', 'and', 'for', 'with', 'of']);

export interface SearchWord {
  /** lower case, accents kept: for the Hungarian and English stemmers */
  word: string;
  /** lower case without accents: matches the unaccented name words */
  plain: string;
}

export interface SearchTerms {
  words: SearchWord[];
  /** LIKE pattern for an item number beginning (lower case, wildcards escaped), or null */
  itemPrefix: string | null;
  /** the text split at spaces only, lower case: brand names ('k&n') and motorcycles ('mt-07') are read from these */
  tokens: string[];
}

export function unaccent(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '');
}

/** Escapes LIKE's wildcards and its escape character, then appends the one wildcard we mean. */
export function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function keepWord(word: string): boolean {
  return (word.length > 1 || /^\p{N}$/u.test(word)) && !STOP_WORDS.has(word);
}

/** null when there is nothing to search for (absent or blank text). */
export function parseSearchText(raw: string | null | undefined): SearchTerms | null {
  const text = (raw ?? '').normalize('NFC').trim().slice(0, MAX_SEARCH_CHARS).toLowerCase();
  if (!text) return null;
  const seen = new Set<string>();
  const words: SearchWord[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0].slice(0, MAX_WORD_CHARS);
    const plain = unaccent(word).replace(/[^\p{L}\p{N}]/gu, '');
    if (!plain || !keepWord(word) || seen.has(word)) continue;
    seen.add(word);
    words.push({ word, plain });
    if (words.length === MAX_SEARCH_WORDS) break;
  }
  const itemPrefix = text.length >= MIN_ITEM_PREFIX && !/\s/.test(text) ? likePrefix(text) : null;
  const tokens = text.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  return { words, itemPrefix, tokens };
}

/** Edit distance where a swap of two neighbouring letters also counts as one typo (optimal string alignment). */
export function typoDistance(a: string, b: string): number {
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

/** The known word one typo away from `plain`, nearest candidates first; null when none is. */
export function pickCorrection(plain: string, candidates: readonly string[]): string | null {
  if (plain.length < MIN_TYPO_WORD) return null;
  return candidates.find((c) => typoDistance(plain, c) <= 1) ?? null;
}

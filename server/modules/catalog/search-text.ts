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

/** Whether a and b agree from the given positions to their ends. */
function sameFrom(a: string, i: number, b: string, j: number): boolean {
  if (a.length - i !== b.length - j) return false;
  for (; i < a.length; i++, j++) if (a[i] !== b[j]) return false;
  return true;
}

/**
 * At most one typo apart: equal, or one insertion, deletion, substitution or swap of neighbouring letters
 * (optimal string alignment distance ≤ 1). Compared letter by letter without a distance table: the search
 * asks this of every known word of about the same length, and the table cost a tenth of a search's time.
 */
export function withinOneTypo(a: string, b: string): boolean {
  const [long, short] = a.length >= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let i = 0;
  while (i < short.length && long[i] === short[i]) i++;
  if (i === short.length) return true;
  if (long.length > short.length) return sameFrom(long, i + 1, short, i);
  return sameFrom(long, i + 1, short, i + 1)
    || (long[i] === short[i + 1] && long[i + 1] === short[i] && sameFrom(long, i + 2, short, i + 2));
}

/** The known word one typo away from `plain`, nearest candidates first; null when none is. */
export function pickCorrection(plain: string, candidates: readonly string[]): string | null {
  if (plain.length < MIN_TYPO_WORD) return null;
  return candidates.find((c) => withinOneTypo(plain, c)) ?? null;
}

import type { CategoryIndex, CategoryNode } from './category-index';
import { unaccent } from './search-text';

/**
 * Category nouns in a search (decision 0018): "sisak" names the helmet categories, "téli kesztyű" the
 * winter gloves. A category answers a query when a query word is one of its head nouns (the last word
 * of each "és" part of its name, or that word's last compound part: 'Bukósisak' → 'sisak'); its score
 * counts the query words that are its words (2) or their compound parts (1). Products rank by the score
 * of their own category (when it answers), else by that of the nearest ancestor that does.
 */

/** Hungarian endings a query word may carry beyond the category's word: 'sisakok', 'kesztyűk', 'fékbetétek'. */
const MAX_ENDING = 3;
const MIN_PREFIX = 4;
/** Own-category matches rank above any ancestor match. */
export const OWN_CATEGORY = 100;

interface CategoryWords {
  id: number;
  words: string[];
  parts: string[];
  heads: { word: string; head: string }[];
}

export const plainWords = (text: string): string[] => unaccent(text.toLowerCase()).split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 1);

/** The known parts a word is a compound of; the last part found at its end is its head. */
export function compoundParts(word: string, parts: ReadonlySet<string>): { parts: string[]; head: string } {
  const found: string[] = [];
  let head = word;
  for (let cut = 3; cut <= word.length - 3; cut++) {
    const prefix = word.slice(0, cut);
    const suffix = word.slice(cut);
    if (parts.has(prefix)) found.push(prefix);
    if (parts.has(suffix)) {
      found.push(suffix);
      if (head === word) head = suffix;
    }
  }
  return { parts: found, head };
}

/** A query word stands for a category's word: the same word, or it with a Hungarian ending. */
function sameWord(query: string, word: string): boolean {
  return query === word || (word.length >= MIN_PREFIX && query.startsWith(word) && query.length - word.length <= MAX_ENDING)
    || (query.length >= MIN_PREFIX && word.startsWith(query) && word.length - query.length <= MAX_ENDING);
}

function describe(node: CategoryNode, parts: ReadonlySet<string>): CategoryWords {
  const segments = unaccent(node.nameHu.toLowerCase()).split(/\s+es\s+|,/u);
  const words = plainWords(node.nameHu).filter((w) => w !== 'es');
  const heads = segments.map((segment) => plainWords(segment).at(-1)).filter((w): w is string => !!w)
    .map((word) => ({ word, head: compoundParts(word, parts).head }));
  return { id: node.id, words, parts: words.flatMap((w) => compoundParts(w, parts).parts), heads };
}

/** One query word with what it may stand for: itself, its correction, its head and synonyms. */
export interface NounKeys {
  keys: string[];
}

function score(category: CategoryWords, query: readonly NounKeys[]): number {
  const answers = query.some((q) => q.keys.some((k) => category.heads.some((h) => sameWord(k, h.word) || sameWord(k, h.head)
    || (k.length >= MIN_PREFIX && h.head === h.word && h.word.startsWith(k)))));
  if (!answers) return 0;
  let total = 0;
  for (const q of query) {
    if (q.keys.some((k) => category.words.some((w) => sameWord(k, w)))) total += 2;
    else if (q.keys.some((k) => category.parts.some((p) => sameWord(k, p)))) total += 1;
  }
  return total;
}

const described = new WeakMap<CategoryIndex, Map<number, CategoryWords>>();

function categoryWords(index: CategoryIndex, parts: ReadonlySet<string>): Map<number, CategoryWords> {
  let words = described.get(index);
  if (!words) {
    words = new Map(index.all().map((node) => [node.id, describe(node, parts)]));
    described.set(index, words);
  }
  return words;
}

/**
 * Each category's rank for the query (own score + OWN_CATEGORY, else the nearest ancestor's score), and
 * which query words name a ranked category; both empty when the query names no category noun.
 */
export function categoryRanks(
  index: CategoryIndex, parts: ReadonlySet<string>, query: readonly NounKeys[],
): { ranks: Map<number, number>; nounWords: Set<number> } {
  const described = categoryWords(index, parts);
  const scores = new Map([...described.values()].map((c) => [c.id, score(c, query)]));
  const ranks = new Map<number, number>();
  for (const node of index.all()) {
    const own = scores.get(node.id) ?? 0;
    if (own > 0) {
      ranks.set(node.id, OWN_CATEGORY + own);
      continue;
    }
    // The nearest ancestor that the query names: the index's breadcrumb read backwards, without a copy.
    const path = index.breadcrumb(node.id);
    for (let i = path.length - 2; i >= 0; i--) {
      const ancestor = scores.get(path[i]!.id) ?? 0;
      if (ancestor > 0) {
        ranks.set(node.id, ancestor);
        break;
      }
    }
  }
  const named = [...scores].filter(([, s]) => s > 0).flatMap(([id]) => {
    const c = described.get(id);
    return c ? [...c.words, ...c.parts] : [];
  });
  const nounWords = new Set<number>();
  query.forEach((q, i) => {
    if (q.keys.some((k) => named.some((w) => sameWord(k, w)))) nounWords.add(i);
  });
  return { ranks, nounWords };
}

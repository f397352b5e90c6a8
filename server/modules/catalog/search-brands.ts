import { unaccent } from './search-text';

/** Every word of a token, single letters too: 'k&n' is ['k', 'n']. */
const tokenWords = (token: string): string[] => unaccent(token).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

interface Brand {
  id: number;
  name: string;
}

/**
 * Each brand's name as words, worked out once per brand list (the search dictionary keeps one list until
 * it is read again): every search asks about every brand, and unaccenting 63 names per search was about
 * 2 % of the server's time in a search (session 11's profile).
 */
const namesAsWords = new WeakMap<readonly Brand[], { id: number; parts: string[]; joined: string }[]>();
function brandWords(brands: readonly Brand[]) {
  let words = namesAsWords.get(brands);
  if (!words) {
    words = brands.map((brand) => {
      const parts = tokenWords(brand.name.toLowerCase());
      return { id: brand.id, parts, joined: parts.join('') };
    }).filter(({ parts, joined }) => parts.length > 0 && joined.length >= 2);
    namesAsWords.set(brands, words);
  }
  return words;
}

/**
 * Brand names in the query, as their words in a row ('liqui moly', 'k&n') or written together
 * ('liquimoly', 'kn'). Returns the brands' ids and the plain query words they used up.
 */
export function findBrands(tokens: readonly string[], brands: readonly Brand[]): { ids: number[]; used: Set<string> } {
  const words = tokens.flatMap(tokenWords);
  const ids: number[] = [];
  const used = new Set<string>();
  for (const { id, parts, joined } of brandWords(brands)) {
    let hit = words.includes(joined);
    if (hit) used.add(joined);
    for (let i = 0; !hit && i + parts.length <= words.length; i++) {
      if (parts.every((p, j) => words[i + j] === p)) {
        hit = true;
        parts.forEach((p) => used.add(p));
      }
    }
    if (hit) ids.push(id);
  }
  return { ids, used };
}

/** Query words a motorcycle may be named by: a manufacturer ('honda') or a word with digits ('mt07', '600'). */
export function looksLikeBike(words: readonly string[], manufacturers: ReadonlySet<string>): boolean {
  return words.some((w) => /\d/.test(w) || manufacturers.has(w));
}

import { unaccent } from './search-text';

/** Every word of a token, single letters too: 'k&n' is ['k', 'n']. */
const tokenWords = (token: string): string[] => unaccent(token).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * Brand names in the query, as their words in a row ('liqui moly', 'k&n') or written together
 * ('liquimoly', 'kn'). Returns the brands' ids and the plain query words they used up.
 */
export function findBrands(tokens: readonly string[], brands: readonly { id: number; name: string }[]): { ids: number[]; used: Set<string> } {
  const words = tokens.flatMap(tokenWords);
  const ids: number[] = [];
  const used = new Set<string>();
  for (const brand of brands) {
    const parts = tokenWords(brand.name.toLowerCase());
    const joined = parts.join('');
    if (!parts.length || (joined.length < 2)) continue;
    let hit = words.includes(joined);
    if (hit) used.add(joined);
    for (let i = 0; !hit && i + parts.length <= words.length; i++) {
      if (parts.every((p, j) => words[i + j] === p)) {
        hit = true;
        parts.forEach((p) => used.add(p));
      }
    }
    if (hit) ids.push(brand.id);
  }
  return { ids, used };
}

/** Query words a motorcycle may be named by: a manufacturer ('honda') or a word with digits ('mt07', '600'). */
export function looksLikeBike(words: readonly string[], manufacturers: ReadonlySet<string>): boolean {
  return words.some((w) => /\d/.test(w) || manufacturers.has(w));
}

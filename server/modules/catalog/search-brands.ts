import { unaccent } from './search-text';

/** Every word of a token, single letters too: 'k&n' is ['k', 'n']. */
const tokenWords = (token: string): string[] => unaccent(token).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** A brand's name as the query's words are compared with it. */
export interface BrandWords {
  id: number;
  parts: string[];
  joined: string;
}

/**
 * The brands' names as words, worked out when the search dictionary is read (once a minute), not on
 * every search: unaccenting 63 names per search was about 2 % of the server's time in a search
 * (session 11's profile). Names shorter than two letters never name a brand in a query.
 */
export function brandWords(brands: readonly { id: number; name: string }[]): BrandWords[] {
  return brands.map((brand) => {
    const parts = tokenWords(brand.name.toLowerCase());
    return { id: brand.id, parts, joined: parts.join('') };
  }).filter(({ parts, joined }) => parts.length > 0 && joined.length >= 2);
}

/**
 * Brand names in the query, as their words in a row ('liqui moly', 'k&n') or written together
 * ('liquimoly', 'kn'). Returns the brands' ids and the plain query words they used up.
 */
export function findBrands(tokens: readonly string[], brands: readonly BrandWords[]): { ids: number[]; used: Set<string> } {
  const words = tokens.flatMap(tokenWords);
  const ids: number[] = [];
  const used = new Set<string>();
  for (const { id, parts, joined } of brands) {
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

/** A motorcycle type's free-text search key (bike-search-key.ts). */
export interface TypeSearchKey {
  id: number;
  search_key: string;
}

const GRAM = 3;

/**
 * The types whose search key contains every word, in the keys' order: what `key.includes(word)` over
 * every key answers, without reading every key. A product search asks this for its leftover words on
 * every request, and a scan of the 4,896 keys was 4 % of the server's time in a search (session 11's
 * profile). Each key's three-letter pieces point to it; the rarest piece of the query's words names the
 * few keys worth checking. Words shorter than a piece leave nothing to look up, and are matched by a scan.
 */
export function bikeKeyMatcher(keys: readonly TypeSearchKey[]): (words: readonly string[]) => number[] {
  const byGram = new Map<string, number[]>();
  keys.forEach((key, index) => {
    const grams = new Set<string>();
    for (let i = 0; i + GRAM <= key.search_key.length; i++) grams.add(key.search_key.slice(i, i + GRAM));
    for (const gram of grams) {
      const list = byGram.get(gram);
      if (list) list.push(index);
      else byGram.set(gram, [index]);
    }
  });
  const everyIndex = keys.map((_, index) => index);
  return (words) => {
    if (words.length === 0) return [];
    let candidates: readonly number[] = everyIndex;
    for (const word of words) {
      for (let i = 0; i + GRAM <= word.length; i++) {
        const list = byGram.get(word.slice(i, i + GRAM)) ?? [];
        if (list.length < candidates.length) candidates = list;
      }
    }
    const ids: number[] = [];
    for (const index of candidates) {
      const key = keys[index]!;
      if (words.every((word) => key.search_key.includes(word))) ids.push(key.id);
    }
    return ids;
  };
}

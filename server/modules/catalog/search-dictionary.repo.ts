import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { brandWords, type BrandWords } from './search-brands';

/** What a search is understood with, besides the categories: small tables, read once a minute. */
export interface SearchDictionary {
  /** the brands' names as words (search-brands.ts) */
  brands: BrandWords[];
  compoundParts: Set<string>;
  /** unaccented lower-case term → its alternatives as written by staff */
  synonyms: Map<string, string>;
  /** the known words (search_words), sorted: a few thousand, so typos are looked up in memory */
  words: string[];
}

export async function loadSearchDictionary(db: DbOrTx): Promise<SearchDictionary> {
  const [brands, parts, synonyms, words] = await Promise.all([
    queryRows<{ id: number; name: string }>(db, sql`select id, name from brands`),
    queryRows<{ part: string }>(db, sql`select part from search_compound_parts`),
    queryRows<{ term: string; alternatives: string }>(db, sql`select term, alternatives from search_synonyms`),
    queryRows<{ word: string }>(db, sql`select word from search_words`),
  ]);
  return {
    brands: brandWords(brands),
    compoundParts: new Set(parts.map((p) => p.part)),
    synonyms: new Map(synonyms.map((s) => [s.term, s.alternatives])),
    // Code-point order, so the prefix look-up's binary search agrees with startsWith.
    words: words.map((w) => w.word).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
  };
}

/** Counts a search that found nothing; the caller does not wait for it. */
export async function countZeroResult(db: DbOrTx, query: string): Promise<void> {
  await db.execute(sql`insert into search_zero_results as z (query) values (${query})
    on conflict (query) do update set searches = z.searches + 1, last_searched_at = now()`);
}

import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { MIN_TYPO_WORD, pickCorrection, type SearchTerms, type SearchWord } from './search-text';

/** How many nearest known words (by trigram distance) are checked for being one typo away. */
const CORRECTION_CANDIDATES = 8;

export interface SearchPlan extends SearchTerms {
  words: (SearchWord & { corrected: string | null })[];
}

/**
 * Looks up, for each word of five letters or more that begins no known word, its nearest known words
 * (GiST trigram index on search_words), and keeps the one a single typo away.
 */
export async function planSearch(db: DbOrTx, terms: SearchTerms): Promise<SearchPlan> {
  const unknown = terms.words.map((w) => w.plain).filter((p) => p.length >= MIN_TYPO_WORD);
  const candidates = new Map<string, string[]>();
  if (unknown.length) {
    const rows = await queryRows<{ plain: string; words: string[] | null }>(db, sql`
      select q.plain, array(select s.word from search_words s order by s.word <-> q.plain limit ${CORRECTION_CANDIDATES}) as words
      from json_array_elements_text(${JSON.stringify(unknown)}::json) as q(plain)
      where not exists (select 1 from search_words s where s.word like q.plain || '%')`);
    for (const row of rows) candidates.set(row.plain, row.words ?? []);
  }
  return {
    ...terms,
    words: terms.words.map((w) => ({ ...w, corrected: pickCorrection(w.plain, candidates.get(w.plain) ?? []) })),
  };
}

/** The words as one tsquery: every word must match (shop_word_query, migration search-words-trigger). */
function wordsQuery(plan: SearchPlan): SQL | null {
  if (!plan.words.length) return null;
  return sql.join(plan.words.map((w) => sql`shop_word_query(${w.word}, ${w.plain}, ${w.corrected})`), sql` && `);
}

/**
 * Matches by name words, or by the beginning of its own or one of its variants' item number. Written as
 * one OR of indexable conditions (the variants' product ids as an array) so PostgreSQL combines the
 * GIN and prefix indexes in one BitmapOr instead of scanning products.
 */
export function searchCondition(plan: SearchPlan): SQL {
  const words = wordsQuery(plan);
  const branches: SQL[] = [];
  if (words) branches.push(sql`p.search_vector @@ (${words})`);
  if (plan.itemPrefix) {
    branches.push(sql`lower(p.cikkszam) like ${plan.itemPrefix}`);
    branches.push(sql`p.id = any(array(select v.product_id from variants v where lower(v.cikkszam) like ${plan.itemPrefix}))`);
  }
  if (!branches.length) return sql`false`;
  return sql`(${sql.join(branches, sql` or `)})`;
}

/** Higher is better: weighted word matches, and an item-number match above any name match. */
export function relevance(plan: SearchPlan): SQL {
  const words = wordsQuery(plan);
  const rank = words ? sql`ts_rank(p.search_vector, ${words})` : sql`0`;
  const item = plan.itemPrefix ? sql`case when lower(p.cikkszam) like ${plan.itemPrefix} then 1 else 0 end` : sql`0`;
  return sql`(${rank} + ${item})`;
}

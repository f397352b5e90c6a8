import { sql, type SQL } from 'drizzle-orm';
import type { PlannedWord, SearchPlan } from './search.repo';

/*
 * A search as SQL on `search_documents d`. The text depends only on which kinds of condition a search has
 * (words, item number, brand, motorcycle, ranked categories), never on how many or which values: each
 * value list is one parameter, so the search statement takes a few shapes and runs prepared, on a generic
 * plan (decision 0034). Ids and ranks are integers of our own, so their array literals are built from
 * numbers only; text arrays are quoted element by element.
 */

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;
const textArray = (values: readonly (string | null)[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;

/**
 * Every word as one tsquery (shop_search_query, migration 0024): each word's stems and prefix, its
 * correction, then its synonyms and its compound's parts ('terdvedo' → 'terd & vedo') as alternatives.
 * A sub-select, so a generic plan evaluates it once, not per row.
 */
function wordsQuery(words: readonly PlannedWord[]): SQL {
  const alternatives = words.flatMap((w, i) => [
    ...w.alternatives.map((a) => ({ word: i + 1, query: `${a}:*` })),
    ...(w.split ? [{ word: i + 1, query: w.split.map((p) => `${p}:*`).join(' & ') }] : []),
  ]);
  return sql`(select shop_search_query(${textArray(words.map((w) => w.word))}::text[], ${textArray(words.map((w) => w.plain))}::text[],
    ${textArray(words.map((w) => w.corrected))}::text[], ${intArray(alternatives.map((a) => a.word))}::int[],
    ${textArray(alternatives.map((a) => a.query))}::text[]))`;
}

/**
 * The item numbers a LIKE prefix pattern (search-text.ts: wildcards escaped, one `%` at the end) matches,
 * as the range of the prefix indexes (`text_pattern_ops`, byte order): from the prefix to the prefix with
 * its last character's successor, or open-ended when every character is the last one Unicode has. With the
 * pattern a parameter, PostgreSQL cannot derive this range itself, and a generic plan would read every row.
 * Lone surrogates count as U+FFFD, as the driver sends them.
 */
export function itemPrefixRange(pattern: string): { from: string; to: string | null } {
  const from = pattern.slice(0, -1).replace(/\\(.)/gsu, '$1');
  const codes = [...from].map((c) => {
    const code = c.codePointAt(0)!;
    return code >= 0xd800 && code <= 0xdfff ? 0xfffd : code;
  });
  while (codes.length > 0 && codes[codes.length - 1] === 0x10ffff) codes.pop();
  if (codes.length === 0) return { from, to: null };
  const last = codes.pop()! + 1;
  return { from, to: String.fromCodePoint(...codes, last === 0xd800 ? 0xe000 : last) };
}

/** An item number (lower-cased column) that begins with the pattern's prefix, through its prefix index's range. */
function beginsWith(pattern: string): (column: SQL) => SQL {
  const { from, to } = itemPrefixRange(pattern);
  return (column) => sql.join([
    sql`${column} ~>=~ ${from}`, ...(to === null ? [] : [sql`${column} ~<~ ${to}`]), sql`${column} like ${pattern}`,
  ], sql` and `);
}

function itemMatch(pattern: string): SQL {
  const matches = beginsWith(pattern);
  return sql`(d.product_id = any(array(select p.id from products p where ${matches(sql`lower(p.cikkszam)`)}))
    or d.product_id = any(array(select v.product_id from variants v where ${matches(sql`lower(v.cikkszam)`)})))`;
}

/** Whether any product's or variant's item number begins with the pattern's prefix: two index probes. */
export function anyItemBegins(pattern: string): SQL<boolean> {
  const matches = beginsWith(pattern);
  return sql<boolean>`(exists (select from products p where ${matches(sql`lower(p.cikkszam)`)})
    or exists (select from variants v where ${matches(sql`lower(v.cikkszam)`)}))`;
}

/**
 * Above this many motorcycle types ('honda', a bare '21') the fitment index is read only when nothing else
 * narrows the search: at a million products such a list fits hundreds of thousands of documents, and
 * reading them from the index to intersect with a word's few thousand took 2 s where checking the word's
 * documents took milliseconds. A generic plan cannot tell the lists apart, so the statement says it.
 */
export const BIKE_INDEX_MAX_TYPES = 8;

/**
 * Type ids as the multirange literal of their runs ('{[201,202),[211,219)}'): a manufacturer's types are
 * mostly consecutive ids, so 645 Honda types are one or a few ranges.
 */
export function typeRanges(types: readonly number[]): string {
  const sorted = [...new Set(types)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let end = i;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end++;
    runs.push(`[${sorted[i]},${sorted[end]! + 1})`);
    i = end + 1;
  }
  return `{${runs.join(',')}}`;
}

function bikeCondition(types: readonly number[], makes: readonly number[] | null, narrowedOtherwise: boolean): SQL {
  if (narrowedOtherwise && types.length > BIKE_INDEX_MAX_TYPES) {
    // Checked row by row: array overlap (&&) compares every type of the row with every type asked for,
    // 645 Honda types × each row's types × a word's 3,000 documents (85 ms at 33,000 products); a
    // multirange finds each of the row's few types by binary search over the runs (11 ms).
    const checked = sql`${typeRanges(types)}::int4multirange @> any(d.bike_types)`;
    // The types' manufacturers first, through their index beside the word's (decision 0049): only the
    // documents of both are read and checked ('fékbetét honda': 569 of the word's 3,326).
    return makes?.length ? sql`d.bike_makes && ${intArray(makes)}::int[] and ${checked}` : checked;
  }
  return sql`d.bike_types && ${intArray(types)}::int[]`;
}

/**
 * The conditions on `search_documents d`: brand and motorcycle narrow, then every word or the item
 * number's beginning. Each is indexed (GIN on doc and bike_types, brand_id, the item-number prefixes).
 */
export function searchConditions(plan: SearchPlan): SQL[] {
  const conditions: SQL[] = [];
  if (plan.brandIds.length) conditions.push(sql`d.brand_id = any(${intArray(plan.brandIds)}::int[])`);
  // Beside a motorcycle the item number narrows only with words (below); alone with it, it only ranks.
  if (plan.bikeTypes) conditions.push(bikeCondition(plan.bikeTypes, plan.bikeMakes, plan.brandIds.length > 0 || plan.words.length > 0));
  const item = plan.itemPrefix ? itemMatch(plan.itemPrefix) : null;
  if (plan.words.length) {
    const text = sql`d.doc @@ ${wordsQuery(plan.words)}`;
    conditions.push(item ? sql`(${text} or ${item})` : text);
  } else if (!conditions.length) {
    // Every word was a brand or a motorcycle, else only the item number is left to match.
    conditions.push(item ?? sql`false`);
  }
  return conditions;
}

/**
 * Higher first: an item-number match, then the category's rank for the query's nouns (decision 0018).
 * Nothing is computed per row beyond these two: a text-match score over a few thousand rows cost more
 * than the whole rest of the search.
 */
export function searchRank(plan: SearchPlan): SQL {
  const item = plan.itemPrefix ? sql`case when ${itemMatch(plan.itemPrefix)} then 1000 else 0 end` : sql`0`;
  if (!plan.categoryRanks.size) return item;
  const ids = intArray([...plan.categoryRanks.keys()]);
  const ranks = intArray([...plan.categoryRanks.values()]);
  return sql`(${item} + coalesce((${ranks}::int[])[array_position(${ids}::int[], d.category_id)], 0))`;
}

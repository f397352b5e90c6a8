import type { CategoryIndex } from './category-index';
import { findBrands, looksLikeBike } from './search-brands';
import type { SearchDictionary } from './search-dictionary.repo';
import { wordFacts } from './search-words';
import { categoryRanks, compoundParts, plainWords, type NounKeys } from './search-nouns';
import { pickCorrection, type SearchTerms, type SearchWord } from './search-text';

/** The motorcycle recogniser of 'Motorom' (fitment module), as the search needs it. */
export interface BikeLinks {
  /** manufacturer names as the free-text search keys hold them ('harleydavidson') */
  bikeManufacturerKeys(): Promise<ReadonlySet<string>>;
  /** the types whose search key holds every word of the text, as the free-text parts finder finds them */
  bikeTypeIdsByText(text: string): Promise<number[]>;
  /** the manufacturers of these types; null when one of them is not known (yet) */
  bikeMakes(types: readonly number[]): Promise<number[] | null>;
}

export interface SearchContext {
  dictionary: SearchDictionary;
  categories: CategoryIndex;
  bikes: BikeLinks;
}

export interface PlannedWord extends SearchWord {
  corrected: string | null;
  /** staff's synonyms and the compound's parts ('terdvedo' → 'terd vedo'), each matching instead of the word */
  alternatives: string[];
  split: string[] | null;
}

/** A search understood: every condition a product must meet, and how categories rank (decision 0018). */
export interface SearchPlan {
  /** every word must match the product's search document */
  words: PlannedWord[];
  itemPrefix: string | null;
  brandIds: number[];
  /** the motorcycle types named in the query; null when none is */
  bikeTypes: number[] | null;
  /** their manufacturers, when known: a search narrows by these through their index first (decision 0049) */
  bikeMakes: number[] | null;
  /** category id → rank; products of unranked categories come last */
  categoryRanks: Map<number, number>;
}

/**
 * The motorcycle types a plan names when it has nothing else to match or rank by (no word, brand or category
 * noun; an item prefix aside, which the caller weighs); null otherwise.
 */
export function namedMotorcyclesOnly(plan: SearchPlan): readonly number[] | null {
  return plan.words.length === 0 && plan.brandIds.length === 0 && plan.categoryRanks.size === 0 ? plan.bikeTypes : null;
}

function nounKeys(word: PlannedWord, parts: ReadonlySet<string>): NounKeys {
  const keys = [word.plain, ...(word.corrected ? [word.corrected] : []), ...word.alternatives.flatMap(plainWords)];
  return { keys: [...new Set([...keys, ...keys.map((k) => compoundParts(k, parts).head)])] };
}

/** A tyre size ('120/70', '180/55-17', '120/70r17'): its numbers are the tyre's, not a motorcycle's. */
const TYRE_SIZE = /^\d{2,3}\/\d{2,3}/;

/**
 * Words that are neither brand nor category noun and are no product's word may name a motorcycle; with a
 * tyre size in the text its bare numbers do not ('120/70 17' listed exhausts for bikes named like them).
 */
async function findBike(
  words: PlannedWord[], known: ReadonlySet<string>, bikes: BikeLinks, tyreSize: boolean,
): Promise<{ types: number[]; makes: number[] | null; used: Set<string> } | null> {
  const candidates = words.filter((w) => !known.has(w.plain) && !w.corrected && !(tyreSize && /^\d+$/.test(w.plain))).map((w) => w.plain);
  if (!candidates.length || !looksLikeBike(candidates, await bikes.bikeManufacturerKeys())) return null;
  const types = await bikes.bikeTypeIdsByText(candidates.join(' '));
  return types.length ? { types, makes: await bikes.bikeMakes(types), used: new Set(candidates) } : null;
}

export async function planSearch(terms: SearchTerms, context: SearchContext): Promise<SearchPlan> {
  const { dictionary } = context;
  const brands = findBrands(terms.tokens, dictionary.brands);
  const rest = terms.words.filter((w) => !brands.used.has(w.plain));
  const facts = new Map(rest.map((w) => [w.plain, wordFacts(w.plain, dictionary.words)]));
  const planned: PlannedWord[] = rest.map((w) => {
    const synonym = dictionary.synonyms.get(w.plain);
    const parts = compoundParts(w.plain, dictionary.compoundParts);
    const split = parts.parts.length >= 2 ? parts.parts : null;
    return { ...w, corrected: pickCorrection(w.plain, facts.get(w.plain)?.candidates ?? []), alternatives: synonym ? plainWords(synonym) : [], split };
  });
  const nouns = categoryRanks(context.categories, dictionary.compoundParts, planned.map((w) => nounKeys(w, dictionary.compoundParts)));
  const known = new Set([...facts].filter(([, f]) => f.known).map(([plain]) => plain));
  const bike = await findBike(planned.filter((_, i) => !nouns.nounWords.has(i)), known, context.bikes, terms.tokens.some((t) => TYRE_SIZE.test(t)));
  return {
    words: planned.filter((w) => !bike?.used.has(w.plain)),
    itemPrefix: terms.itemPrefix,
    brandIds: brands.ids,
    bikeTypes: bike?.types ?? null,
    bikeMakes: bike?.makes ?? null,
    categoryRanks: nouns.ranks,
  };
}

/**
 * The plan with each compound word matched by its last part alone ('bőrkesztyű' → 'kesztyű'), or null when
 * no word is a compound of known parts. A Hungarian compound names a kind of its last part: when no
 * product holds both parts, the rider still wants the gloves, the category ranks already put them first.
 */
export function relaxedCompounds(plan: SearchPlan, parts: ReadonlySet<string>): SearchPlan | null {
  if (!plan.words.some((w) => w.split)) return null;
  const headOnly = (w: PlannedWord): PlannedWord => {
    const { head } = compoundParts(w.plain, parts);
    return { word: head, plain: head, corrected: null, alternatives: [], split: null };
  };
  return { ...plan, words: plan.words.map((w) => (w.split ? headOnly(w) : w)) };
}

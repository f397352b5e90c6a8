import type { Db } from '../../db/client';
import { ttlCache } from '../../shared/ttl-cache';
import type { CategoryIndex } from './category-index';
import type { ListingSearch } from './listing.service';
import { countZeroResult, loadSearchDictionary } from './search-dictionary.repo';
import { itemNumbersBegin } from './search-listing.repo';
import { namedMotorcyclesOnly, planSearch, relaxedCompounds, type BikeLinks, type SearchPlan } from './search.repo';
import type { SearchTerms } from './search-text';

/** Brands, compound parts, synonyms and known words change rarely; a synonym written on this instance shows at once. */
const DICTIONARY_TTL_MS = 60_000;

/** How listings understand a search text (decision 0018), and the counting of searches that found nothing. */
export function createListingSearch(db: Db, bikes: BikeLinks): ListingSearch & { foundNothing(terms: SearchTerms): void; invalidate(): void } {
  const dictionary = ttlCache(DICTIONARY_TTL_MS, () => loadSearchDictionary(db));
  return {
    async plan(terms: SearchTerms, categories: CategoryIndex) {
      const plan = await planSearch(terms, { dictionary: await dictionary(), categories, bikes });
      // 'honda' may begin an item number; beside the motorcycle it names it only ranks such items first.
      // When none begins so, it ranks nothing, and the search names motorcycles only (listing.service.ts).
      if (plan.itemPrefix && namedMotorcyclesOnly(plan) && !(await itemNumbersBegin(db, plan.itemPrefix))) return { ...plan, itemPrefix: null };
      return plan;
    },
    async relax(plan: SearchPlan) {
      return relaxedCompounds(plan, (await dictionary()).compoundParts);
    },
    /** Counted per normalised text (lower case, single spaces), also when the answer came from the cache. */
    foundNothing(terms: SearchTerms) {
      // Counting must never slow down or fail the visitor's answer; a lost count is harmless.
      countZeroResult(db, terms.tokens.join(' ')).catch(() => {});
    },
    invalidate: () => dictionary.invalidate(),
  };
}

import type { Db } from '../../db/client';
import { ttlCache } from '../../shared/ttl-cache';
import type { CategoryIndex } from './category-index';
import type { ListingSearch } from './listing.service';
import { countZeroResult, loadSearchDictionary } from './search-dictionary.repo';
import { planSearch, relaxedCompounds, type BikeLinks, type SearchPlan } from './search.repo';
import type { SearchTerms } from './search-text';

/** Brands, compound parts, synonyms and known words change rarely; a synonym written on this instance shows at once. */
const DICTIONARY_TTL_MS = 60_000;

/** How listings understand a search text (decision 0018), and the counting of searches that found nothing. */
export function createListingSearch(db: Db, bikes: BikeLinks): ListingSearch & { foundNothing(terms: SearchTerms): void; invalidate(): void } {
  const dictionary = ttlCache(DICTIONARY_TTL_MS, () => loadSearchDictionary(db));
  return {
    async plan(terms: SearchTerms, categories: CategoryIndex) {
      return planSearch(terms, { dictionary: await dictionary(), categories, bikes });
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

import { Type, type Static } from 'typebox';
import { ItemResponse, ListQuery, ListResponse } from './admin-list';

/** A staff synonym: a search word that also finds the words of `alternatives` (decision 0018). */
export const SearchSynonym = Type.Object({
  id: Type.Integer(),
  /** unaccented, lower case: how the search compares it */
  term: Type.String(),
  alternatives: Type.String(),
  createdAt: Type.String(),
});
export type SearchSynonym = Static<typeof SearchSynonym>;

export const SearchSynonymBody = Type.Object({
  term: Type.String({ minLength: 1, maxLength: 40 }),
  alternatives: Type.String({ minLength: 1, maxLength: 200 }),
}, { additionalProperties: false });
export type SearchSynonymBody = Static<typeof SearchSynonymBody>;

export const SearchSynonymQuery = ListQuery(['term', 'createdAt'] as const, {});
export type SearchSynonymQuery = Static<typeof SearchSynonymQuery>;

/** A search text that found nothing, with how often and when last (`id` is the text itself). */
export const ZeroResultSearch = Type.Object({
  id: Type.String(),
  query: Type.String(),
  searches: Type.Integer(),
  lastSearchedAt: Type.String(),
});
export type ZeroResultSearch = Static<typeof ZeroResultSearch>;

export const ZeroResultQuery = ListQuery(['searches', 'lastSearchedAt', 'query'] as const, {});
export type ZeroResultQuery = Static<typeof ZeroResultQuery>;

export const SearchSynonymList = ListResponse(SearchSynonym);
export const SearchSynonymItem = ItemResponse(SearchSynonym);
export const ZeroResultList = ListResponse(ZeroResultSearch);

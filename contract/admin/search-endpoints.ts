import { AdminIdParams } from '../admin-list';
import { ErrorBody } from '../common';
import { SearchSynonymBody, SearchSynonymItem, SearchSynonymList, SearchSynonymQuery, ZeroResultList, ZeroResultQuery } from '../search-admin';
import { SEARCH_ENDPOINT_PATHS as P } from './search-paths';

const refused = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody } as const;

export const SEARCH_ENDPOINTS = {
  adminSearchSynonyms: { ...P.adminSearchSynonyms, query: SearchSynonymQuery, responses: { 200: SearchSynonymList, ...refused } },
  adminSearchSynonymAdd: { ...P.adminSearchSynonymAdd, body: SearchSynonymBody, responses: { 200: SearchSynonymItem, ...refused, 409: ErrorBody } },
  adminSearchSynonymDelete: { ...P.adminSearchSynonymDelete, params: AdminIdParams, responses: { 200: SearchSynonymItem, ...refused, 404: ErrorBody } },
  adminSearchZeroResults: { ...P.adminSearchZeroResults, query: ZeroResultQuery, responses: { 200: ZeroResultList, ...refused } },
} as const;

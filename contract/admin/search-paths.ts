import type { EndpointPath } from '../endpoint-paths';

/** Staff's search synonyms (list, add, delete) and the searches that found nothing. */
export const SEARCH_ENDPOINT_PATHS = {
  adminSearchSynonyms: { method: 'GET', path: '/api/admin/search-synonyms', staff: 'staff' },
  adminSearchSynonymAdd: { method: 'POST', path: '/api/admin/search-synonyms', staff: 'staff' },
  adminSearchSynonymDelete: { method: 'POST', path: '/api/admin/search-synonyms/:id/delete', staff: 'staff' },
  adminSearchZeroResults: { method: 'GET', path: '/api/admin/search-zero-results', staff: 'staff' },
} as const satisfies Record<string, EndpointPath>;

import { queryOptions } from '@tanstack/react-query';
import type { PageLink } from '../../../contract/content';
import { apiCall } from '../../lib/api-client';

export type { PageLink };

/** The top-level content pages, linked from the footer. */
export const parentPagesQuery = queryOptions({
  queryKey: ['content', 'parentPages'],
  queryFn: ({ signal }) => apiCall('getParentPages', { signal }),
  staleTime: 10 * 60_000,
});

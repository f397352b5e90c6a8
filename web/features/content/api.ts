import { queryOptions } from '@tanstack/react-query';
import type { PageLink } from '../../../contract/content';
import { apiGet } from '../../lib/api-client';

export type { PageLink };

/** The top-level content pages, linked from the footer. */
export const parentPagesQuery = queryOptions({
  queryKey: ['content', 'parentPages'],
  queryFn: ({ signal }) => apiGet<PageLink[]>('/api/getParentPages', { signal }),
  staleTime: 10 * 60_000,
});

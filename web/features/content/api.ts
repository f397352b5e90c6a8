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

/**
 * The active popup (spec section 4): on every page, so the server renders its page with it and the
 * notice needs no request after hydration; whether this visitor dismissed it is the browser's.
 */
export const popupQuery = queryOptions({
  queryKey: ['content', 'popup'],
  queryFn: ({ signal }) => apiCall('getPopup', { signal }),
  staleTime: Infinity,
  retry: false,
});

import { queryOptions } from '@tanstack/react-query';
import type { FrontPageSliders } from '../../../contract/content';
import { apiGet } from '../../lib/api-client';

export const frontSlidersQuery = queryOptions({
  queryKey: ['content', 'frontSliders'],
  queryFn: ({ signal }) => apiGet<FrontPageSliders>('/api/slidersToFrontPage', { signal }),
  staleTime: 10 * 60_000,
});

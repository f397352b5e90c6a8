import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';

export const frontSlidersQuery = queryOptions({
  queryKey: ['content', 'frontSliders'],
  queryFn: ({ signal }) => apiCall('slidersToFrontPage', { signal }),
  staleTime: 10 * 60_000,
});

import { queryOptions } from '@tanstack/react-query';
import type { ProductDetail, ProductsRequest } from '../../../contract/catalog';
import { ApiError, apiCall } from '../../lib/api-client';
import type { ListingEndpoint } from './listing-target';

export type { ProductDetail };

// A 4xx will not turn into a success by asking again.
const retryServerErrors = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export function productQuery(alias: string) {
  return queryOptions({
    queryKey: ['catalog', 'product', alias],
    queryFn: async ({ signal }) =>
      (await apiCall('productByAlias', { params: { alias }, signal })).product,
    retry: retryServerErrors,
    // A refusal the server rendered (an unknown alias) is shown as it is, not asked again on hydration;
    // the route's loader asks again on a later visit.
    retryOnMount: false,
  });
}

export const saleProductsQuery = queryOptions({
  queryKey: ['catalog', 'saleFrontPage'],
  queryFn: async ({ signal }) => (await apiCall('getAkciosFooldal', { signal })).products,
  staleTime: 5 * 60_000,
});

export function fetchProducts(endpoint: ListingEndpoint, alias: string, body: ProductsRequest, signal: AbortSignal) {
  return apiCall(endpoint, { params: { alias }, body, signal });
}

export { retryServerErrors };

import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

type Options<TQueryFnData, TData, TQueryKey extends QueryKey> = UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>;

/** In the browser: the query's data, kept fresh by its observer. */
function useObservedData<TQueryFnData, TData, TQueryKey extends QueryKey>(options: Options<TQueryFnData, TData, TQueryKey>): TData | undefined {
  return useQuery(options).data;
}

/**
 * On the server: what the route loaders put into the page's query cache, read directly. A server render
 * happens once and observes nothing, and an observer per query was a fifth of the layout's render time
 * (the footer, the menu, the cart link and the popup ask on every page). The same data useQuery gives.
 */
function useLoadedData<TQueryFnData, TData, TQueryKey extends QueryKey>(options: Options<TQueryFnData, TData, TQueryKey>): TData | undefined {
  const data = useQueryClient().getQueryData<TQueryFnData>(options.queryKey);
  if (data === undefined) return undefined;
  return typeof options.select === 'function' ? options.select(data) : (data as unknown as TData);
}

/** A query's data for a component that shows only the data (no loading or error state of its own). */
export const useQueryData = import.meta.env.SSR ? useLoadedData : useObservedData;

import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ProductsRequest } from '../../../contract/catalog';
import { appendPages, firstRange, nextRange, type ListingRange } from './listing-range';
import { storeRange, type ListingSort } from './listing-restore';
import type { ListingTarget } from './listing-target';
import { fetchProducts, retryServerErrors } from './product-api';

export interface ListingQuery {
  target: ListingTarget;
  searchText: string | null;
  /** null: the server's default (relevance when searching, else name ascending) */
  sort: ListingSort | null;
  bike: number | false;
  /** how far to load at once: 16, or a range restored after a product visit */
  targetEnd: number;
}

/**
 * One listing as pages of ranges. Route, search text, motorcycle and sort are
 * the query key, so changing any of them starts again from 0..16.
 */
export function useProductListing({ target, searchText, sort, bike, targetEnd }: ListingQuery) {
  const body: ProductsRequest = {
    akcios: target.akcios,
    utolso: target.utolso,
    searchText: searchText || null,
    bike,
    ...(sort ? { sort } : {}),
  };
  const query = useInfiniteQuery({
    queryKey: ['catalog', 'listing', target.endpoint, target.alias, body],
    initialPageParam: firstRange(targetEnd),
    queryFn: ({ pageParam, signal }) => fetchProducts(target.endpoint, target.alias, { ...body, range: pageParam }, signal),
    getNextPageParam: (last, _pages, lastParam) => nextRange(lastParam.end, last.total, targetEnd),
    retry: retryServerErrors,
  });
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const lastRange = data?.pageParams.at(-1) as ListingRange | undefined;
  const loadedEnd = lastRange?.end ?? 0;

  // A restored listing loads on until it reaches where the visitor left it.
  useEffect(() => {
    if (loadedEnd > 0 && loadedEnd < targetEnd && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [loadedEnd, targetEnd, hasNextPage, isFetchingNextPage, fetchNextPage]);

  useEffect(() => {
    if (lastRange) storeRange(lastRange);
  }, [lastRange]);

  const first = data?.pages[0];
  return {
    // Spec section 8: a failed listing is an empty list.
    products: query.isError ? [] : appendPages(data?.pages.map((page) => page.products) ?? []),
    categories: query.isError ? [] : (first?.categories ?? []).filter((c) => c.productCount > 0),
    categoryName: first?.category?.name_hu ?? null,
    total: query.isError ? 0 : (data?.pages.at(-1)?.total ?? 0),
    loading: query.isPending,
    failed: query.isError,
    hasMore: !query.isError && hasNextPage,
    loadingMore: isFetchingNextPage,
    loadMore: () => void fetchNextPage(),
  };
}

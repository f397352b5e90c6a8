import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ListingFilters, ProductsRequest } from '../../../contract/catalog';
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
  /** the visitor's filters (decision 0027); akcios comes from the route or the 'Akciós' filter */
  filters?: ListingFilters;
  akcios?: boolean;
  /** a motorcycle whose fit each card shows, where the listing is not narrowed by it */
  fitBike?: number | null;
}

/** The request body of a listing; the query key holds it, so equal listings share one cache entry. */
function listingBody({ target, searchText, sort, bike, filters, akcios, fitBike }: ListingQuery): ProductsRequest {
  return {
    akcios: target.akcios || akcios === true,
    utolso: target.utolso,
    searchText: searchText || null,
    bike,
    ...(sort ? { sort } : {}),
    ...(filters ? { filters } : {}),
    ...(fitBike ? { fitBike } : {}),
  };
}

/**
 * One listing as pages of ranges. Route, search text, motorcycle, sort and filters are
 * the query key, so changing any of them starts again from 0..16. The server's
 * render and the route loader prefetch the first page under the same key.
 */
export function listingQueryOptions(listing: ListingQuery) {
  const { target, targetEnd } = listing;
  const body = listingBody(listing);
  return infiniteQueryOptions({
    queryKey: ['catalog', 'listing', target.endpoint, target.alias, body],
    initialPageParam: firstRange(targetEnd),
    queryFn: ({ pageParam, signal }) => fetchProducts(target.endpoint, target.alias, { ...body, range: pageParam }, signal),
    // A new filter keeps the cards and counts shown until its answer comes, so the panel does not jump.
    placeholderData: keepPreviousData,
    getNextPageParam: (last, _pages, lastParam) => nextRange(lastParam.end, last.total, targetEnd),
    retry: retryServerErrors,
  });
}

/**
 * enabled: false keeps a listing waiting (the search, until its stored text is known after hydration).
 * countsEnabled: false keeps the filters' counts waiting; the page asks for them once it is past
 * hydration, where it may mount again with what the visitor's storage restores, and a request the
 * first mount made would be cancelled and sent again.
 */
export function useProductListing(listing: ListingQuery, enabled = true, countsEnabled = enabled) {
  const { target, targetEnd } = listing;
  const query = useInfiniteQuery({ ...listingQueryOptions(listing), enabled });
  // The filters' counts are a call of their own: the cards never wait for them, and a new sort or
  // 'Mutass többet' does not ask for them again (they do not depend on the order or the page).
  // The server does not prefetch them: they are asked for after hydration.
  const { sort: _sort, fitBike: _fit, ...countsBody } = listingBody(listing);
  const counts = useQuery({
    queryKey: ['catalog', 'facets', target.endpoint, target.alias, countsBody],
    queryFn: ({ signal }) => fetchProducts(target.endpoint, target.alias, { ...countsBody, range: { start: 0, end: 1 }, facets: true }, signal),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
    enabled: countsEnabled,
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
    facets: counts.data?.facets ?? null,
    total: query.isError ? 0 : (data?.pages.at(-1)?.total ?? 0),
    loading: query.isPending,
    failed: query.isError,
    hasMore: !query.isError && hasNextPage,
    loadingMore: isFetchingNextPage,
    loadMore: () => void fetchNextPage(),
  };
}

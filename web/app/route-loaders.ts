/**
 * Route loaders: each warms the query cache with what its page shows first, so the server renders the
 * page with its data (awaited here, in-process against the services; see entry-server.tsx) and a
 * client-side navigation starts its requests before the page's chunk has arrived. The pages keep
 * reading the cache through their queries; a failed call is left to the page's own error state.
 * The browser imports this module with its first client navigation (routes.tsx): hydration runs no
 * loader, so the entry chunk leaves out the loaders and the data functions only they use.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { headerCategoriesQuery } from '../features/catalog/api';
import { readFilters, requestFilters } from '../features/catalog/listing-filters';
import { DEFAULT_SORT, readStoredListing } from '../features/catalog/listing-restore';
import { listingTarget } from '../features/catalog/listing-target';
import { productQuery, saleProductsQuery } from '../features/catalog/product-api';
import { listingQueryOptions } from '../features/catalog/use-product-listing';
import { parentPagesQuery, popupQuery } from '../features/content/api';
import { frontSlidersQuery } from '../features/content/home-api';
import { legalQuery, pageQuery, type LegalDocumentName } from '../features/content/page-api';
import { bikeModelQuery, manufacturersQuery } from '../features/fitment/api';
import { LISTING_PAGE_SIZE } from '../../contract/listing-limits';
import { searchTextOf } from '../../contract/search-address';
import { queryClientOf } from './loader-context';

type Args = LoaderFunctionArgs;

/** The header's mega-menu, the footer and the popup: on every page. */
export async function layoutLoader({ context }: Args) {
  const client = queryClientOf(context);
  await Promise.all([client.prefetchQuery(headerCategoriesQuery), client.prefetchQuery(parentPagesQuery), client.prefetchQuery(popupQuery)]);
  return null;
}

export async function homeLoader({ context }: Args) {
  const client = queryClientOf(context);
  await Promise.all([client.prefetchQuery(frontSlidersQuery), client.prefetchQuery(saleProductsQuery)]);
  return null;
}

export async function productLoader({ context, params }: Args) {
  await queryClientOf(context).prefetchQuery(productQuery(params.alias ?? ''));
  return null;
}

export async function contentPageLoader({ context, params }: Args) {
  await queryClientOf(context).prefetchQuery(pageQuery(params.alias ?? ''));
  return null;
}

export const legalLoader = (document: LegalDocumentName) => async ({ context }: Args) => {
  await queryClientOf(context).prefetchQuery(legalQuery(document));
  return null;
};

export async function bikeModelLoader({ context, params }: Args) {
  await queryClientOf(context).prefetchQuery(bikeModelQuery(params.slug ?? ''));
  return null;
}

/**
 * A listing's first page, as the listing asks for it when nothing is restored: default sort, no
 * motorcycle, the filters of the URL's query (decision 0027; the server reads them from the request).
 * A search with its text in the address (`/kereses?q=…`) loads like a listing; the search from the
 * visitor's storage, a restore after a product visit and the parts finder's motorcycle are the
 * browser's, so those load after hydration as before; so do the filters' counts, a query of their own.
 */
export async function listingLoader({ context, request }: Args) {
  const client = queryClientOf(context);
  const url = new URL(request.url);
  const target = listingTarget(url.pathname);
  // The parts finder's first selector lists the manufacturers.
  const selector = target.usesBike ? client.prefetchQuery(manufacturersQuery) : null;
  const searchText = target.search ? searchTextOf(url.searchParams) : null;
  if ((target.search && searchText === null) || (!import.meta.env.SSR && (target.usesBike || readStoredListing().productPrev !== null))) {
    await selector;
    return null;
  }
  const chosen = readFilters(url.searchParams);
  const listing = listingQueryOptions({
    // A search is ordered by relevance until the visitor sorts it (listing-page.tsx).
    target, searchText, sort: target.search ? null : DEFAULT_SORT, bike: false, targetEnd: LISTING_PAGE_SIZE,
    filters: requestFilters(chosen), akcios: chosen.onSale,
  });
  await Promise.all([client.prefetchInfiniteQuery(listing), selector]);
  return null;
}


import { LISTING_PAGE_SIZE, MAX_RANGE, MAX_RANGE_START, type ProductsRequest } from '../../../contract/catalog';
import { AppError } from '../../http/errors';
import type { FacetFilter } from './facet-filter';
import { parseSearchText, type SearchTerms } from './search-text';

/** A listing request after validation: every default applied, the search text parsed. */
export interface ListingRequest {
  onSale: boolean;
  lastPieces: boolean;
  bike: number | null;
  search: SearchTerms | null;
  /** null: relevance when searching, else the spec's default (fullname_en ascending) */
  sort: NonNullable<ProductsRequest['sort']> | null;
  range: { start: number; end: number };
  /** the optional filters; onSale is the spec's akcios */
  narrow: FacetFilter;
  /** answer the filters' choices with counts */
  facets: boolean;
  /** label cards with whether they fit this motorcycle type */
  fitBike: number | null;
}

/** Sorted and without repeats, so equal choices in any order share a cache entry. */
const choice = (values: readonly string[] | undefined) => [...new Set(values ?? [])].sort();

/** The schema has checked types and signs; the rules between start and end are checked here. */
export function normaliseListingRequest(body: ProductsRequest | undefined): ListingRequest {
  const range = body?.range ?? { start: 0, end: LISTING_PAGE_SIZE };
  if (range.end <= range.start) {
    throw new AppError('bad_request', 'Hibás tartomány: a vége legyen nagyobb, mint az eleje.', { range });
  }
  if (range.end - range.start > MAX_RANGE) {
    throw new AppError('bad_request', `Hibás tartomány: egyszerre legfeljebb ${MAX_RANGE} termék kérhető.`, { range });
  }
  if (range.start > MAX_RANGE_START) {
    throw new AppError('bad_request', `Hibás tartomány: legfeljebb az első ${MAX_RANGE_START} termék listázható, szűkítse a keresést.`, { range });
  }
  return {
    onSale: body?.akcios === true,
    lastPieces: body?.utolso === true,
    bike: typeof body?.bike === 'number' ? body.bike : null,
    search: parseSearchText(body?.searchText),
    sort: body?.sort ?? null,
    range: { start: range.start, end: range.end },
    narrow: {
      brand: choice(body?.filters?.brand),
      size: choice(body?.filters?.size),
      colour: choice(body?.filters?.colour),
      priceMin: body?.filters?.priceMin ?? null,
      priceMax: body?.filters?.priceMax ?? null,
      inStock: body?.filters?.inStock === true,
      onSale: body?.akcios === true,
    },
    facets: body?.facets === true,
    fitBike: body?.fitBike ?? null,
  };
}

/** Two requests with the same key get the same answer, so "Bukósisak " and "bukósisak" share a cache entry. */
export function listingCacheKey(kind: 'alias' | 'brand', alias: string, request: ListingRequest): string {
  return JSON.stringify([kind, alias, request.onSale, request.lastPieces, request.bike, request.search, request.sort, request.range,
    request.narrow, request.facets, request.fitBike]);
}

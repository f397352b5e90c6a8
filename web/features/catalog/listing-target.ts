/**
 * What a listing path asks for (spec section 2 'Product listing'): the first
 * non-empty segment is the main route, the last one the category or brand
 * alias. Pure, so the rules are unit-tested.
 */
export type ListingEndpoint = 'productsByAlias' | 'productsByBrand';

export interface ListingTarget {
  endpoint: ListingEndpoint;
  /** the last segment: category, brand or special-route alias */
  alias: string;
  mainRoute: string;
  akcios: boolean;
  utolso: boolean;
  /** the stored header-search text drives this listing */
  search: boolean;
  /** the motorcycle filter applies (parts finder) */
  usesBike: boolean;
}

export const SPECIAL_HEADINGS: Readonly<Record<string, string>> = {
  akciok: 'Akciók',
  'utolso-darabok': 'Utolsó darabok',
  'alkatresz-kereso': 'Alkatrész-kereső',
};

export function listingTarget(pathname: string): ListingTarget {
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => safeDecode(segment));
  const mainRoute = segments[0] ?? '';
  const isBrand = mainRoute === 'marka';
  return {
    endpoint: isBrand ? 'productsByBrand' : 'productsByAlias',
    alias: segments.at(-1) ?? '',
    mainRoute,
    akcios: mainRoute === 'akciok',
    utolso: mainRoute === 'utolso-darabok',
    search: mainRoute === 'kereses',
    usesBike: mainRoute === 'alkatresz-kereso',
  };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The page heading: the category or brand name from the answer, else the special route's own name. */
export function listingHeading(target: ListingTarget, categoryName: string | null, searchText: string | null): string {
  if (target.search && target.alias === 'kereses') return searchText ? `Keresés: „${searchText}”` : 'Keresés';
  if (categoryName) return categoryName;
  return SPECIAL_HEADINGS[target.mainRoute] ?? (target.mainRoute === 'marka' ? 'Márka' : 'Termékek');
}

/**
 * Whether the path names a category or a brand, which the answer then names back: an answer without one
 * means there is no such category or brand (the server answers the page 404). The special routes (sale,
 * last pieces, search, the parts finder) list without one.
 */
export function namesCategory(target: ListingTarget): boolean {
  return !(target.alias === target.mainRoute && (target.search || target.mainRoute in SPECIAL_HEADINGS));
}

/** A sub-category link stays under the same main route, so sale, brand or search filters carry over. */
export function subcategoryPath(target: ListingTarget, alias: string): string {
  return `/${encodeURIComponent(target.mainRoute)}/${encodeURIComponent(alias)}/`;
}

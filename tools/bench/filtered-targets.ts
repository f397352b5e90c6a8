import { LISTING_PAGE_SIZE, type ListingFacets, type ProductsRequest } from '../../contract/catalog';
import { postJson, type BenchRequest, type Session } from './targets';

/**
 * Filtered listings as visitors make them (decision 0027): for every category, the first page with the
 * filters' counts (as the web app asks) for 'in stock', on sale, each of its three largest brands alone
 * and with 'in stock', its three commonest sizes and colours, and the cheaper half of its prices; and
 * the second page ('Mutass többet', no counts) of the brand choices. The choices come from each
 * category's own unfiltered counts, so every request lists something.
 */
const TOP = 3;

const post = (path: string, body: ProductsRequest): BenchRequest => ({ method: 'POST', path, body: JSON.stringify(body) });
const first = { start: 0, end: LISTING_PAGE_SIZE };
const second = { start: LISTING_PAGE_SIZE, end: 2 * LISTING_PAGE_SIZE };
const largest = (options: ListingFacets['brand']) => [...options].sort((a, b) => b.count - a.count).slice(0, TOP);

export async function filteredListingRequests(baseUrl: string, session: Session, aliases: readonly string[]): Promise<BenchRequest[]> {
  const requests: BenchRequest[] = [];
  for (const [i, alias] of aliases.entries()) {
    const path = `/api/productsByAlias/${alias}`;
    const visitor = { headers: { ...session.headers, 'x-forwarded-for': `10.2.${i >> 8}.${i & 255}` } };
    const { facets } = await postJson<{ facets: ListingFacets }>(baseUrl, path, visitor, { range: first, facets: true });
    const withCounts = (body: ProductsRequest) => post(path, { ...body, range: first, facets: true });
    requests.push(withCounts({ filters: { inStock: true } }));
    if (facets.onSale > 0) requests.push(withCounts({ akcios: true }));
    for (const brand of largest(facets.brand)) {
      requests.push(withCounts({ filters: { brand: [brand.value] } }), withCounts({ filters: { brand: [brand.value], inStock: true } }));
      if (brand.count > LISTING_PAGE_SIZE) requests.push(post(path, { filters: { brand: [brand.value] }, range: second }));
    }
    for (const size of largest(facets.size)) requests.push(withCounts({ filters: { size: [size.value] } }));
    for (const colour of largest(facets.colour)) requests.push(withCounts({ filters: { colour: [colour.value], inStock: true } }));
    if (facets.price) requests.push(withCounts({ filters: { priceMax: Math.round((facets.price.min + facets.price.max) / 2) } }));
  }
  return requests;
}

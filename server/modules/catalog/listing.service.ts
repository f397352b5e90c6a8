import type { CategoryRef, ListingFacets, ProductsResponse } from '../../../contract/catalog';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/errors';
import { findBrand } from './catalog.repo';
import { toCategoryRef, type CategoryIndex, type CategoryNode } from './category-index';
import type { ListingRequest } from './listing-request';
import { categoryCountsAndPage } from './category-listing.repo';
import { listingCountsAndPage, type CardRef, type ListingFilter, type ListingOrder } from './listing.repo';
import type { CardStore } from './card-store';
import type { Revisions } from './catalogue-revisions.repo';
import { cardFits } from './card-fit.repo';
import { facetCounts } from './facet-counts.repo';
import { isFacetFilterEmpty } from './facet-filter';
import { queryFacetIndex } from './facet-index-query';
import { wholeCategoryPage } from './category-orders';
import type { FacetIndexSource } from './facet-index-source';
import { toListingFacets } from './facet-options';
import { searchCountsAndPage } from './search-listing.repo';
import { namedMotorcyclesOnly, type SearchPlan } from './search.repo';
import type { SearchTerms } from './search-text';

/** What a listing alias stands for: its own filter, its page header, and whose sub-categories to count. */
interface ListingScope {
  filter: Pick<ListingFilter, 'categoryIds' | 'brandId' | 'onSale' | 'lastPieces'>;
  header: CategoryRef | null;
  parent: CategoryNode | null;
  /** kereses lists nothing without a search text */
  needsSearch: boolean;
}

const WHOLE_CATALOG = { categoryIds: null, brandId: null, onSale: false, lastPieces: false } as const;
const MAIN_ROUTES: Record<string, ListingScope> = {
  akciok: { filter: { ...WHOLE_CATALOG, onSale: true }, header: null, parent: null, needsSearch: false },
  'utolso-darabok': { filter: { ...WHOLE_CATALOG, lastPieces: true }, header: null, parent: null, needsSearch: false },
  kereses: { filter: WHOLE_CATALOG, header: null, parent: null, needsSearch: true },
};

function emptyListing(header: CategoryRef | null = null): ProductsResponse {
  return { status: 1, products: [], categories: [], category: header, total: 0 };
}

export function categoryScope(alias: string, categories: CategoryIndex): ListingScope | null {
  const main = Object.hasOwn(MAIN_ROUTES, alias) ? MAIN_ROUTES[alias] : undefined;
  if (main) return main;
  const node = categories.byAlias(alias);
  if (!node || node.hidden) return null;
  return { filter: { ...WHOLE_CATALOG, categoryIds: categories.subtreeIds(node.id) }, header: toCategoryRef(node), parent: node, needsSearch: false };
}

export async function brandScope(db: DbOrTx, alias: string): Promise<ListingScope | null> {
  const brand = await findBrand(db, alias);
  if (!brand) return null;
  const header = { alias: brand.alias, name_hu: brand.name, name_en: brand.name };
  return { filter: { ...WHOLE_CATALOG, brandId: brand.id }, header, parent: null, needsSearch: false };
}

const NAME_ORDER: ListingOrder = { field: 'fullname_en', direction: 'asc' };

function listingOrder(request: ListingRequest): ListingOrder {
  if (request.sort) return request.sort;
  return request.search ? { field: 'relevance' } : NAME_ORDER;
}

/** A category listed whole (no flag, motorcycle, search or filter narrows it). */
function isWholeCategory(scope: ListingScope, filter: ListingFilter, order: ListingOrder): scope is ListingScope & { parent: CategoryNode } {
  return scope.parent !== null && filter.categoryIds !== null && order.field !== 'relevance' && !filter.search
    && !filter.onSale && !filter.lastPieces && filter.bike === null && filter.brandId === null && isFacetFilterEmpty(filter.narrow);
}

/**
 * From SQL, while the facet index is not current or for a search: a category listed whole is read from the
 * maintained listing entries and counts, whatever the catalogue's size; anything narrower from products.
 */
function countsAndPage(
  db: DbOrTx, scope: ListingScope, filter: ListingFilter, order: ListingOrder, range: ListingRequest['range'],
): Promise<[Map<number, number>, CardRef[]]> {
  const { search } = filter;
  if (search) return searchCountsAndPage(db, { ...filter, search }, order, range);
  if (isWholeCategory(scope, filter, order) && order.field !== 'relevance' && filter.categoryIds) {
    return categoryCountsAndPage(db, filter.categoryIds, scope.parent.id, order, range);
  }
  return listingCountsAndPage(db, filter, order, range);
}

/**
 * What a process keeps to answer listings without reading them whole: the facet index (decision 0035),
 * the cards (decisions 0048, 0050), and how to learn the database's revisions of both.
 */
export interface ListingMemory {
  facetIndex: FacetIndexSource | null;
  cards: CardStore;
  /** both revisions, read by a statement that starts after the call (shared by concurrent calls, decision 0044) */
  revisions(): Promise<Revisions>;
}

/** A page as the listing's own statement gave it (ids and card versions), or as the facet index cut it at a card revision. */
type Page = { refs: CardRef[] } | { ids: number[]; cardRevision: number | null };
type Listed = [[Map<number, number>, Page], ListingFacets | undefined];

/**
 * Counts, page and facet counts. Without a search they come from the in-memory facet index when the
 * database's facet revision, read after the request arrived, is the index's (decision 0050): a category
 * listed whole without counts as a slice of its subtree's kept order (category-orders.ts), anything else in
 * one pass over the index (facet-index-query.ts). Otherwise the index is read again in the background and
 * this request is answered from SQL. Both give the same answer (facet-index.api.test.ts).
 */
async function listed(
  db: DbOrTx, scope: ListingScope, filter: ListingFilter, request: ListingRequest, order: ListingOrder, memory: ListingMemory,
): Promise<Listed> {
  // The facets' own scope leaves the visitor's choices (akcios among them) to the counts.
  const facetScope = { ...filter, onSale: scope.filter.onSale };
  const index = order.field !== 'relevance' && !filter.search ? memory.facetIndex?.latest() : null;
  if (index && order.field !== 'relevance') {
    const revisions = await memory.revisions();
    if (revisions.facets !== null && revisions.facets === index.revision) {
      if (!request.facets && isWholeCategory(scope, filter, order)) {
        const whole = wholeCategoryPage(index, scope.parent.id, filter.categoryIds!, order, request.range);
        return [[whole.counts, { ids: whole.pageIds, cardRevision: revisions.cards }], undefined];
      }
      const answer = queryFacetIndex(index, facetScope, request.narrow, order, request.range, request.facets);
      const page = { ids: answer.pageIds, cardRevision: revisions.cards };
      return [[answer.counts, page], answer.facets ? toListingFacets(answer.facets) : undefined];
    }
    memory.facetIndex?.seen(revisions.facets);
  }
  const [[counts, refs], facets] = await Promise.all([
    countsAndPage(db, scope, filter, order, request.range),
    request.facets ? facetCounts(db, facetScope, request.narrow) : undefined,
  ]);
  return [[counts, { refs }], facets];
}

/** How a listing understands a search text. */
export interface ListingSearch {
  plan(terms: SearchTerms, categories: CategoryIndex): Promise<SearchPlan>;
  /** the plan again with its compound words matched by their last part, or null when it has none */
  relax(plan: SearchPlan): Promise<SearchPlan | null>;
}

/** The scope narrowed by the body's flags; counts and the page come from the same filter, so they agree. */
export async function runListing(
  db: DbOrTx, scope: ListingScope | null, request: ListingRequest, categories: CategoryIndex, searching: ListingSearch,
  memory: ListingMemory,
): Promise<ProductsResponse> {
  if (!scope) return emptyListing();
  if (scope.needsSearch && !request.search) return emptyListing(scope.header);
  const plan = request.search ? await searching.plan(request.search, categories) : null;
  // A search that names only motorcycles ('honda', 'yamaha mt-07') ranks nothing: its products are those
  // that fit one of the types, so it is listed as the parts listing by motorcycle is, from the facet index
  // (decision 0035, session 24 addendum), in name order; as a search, the fitment index gave every fitting
  // product's document to read and count (60 ms for the 3,757 of 'honda' at 33,000 products, hundreds of
  // thousands of documents at a million).
  const bikeTypes = plan && request.bike === null && plan.itemPrefix === null ? namedMotorcyclesOnly(plan) : null;
  const filter: ListingFilter = {
    ...scope.filter,
    onSale: scope.filter.onSale || request.onSale,
    lastPieces: scope.filter.lastPieces || request.lastPieces,
    bike: bikeTypes ?? (request.bike === null ? null : [request.bike]),
    search: bikeTypes ? null : plan,
    // akcios is both the scope of /akciok and a filter a visitor may tick: it narrows through `onSale`.
    narrow: { ...request.narrow, onSale: false },
  };
  const order = bikeTypes && !request.sort ? NAME_ORDER : listingOrder(request);
  let answer = await listed(db, scope, filter, request, order, memory);
  // Nothing has every part of a compound ('bőrkesztyű'): what its last part names is the next best answer.
  const relaxed = filter.search && answer[0][0].size === 0 ? await searching.relax(filter.search) : null;
  if (relaxed) answer = await listed(db, scope, { ...filter, search: relaxed }, request, order, memory);
  const [[counts, page], facets] = answer;
  const sum = (ids: readonly number[]) => ids.reduce((n, id) => n + (counts.get(id) ?? 0), 0);
  const total = sum([...counts.keys()]);
  // The web app stops at the total, so a start past it is a made-up request, not a short last page.
  if (request.range.start > 0 && request.range.start >= total) {
    throw new AppError('bad_request', `Hibás tartomány: a lista csak ${total} terméket tartalmaz.`, { range: request.range, total });
  }
  const subCategories = scope.parent ? categories.children(scope.parent.id).filter((c) => !c.hidden) : [];
  const { cards } = memory;
  const [listedCards, fits] = await Promise.all([
    'refs' in page ? cards.cards(db, page.refs, categories) : cards.cardsAt(db, page.ids, page.cardRevision, categories),
    request.fitBike === null ? null : cardFits(db, 'refs' in page ? page.refs.map((r) => r.id) : page.ids, request.fitBike),
  ]);
  return {
    status: 1,
    products: listedCards.map(({ id, card }) => {
      const fit = fits?.get(id);
      return fit ? { ...card, fit } : card;
    }),
    categories: subCategories
      .map((node) => ({ ...toCategoryRef(node), productCount: sum(categories.subtreeIds(node.id)) }))
      .filter((c) => c.productCount > 0),
    category: scope.header,
    total,
    ...(facets ? { facets } : {}),
  };
}

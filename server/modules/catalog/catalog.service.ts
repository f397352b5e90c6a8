import type {
  Category, ProductResponse, ProductsRequest, ProductsResponse, SaleProductsResponse,
} from '../../../contract/catalog';
import type { Db } from '../../db/client';
import { sharedReads } from '../../db/shared-reads';
import { AppError } from '../../http/errors';
import { ttlCache, type Cached } from '../../shared/ttl-cache';
import { anyProduct, listCategoriesWithCounts, listCategoryNodes } from './catalog.repo';
import { toCategoryTree, toProductCard, toProductDetail } from './catalog.mapper';
import { buildCategoryIndex } from './category-index';
import { listingCacheKey, normaliseListingRequest } from './listing-request';
import { brandScope, categoryScope, runListing, type ListingMemory } from './listing.service';
import { readRevisions } from './catalogue-revisions.repo';
import { inFlightOnly, lruCache, type LruCache } from './lru-cache';
import { cardStore } from './card-store';
import { facetIndexSource } from './facet-index-source';
import { partsByCategory, type FitCountRow } from './fit-counts';
import { lowStockVariantRows } from './low-stock.repo';
import { findProducts, isInactiveProduct, saleProducts } from './product.repo';
import { createCatalogImport, type FitmentLinks } from './catalog-import';
import { createCatalogEdit } from './catalog-edit';
import { createCategoryEdit } from './category-edit';
import { createCategoryAdmin } from './category-admin';
import { createCategoryRedirects } from './category-redirects';
import { createBrandAdmin } from './brand-admin';
import { createProductAdmin } from './product-admin';
import { createProductBulk } from './product-bulk';
import { createStock } from './stock';
import { createProductPhotos } from './product-photos';
import { createProductDownloads } from './product-downloads';
import type { MediaService } from '../media/media.service';
import { createVariantPrice } from './variant-price';
import { createListingSearch } from './search.service';
import { createSearchAdmin } from './search-admin';
import type { BikeLinks } from './search.repo';
import { createCatalogueFile } from './catalogue-file';

/** Catalog answers hold no personal data; a few seconds of staleness across instances is acceptable. */
const CATALOG_TTL_MS = 5_000;
/** Listings and products: fresh for 3 s, then served for 2 s more while one refresh runs (at most 5 s old). */
const ANSWER_FRESH_MS = 3_000;
const ANSWER_STALE_MS = 2_000;
/** Enough for every category page and the popular searches, small enough to never matter for memory. */
const CACHED_ANSWERS = 1_000;
const SALE_PRODUCTS_ON_HOME = 12;
/** Cards kept between listings, checked against the database on every one (card-store.ts): about 13 MB. */
const MAX_CARDS = 20_000;

/**
 * Runs the work that must reach the database under the caller's limits, or throws (429, 503) to refuse it.
 * `background`: the work refreshes a stale cached answer, and no caller waits for it.
 */
export type Admit = <T>(work: () => Promise<T>, how?: { background: boolean }) => Promise<T>;
const admitAll: Admit = (work) => work();
const REFUSALS: ReadonlySet<string> = new Set(['rate_limited', 'unavailable']);

/**
 * A cached answer, loaded under the caller's own limits. Concurrent callers of a missing key share one
 * load; when that load was refused, the refusal (a 429 or 503 of whoever started it) is not theirs:
 * they ask again, so each gets the answer or a refusal of their own.
 */
async function underOwnLimits<T>(cache: LruCache<T>, key: string, admit: Admit, work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    let own = false;
    try {
      return await cache.get(key, (how) => {
        own ||= !how.background;
        return admit(work, how);
      });
    } catch (error) {
      if (own || attempt >= 3 || !(error instanceof AppError && REFUSALS.has(error.code))) throw error;
    }
  }
}

export interface CatalogService {
  headerCategories: Cached<Category[]>;
  /** `admit` runs only when the answer must come from the database (the caller's rate limit and budget). */
  productsByAlias(alias: string, body: ProductsRequest | undefined, admit?: Admit): Promise<ProductsResponse>;
  productsByBrand(alias: string, body: ProductsRequest | undefined, admit?: Admit): Promise<ProductsResponse>;
  productByAlias(alias: string): Promise<ProductResponse>;
  saleProducts(): Promise<SaleProductsResponse>;
  /**
   * Whether this process has read its facet index; asking starts the first read. Until then filtered
   * listings and listings by motorcycle are answered from SQL, which at a million products takes seconds
   * each and, under load, keeps the read itself from finishing (/readyz).
   */
  listingsReady(): boolean;
  /** A motorcycle model's parts per category and type (its landing page), from the facet index when current. */
  partsByCategory(typeIds: readonly number[]): Promise<FitCountRow[]>;
  /** Forgets every cached answer: call after changing a price, stock or product on this instance. */
  invalidate(): void;
}

/** Reads plus the catalogue's writes (imports, prices, stock): everything other modules and tools may call. */
export function createCatalogService(db: Db, fitment: FitmentLinks & BikeLinks, media: MediaService, options: ReadOptions = { responseCache: true }) {
  const reads = createCatalogReads(db, options, fitment);
  const invalidate = () => reads.invalidate();
  const edit = createCatalogEdit(db, invalidate);
  const categoryEdit = createCategoryEdit(db, invalidate);
  const redirects = createCategoryRedirects(db);
  return {
    ...reads,
    ...createCatalogImport(db, fitment, invalidate),
    ...createStock(db, invalidate),
    setVariantPrice: createVariantPrice(db, invalidate),
    /** the catalogue file's reads and batch write (server/modules/import) */
    ...createCatalogueFile(db, invalidate),
    ...edit,
    /** the back office's product list, detail, audited changes and bulk actions */
    admin: { ...createProductAdmin(db, edit, invalidate), bulkChange: createProductBulk(db, invalidate) },
    ...categoryEdit,
    /** the back office's category tree and brands (audited) */
    categoryAdmin: createCategoryAdmin(db, categoryEdit, () => {
      invalidate();
      redirects.invalidate();
    }),
    brandAdmin: createBrandAdmin(db, invalidate),
    /** the new address of a renamed category's old one, or null */
    categoryRedirect: redirects.redirectFor,
    /** the back office's search synonyms and searches that found nothing */
    searchAdmin: createSearchAdmin(db, invalidate),
    ...createProductPhotos(db, media, invalidate),
    ...createProductDownloads(db, media, invalidate),
    /** The back office's dashboard: variants on sale with at most `threshold` pieces left, emptiest first. */
    lowStockVariants: (threshold: number, limit: number) => lowStockVariantRows(db, threshold, limit),
    /** True while the catalogue has no product: a fresh database gets the demo catalogue. */
    isEmpty: async () => !(await anyProduct(db)),
  };
}

export type CatalogWriter = ReturnType<typeof createCatalogService>;

/** RESPONSE_CACHE=off: listings and products always from the database, to measure what a cache miss costs. */
export interface ReadOptions {
  responseCache: boolean;
}

/** Without the fitment module (tests of the cache): no motorcycle is recognised in a search. */
const NO_BIKES: BikeLinks = { bikeManufacturerKeys: async () => new Set(), bikeTypeIdsByText: async () => [], bikeMakes: async () => null };

export function createCatalogReads(db: Db, options: ReadOptions = { responseCache: true }, bikes: BikeLinks = NO_BIKES): CatalogService {
  const searching = createListingSearch(db, bikes);
  const facetIndex = facetIndexSource(db);
  // One key for the one revision row: what the shared read adds is that the listings of one event-loop
  // round wait for a single statement that starts after them (decision 0050).
  const sharedRevisions = sharedReads(async () => new Map([[0, await readRevisions(db)]]));
  const memory: ListingMemory = {
    facetIndex,
    cards: cardStore(MAX_CARDS),
    revisions: async () => (await sharedRevisions(0))!,
  };
  const categories = ttlCache(CATALOG_TTL_MS, async () => buildCategoryIndex(await listCategoryNodes(db)));
  const headerCategories = ttlCache(CATALOG_TTL_MS, async () => toCategoryTree(await listCategoriesWithCounts(db)));
  const answers = <T>(): LruCache<T> => (options.responseCache
    ? lruCache<T>(CACHED_ANSWERS, ANSWER_FRESH_MS, ANSWER_STALE_MS)
    : inFlightOnly<T>());
  const listings = answers<ProductsResponse>();
  const products = answers<ProductResponse>();
  const findProduct = sharedReads((aliases: readonly string[]) => findProducts(db, aliases));
  const sale = ttlCache(CATALOG_TTL_MS, async (): Promise<SaleProductsResponse> => {
    const [index, rows] = await Promise.all([categories(), saleProducts(db, SALE_PRODUCTS_ON_HOME, new Date().toISOString().slice(0, 10))]);
    return { status: 1, products: rows.map((row) => toProductCard(row, index)) };
  });

  return {
    headerCategories,
    async productsByAlias(alias, body, admit = admitAll) {
      const request = normaliseListingRequest(body);
      const key = alias.toLowerCase();
      const answer = await underOwnLimits(listings, listingCacheKey('alias', key, request), admit, async () => {
        const index = await categories();
        return runListing(db, categoryScope(key, index), request, index, searching, memory);
      });
      // Once per search: the results page's second call, for the filters' counts (facets), is the same search.
      if (key === 'kereses' && request.search && answer.total === 0 && request.range.start === 0 && !request.facets) searching.foundNothing(request.search);
      return answer;
    },
    productsByBrand(alias, body, admit = admitAll) {
      const request = normaliseListingRequest(body);
      const key = alias.toLowerCase();
      return underOwnLimits(listings, listingCacheKey('brand', key, request), admit, async () => (
        runListing(db, await brandScope(db, key), request, await categories(), searching, memory)));
    },
    productByAlias(alias) {
      return products.get(alias, async () => {
        const row = await findProduct(alias);
        if (!row && (await isInactiveProduct(db, alias))) throw new AppError('gone', 'Ez a termék már nem kapható.');
        if (!row) throw new AppError('not_found', 'Nem található ilyen eladó termékünk.');
        return { status: 1, product: toProductDetail(row, await categories()) };
      });
    },
    saleProducts: sale,
    listingsReady: () => facetIndex.latest() !== null,
    partsByCategory: (typeIds) => partsByCategory(db, facetIndex, typeIds),
    invalidate() {
      for (const cache of [categories, headerCategories, sale]) cache.invalidate();
      searching.invalidate();
      listings.clear();
      products.clear();
    },
  };
}

/**
 * The catalogue's reads for the basket and orders, for use inside the caller's transaction (the cart
 * locks its row, then reads its variants): the cart module reaches catalogue tables only through these.
 */
export {
  cartVariantRows as cartVariants, orderLineProductRows as orderLineProducts, sellableVariantRow as sellableVariant,
  type CartVariant, type OrderLineProduct,
} from './basket-reads.repo';

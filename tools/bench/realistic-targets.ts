import { LISTING_PAGE_SIZE, SORT_FIELDS } from '../../contract/catalog';
import { filteredListingRequests } from './filtered-targets';
import { getJson, postJson, sitemapPaths, type BenchRequest, type BenchTarget, type Session } from './targets';

/**
 * Traffic as it spreads over a real shop (issue 14), so a 3-second response cache rarely answers it:
 * every category × both sort fields × both directions × the first 5 pages; 200+ motorcycles; 400+
 * search phrases made of product names; 2,000+ products. Every connection draws at random from these.
 */
const PAGES = 5;
const MIN_BIKES = 200;
const MIN_MODELS = 200;
const MIN_PHRASES = 400;
const MIN_PRODUCTS = 2_000;
const MIN_MAKE_SEARCHES = 200;
/** The top category of motorcycle parts, whose products fit motorcycles. */
const PARTS_ROOT = 'alkatresz-kereso';

export interface CategoryNode {
  alias: string;
  name_hu: string;
  productCount: number;
  children: CategoryNode[];
}
export interface Card {
  alias: string;
  fullname_hu: string;
  cikkszam: string;
}

const post = (path: string, body: unknown): BenchRequest => ({ method: 'POST', path, body: JSON.stringify(body) });
const page = (n: number) => ({ start: n * LISTING_PAGE_SIZE, end: (n + 1) * LISTING_PAGE_SIZE });

export function allCategories(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((n) => [n, ...allCategories(n.children)]);
}

/** Category listings up to the fifth page, never past a category's last product (the shop refuses that). */
export function listingRequests(categories: CategoryNode[]): BenchRequest[] {
  const sorts = SORT_FIELDS.flatMap((field) => (['asc', 'desc'] as const).map((direction) => ({ field, direction })));
  return categories.flatMap((c) => sorts.flatMap((sort) => Array.from({ length: PAGES }, (_, n) => n)
    .filter((n) => n * LISTING_PAGE_SIZE < c.productCount)
    .map((n) => post(`/api/productsByAlias/${c.alias}`, { range: page(n), sort }))));
}

/** Two- and three-word beginnings of product names, as shoppers type them ('integrált bukósisak'). */
export function phrases(cards: Card[]): string[] {
  const found = new Set<string>();
  for (const card of cards) {
    const words = card.fullname_hu.toLowerCase().split(/\s+/).filter((w) => w.length > 1);
    if (words.length >= 2) found.add(words.slice(0, 2).join(' '));
    if (words.length >= 3) found.add(words.slice(1, 3).join(' '));
  }
  return [...found];
}

/** The parts finder's deepest categories as a rider names them, with a manufacturer ('fékbetét honda'). */
export function partsForMakes(categories: CategoryNode[], manufacturers: string[]): string[] {
  const parts = allCategories(categories.filter((c) => c.alias === PARTS_ROOT)).filter((c) => c.children.length === 0);
  return parts.flatMap((part) => manufacturers.map((make) => `${part.name_hu.toLowerCase()} ${make.toLowerCase()}`));
}

/** Motorcycle types the parts finder's free text finds for each manufacturer's name. */
export async function bikeTypes(baseUrl: string): Promise<number[]> {
  const manufacturers = await getJson<{ name_en: string }[]>(baseUrl, '/api/motorom/gyartok');
  const ids = new Set<number>();
  for (const m of manufacturers) {
    const types = await getJson<{ id: number }[]>(baseUrl, `/api/motorom/tipusokByInput/${encodeURIComponent(m.name_en)}`);
    for (const t of types) ids.add(t.id);
  }
  return [...ids];
}

function atLeast<T>(what: string, items: T[], min: number): T[] {
  if (items.length < min) throw new Error(`the demo catalog gave ${items.length} ${what}, the realistic mix needs ${min}`);
  return items;
}

export async function realisticTargets(baseUrl: string, session: Session): Promise<BenchTarget[]> {
  const tree = await getJson<CategoryNode[]>(baseUrl, '/api/getHeaderCategories');
  const categories = allCategories(tree);
  const manufacturers = await getJson<{ name_en: string }[]>(baseUrl, '/api/motorom/gyartok');
  const listings = listingRequests(categories);
  // Every page of the deepest categories (disjoint) in both name orders: products and names to search for.
  const cards = new Map<string, Card>();
  const leaves = categories.filter((c) => c.children.length === 0);
  const walks = listingRequests(leaves).filter((r) => r.body?.includes('"fullname_en"'));
  for (const [i, request] of walks.entries()) {
    // A visitor address of its own per page, as the mixes have: one address would meet the listing limit.
    const visitor = { headers: { ...session.headers, 'x-forwarded-for': `10.1.${i >> 8}.${i & 255}` } };
    const answer = await postJson<{ products: Card[] }>(baseUrl, request.path, visitor, JSON.parse(request.body!));
    for (const card of answer.products) cards.set(card.alias, card);
  }
  const products = atLeast('products', [...cards.keys()], MIN_PRODUCTS);
  const searches = atLeast('search phrases', phrases([...cards.values()]), MIN_PHRASES);
  const bikes = atLeast('motorcycle types', await bikeTypes(baseUrl), MIN_BIKES);
  // A part and a manufacturer: every type of the make is checked against the part's documents (decision 0035).
  const makeSearches = atLeast('part and manufacturer searches', partsForMakes(tree, manufacturers.map((m) => m.name_en)), MIN_MAKE_SEARCHES);
  const filtered = await filteredListingRequests(baseUrl, session, categories.map((c) => c.alias));
  // The motorcycle model pages search engines crawl (/alkatresz/honda-cbr-600-f), each a call of its own.
  const models = atLeast('motorcycle models', (await sitemapPaths(baseUrl)).filter((p) => p.startsWith('/alkatresz/')), MIN_MODELS);
  // A motorcycle alone, as riders type it: a manufacturer ('honda') or a model ('honda cbr 600 f', from its page's address).
  const bikeSearches = [...manufacturers.map((m) => m.name_en.toLowerCase()), ...models.map((p) => p.slice('/alkatresz/'.length).replaceAll('-', ' '))];
  return [
    { name: `listing, ${listings.length} pages (all categories × sorts × 5)`, requests: listings },
    { name: `filtered listing, ${filtered.length} filter choices with counts`, requests: filtered },
    { name: `listing by motorcycle, ${bikes.length} types`, requests: bikes.map((bike) => post('/api/productsByAlias/alkatresz-kereso', { range: page(0), bike })) },
    { name: `search, ${searches.length} phrases`, requests: searches.map((searchText) => post('/api/productsByAlias/kereses', { range: page(0), searchText })) },
    { name: `search naming a manufacturer, ${makeSearches.length} phrases`, requests: makeSearches.map((searchText) => post('/api/productsByAlias/kereses', { range: page(0), searchText })) },
    { name: `search naming a motorcycle alone, ${bikeSearches.length} phrases`, requests: bikeSearches.map((searchText) => post('/api/productsByAlias/kereses', { range: page(0), searchText })) },
    { name: `product, ${products.length} products`, requests: products.map((a) => ({ method: 'GET' as const, path: `/api/productByAlias/${a}` })) },
    { name: `motorcycle model, ${models.length} models`, requests: models.map((p) => ({ method: 'GET' as const, path: `/api/motorom/modell/${p.slice('/alkatresz/'.length)}` })) },
  ];
}

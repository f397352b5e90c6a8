import { browserHeaders } from '../../server/test-support/browser-headers';

export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

/**
 * What the benchmark loads: real categories, searches, products and motorcycles of the running shop,
 * each request drawn at random from the target's list.
 */
export interface BenchTarget {
  name: string;
  requests: BenchRequest[];
}

export interface Session {
  headers: Record<string, string>;
}

/** Opens the home page as a browser would: the token from the meta tag, the cookie from Set-Cookie. */
export async function openSession(baseUrl: string): Promise<Session> {
  return { headers: await browserHeaders(baseUrl) };
}

export async function getJson<T>(baseUrl: string, path: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`);
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

export async function postJson<T>(baseUrl: string, path: string, session: Session, body: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: session.headers, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

const SEARCHES = ['integrált bukósisak', 'fékbetét', 'lánc', 'kesztyűk', 'bukosisak', 'olajszűrő', 'gumiabroncs', 'akkumulátor', 'motul', 'ebc'];
const listing = { range: { start: 0, end: 16 } };
const post = (path: string, body: unknown): BenchRequest => ({ method: 'POST', path, body: JSON.stringify(body) });

/** The hot mix: few keys, mostly answered by the response cache (the second row of the report). */
export async function pickTargets(baseUrl: string, session: Session): Promise<BenchTarget[]> {
  const tree = await getJson<{ alias: string; children: { alias: string }[] }[]>(baseUrl, '/api/getHeaderCategories');
  const categories = tree.flatMap((top) => top.children).map((c) => c.alias).slice(0, 10);
  if (categories.length === 0) throw new Error('the catalog has no level-2 category');
  const products: string[] = [];
  for (const alias of categories) {
    const page = await postJson<{ products: { alias: string }[] }>(baseUrl, `/api/productsByAlias/${alias}`, session, listing);
    products.push(...page.products.slice(0, 4).map((p) => p.alias));
  }
  const bikes = [
    ...(await getJson<{ id: number }[]>(baseUrl, '/api/motorom/tipusokByInput/honda%20cbr%20600')).slice(0, 5),
    ...(await getJson<{ id: number }[]>(baseUrl, '/api/motorom/tipusokByInput/yamaha%20mt07')).slice(0, 5),
  ].map((t) => t.id);
  if (products.length === 0 || bikes.length === 0) throw new Error('the demo catalog lacks products or motorcycles');
  return [
    { name: `listing, ${categories.length} categories`, requests: categories.map((c) => post(`/api/productsByAlias/${c}`, listing)) },
    { name: `listing by motorcycle, ${bikes.length} types`, requests: bikes.map((bike) => post('/api/productsByAlias/alkatresz-kereso', { ...listing, bike })) },
    { name: `search, ${SEARCHES.length} phrases`, requests: SEARCHES.map((searchText) => post('/api/productsByAlias/kereses', { ...listing, searchText })) },
    { name: `product, ${products.length} products`, requests: products.map((a) => ({ method: 'GET' as const, path: `/api/productByAlias/${a}` })) },
  ];
}

/** Every page address the shop's sitemap lists (its parts followed when it is an index). */
export async function sitemapPaths(baseUrl: string): Promise<string[]> {
  const index = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const parts = locs(index).filter((p) => p.endsWith('.xml'));
  if (parts.length === 0) return locs(index);
  return (await Promise.all(parts.map(async (part) => locs(await (await fetch(`${baseUrl}${part}`)).text())))).flat();
}

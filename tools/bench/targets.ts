/** What the benchmark loads: a real category, search and product of the running shop, with a CSRF session. */
export interface BenchTarget {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

export interface Session {
  headers: Record<string, string>;
}

/** Opens the home page as a browser would: the token from the meta tag, the cookie from Set-Cookie. */
export async function openSession(baseUrl: string): Promise<Session> {
  const res = await fetch(`${baseUrl}/`);
  const html = await res.text();
  const token = /<meta name="csrf-token" content="([^"]+)">/.exec(html)?.[1];
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('csrf_token='))?.split(';')[0];
  if (!token || !cookie) throw new Error('no CSRF token on the home page: is the web app built (npm run build)?');
  return {
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': token, cookie },
  };
}

async function json<T>(baseUrl: string, path: string, session: Session, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, body === undefined ? {} : { method: 'POST', headers: session.headers, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

export async function pickTargets(baseUrl: string, session: Session): Promise<BenchTarget[]> {
  const tree = await json<{ alias: string; children: { alias: string }[] }[]>(baseUrl, '/api/getHeaderCategories', session);
  const level2 = tree.flatMap((top) => top.children).at(0)?.alias;
  if (!level2) throw new Error('the catalog has no level-2 category');
  const listing = { range: { start: 0, end: 16 } };
  const page = await json<{ products: { alias: string }[] }>(baseUrl, `/api/productsByAlias/${level2}`, session, listing);
  const product = page.products[0]?.alias;
  if (!product) throw new Error(`the category ${level2} lists no product`);
  return [
    { name: `listing /${level2}`, method: 'POST', path: `/api/productsByAlias/${level2}`, body: JSON.stringify(listing) },
    { name: 'search "integrált bukósisak"', method: 'POST', path: '/api/productsByAlias/kereses', body: JSON.stringify({ ...listing, searchText: 'integrált bukósisak' }) },
    { name: `product /termek/${product.slice(0, 24)}…`, method: 'GET', path: `/api/productByAlias/${product}` },
  ];
}

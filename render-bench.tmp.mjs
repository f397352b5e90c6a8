process.env.NODE_ENV = 'production';
const { render } = await import('./dist/ssr/entry-server.js');
const { ENDPOINT_PATHS } = await import('./dist-server/endpoint-paths.tmp.js').catch(() => ({}));
const base = 'http://127.0.0.1:3630';
const paths = { getHeaderCategories: 'GET /api/getHeaderCategories', getParentPages: 'GET /api/getParentPages', getPopup: 'GET /api/getPopup', slidersToFrontPage: 'GET /api/slidersToFrontPage', getAkciosFooldal: 'GET /api/getAkciosFooldal', productByAlias: 'GET /api/productByAlias/:alias', productsByAlias: 'POST /api/productsByAlias/:alias', getPages: 'GET /api/getPages/:alias', manufacturers: 'GET /api/motorom/gyartok' };
const page = await fetch(base + '/'); const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(await page.text())[1]; const cookie = page.headers.get('set-cookie').split(';')[0];
const recorded = new Map();
async function httpRead(name, input) {
  const [method, p] = paths[name].split(' ');
  const url = base + p.replace(/:(\w+)/g, (_, k) => encodeURIComponent(input.params[k]));
  const res = await fetch(url, { method, headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': csrf, cookie }, body: method === 'POST' ? JSON.stringify(input.body) : undefined });
  const answer = { status: res.status, body: await res.json() };
  recorded.set(name + JSON.stringify(input), answer);
  return answer;
}
const replay = async (name, input) => recorded.get(name + JSON.stringify(input)) ?? httpRead(name, input);
const shop = { name: 'Motoros Webshop' };
for (const url of process.argv.slice(2)) {
  await render(base + url, httpRead, shop, null);
  for (let i = 0; i < 300; i++) await render(base + url, replay, shop, null);
  const n = 1000; globalThis.__T = [0,0,0,0]; const t0 = process.cpuUsage();
  let size = 0;
  for (let i = 0; i < n; i++) { const r = await render(base + url, replay, shop, null); size = r.html.length + JSON.stringify(r.payload).length; }
  const c = process.cpuUsage(t0);
  console.log(url.padEnd(50), 'render ms', ((c.user + c.system) / 1000 / n).toFixed(3), 'chars', size, 'loaders/router/render/dehydrate', globalThis.__T.map((t) => (t / n).toFixed(3)).join(' '));
}

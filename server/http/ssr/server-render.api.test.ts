import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as pageRenderer from '../../../web/entry-server';
import { importBundle } from '../../test-support/import-bundle';
import { categoryTree, product, variant } from '../../test-support/catalog-fixture';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createWebDir, WEB_DIR_CSS, WEB_DIR_ENTRY } from '../../test-support/web-dir';
import { LOADER_HASH } from './scripts-after-paint';

let t: TestApp;
let web: Awaited<ReturnType<typeof createWebDir>>;
/** Renders so far: a page the cache answers is not rendered again. */
let renders = 0;
const countedRenderer = { ...pageRenderer, render: (...args: Parameters<typeof pageRenderer.render>) => {
  renders += 1;
  return pageRenderer.render(...args);
} };

beforeAll(async () => {
  web = await createWebDir();
  // The renderer from source (the built one is dist/ssr/entry-server.js): the same module either way.
  t = await createTestApp({ WEB_DIR: web.dir, SHOP_NAME: 'MotoPont' }, () => {}, { pageRenderer: countedRenderer });
  await importBundle(t.database.db, {
    categories: categoryTree(),
    brands: [{ alias: 'ebc', name: 'EBC' }, { alias: 'hjc', name: 'HJC' }],
    products: [
      product({
        alias: 'ebc-fa196hh-fekbetet', fullname_hu: 'EBC FA196HH szinterezett fékbetét', brandAlias: 'ebc',
        content_hu: '<p>Kiváló fékhatás <b>minden</b> időben.</p>', images: ['/media/demo/product/ebc-1.svg'],
        variants: [
          variant({ name_hu: 'Első tengely', prices: [{ price: 12990, from: '2026-01-01T00:00:00Z' }], stock: 3 }),
          variant({ name_hu: 'Hátsó tengely', prices: [{ price: 10990, from: '2026-01-01T00:00:00Z' }], stock: 2 }),
        ],
      }),
      product({ alias: 'shoei-sisak', fullname_hu: 'Shoei NXR2 bukósisak', categoryAlias: 'bukosisak', images: ['/media/demo/product/shoei.svg'] }),
      product({ alias: 'hjc-sisak', fullname_hu: 'HJC RPHA 71 bukósisak', categoryAlias: 'bukosisak', brandAlias: 'hjc' }),
      product({ alias: 'lanckeno-spray', fullname_hu: 'Lánckenő spray $&', content_hu: "<p>Kiszerelés: $' és $` is</p>" }),
    ],
    sliders: [{ src: '/media/demo/slider/1.svg', title: 'Téli akció', content: 'a', sort: 1 }],
    pages: [{ alias: 'kontakt', parentAlias: null, title: 'Kapcsolat', content: '<p>Budapest, Könyves Kálmán krt.</p>', sort: 1 }],
    popups: [{ alias: 'unnepi-nyitvatartas', active: true, title: 'Ünnepi nyitvatartás', content: '<p>Zárva tartunk.</p>' }],
  });
});
afterAll(async () => {
  await t.close();
  await web.remove();
});

const page = async (url: string, cookies: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, cookies });
  const body = res.body;
  const root = body.slice(body.indexOf('<div id="root">'), body.indexOf('<script type="application/json" id="ssr-data">'));
  const data = /<script type="application\/json" id="ssr-data">(.*?)<\/script>/.exec(body)?.[1];
  return { res, root, data: data ? (JSON.parse(data) as pageRenderer.RenderResult['payload']) : null };
};
const queryKeys = (data: { queries: { queries: { queryKey: unknown }[] } } | null) =>
  (data?.queries.queries ?? []).map((query) => JSON.stringify(query.queryKey));

describe('server-rendered storefront pages', () => {
  it('renders a product with its name, price, description and variants, and carries its data for hydration', async () => {
    const { res, root, data } = await page('/termek/ebc-fa196hh-fekbetet');
    expect(res.statusCode).toBe(200);
    expect(root).toContain('<h1');
    expect(root).toContain('EBC FA196HH szinterezett fékbetét');
    expect(root).toContain('12 990 Ft');
    expect(root).toContain('Kiváló fékhatás');
    expect(root).toContain('Első tengely');
    expect(root).toContain('Hátsó tengely');
    expect(queryKeys(data)).toContain(JSON.stringify(['catalog', 'product', 'ebc-fa196hh-fekbetet']));
    // The header's categories come along: the mega-menu needs no request either.
    expect(queryKeys(data)).toContain(JSON.stringify(['catalog', 'headerCategories']));
    expect(root).toContain('Ruházat és sisak');
  });

  it('puts a product text into the page as written, `$` patterns included', async () => {
    const { res, root } = await page('/termek/lanckeno-spray');
    expect(root).toContain('Lánckenő spray $&amp;');
    expect(root).toContain("Kiszerelés: $' és $` is");
    expect(res.body.match(/<\/head>/g)).toHaveLength(1);
    expect(res.body.match(/<div id="root">/g)).toHaveLength(1);
  });

  it('keeps the strict CSP: the data is a JSON block no browser runs, the one inline script is the loader its hash allows, and no inline style', async () => {
    const { createHash } = await import('node:crypto');
    const { res, root } = await page('/termek/ebc-fa196hh-fekbetet');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${LOADER_HASH};`);
    expect(csp).not.toContain('unsafe-inline');
    const inline = [...res.body.matchAll(/<script(?![^>]*type="application\/(?:json|ld\+json)")(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    expect(`'sha256-${createHash('sha256').update(inline[0]!, 'utf8').digest('base64')}'`).toBe(LOADER_HASH);
    expect(root).not.toContain(' style="');
  });

  it('asks for the app only from the loader at its end, after the first paint (decision 0042); a shell names it in its head', async () => {
    const { res } = await page('/termek/ebc-fa196hh-fekbetet');
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).not.toContain('<link rel="modulepreload"');
    expect(res.body).toMatch(new RegExp(`<script data-entry="${WEB_DIR_ENTRY}" data-preload="[^"]*">[^<]+</script></body>`));
    const shell = await t.app.inject({ method: 'GET', url: '/admin' });
    expect(shell.body).toContain(`<script type="module" crossorigin src="${WEB_DIR_ENTRY}"></script>`);
    expect(shell.body).not.toContain('data-entry');
    expect(String(shell.headers['content-security-policy'])).not.toContain(LOADER_HASH);
  });

  it('carries its stylesheets inline, allowed by their hashes, each with a disabled link to its file (decision 0037)', async () => {
    const { createHash } = await import('node:crypto');
    for (const url of ['/', '/termek/ebc-fa196hh-fekbetet', '/termek/nincs-ilyen']) {
      const { res } = await page(url);
      expect(res.body).toContain(`<style>${WEB_DIR_CSS}</style><link rel="stylesheet" href="/assets/main-abc123.css" disabled>`);
      expect(res.body).not.toContain('<link rel="stylesheet" crossorigin');
      const hash = createHash('sha256').update(WEB_DIR_CSS).digest('base64');
      expect(String(res.headers['content-security-policy'])).toContain(`style-src 'self' 'sha256-${hash}';`);
    }
  });

  it('renders a content page with its text', async () => {
    const { res, root } = await page('/o/kontakt');
    expect(res.statusCode).toBe(200);
    expect(root).toContain('Kapcsolat');
    expect(root).toContain('Budapest, Könyves Kálmán krt.');
  });

  it('renders a category listing\'s first page: cards with names, prices, image URLs and product links', async () => {
    const { root, data } = await page('/ruhazat-sisak/bukosisak/');
    expect(root).toContain('Shoei NXR2 bukósisak');
    expect(root).toContain('9 990 Ft');
    expect(root).toContain('/media/demo/product/shoei');
    expect(root).toContain('href="/termek/shoei-sisak"');
    expect(queryKeys(data).some((key) => key.startsWith('["catalog","listing","productsByAlias","bukosisak"'))).toBe(true);
  });

  it('renders a filtered listing as the URL asks (decision 0027), under the key the browser asks with', async () => {
    const { root, data } = await page('/ruhazat-sisak/bukosisak/?marka=hjc');
    expect(root).toContain('HJC RPHA 71 bukósisak');
    expect(root).not.toContain('Shoei NXR2 bukósisak');
    const body = { akcios: false, utolso: false, searchText: null, bike: false, sort: { field: 'fullname_en', direction: 'asc' }, filters: { brand: ['hjc'] } };
    expect(queryKeys(data)).toContain(JSON.stringify(['catalog', 'listing', 'productsByAlias', 'bukosisak', body]));
  });

  it('renders the home page with the slideshow and the sale block', async () => {
    const { root, data } = await page('/');
    expect(root).toContain('Akciós termékeink');
    expect(root).toContain('/media/demo/slider/1');
    expect(queryKeys(data)).toContain(JSON.stringify(['content', 'frontSliders']));
  });

  it('sends pages compressed to a browser that accepts it, whole to one that does not', async () => {
    const { gunzipSync } = await import('node:zlib');
    for (const url of ['/', '/termek/ebc-fa196hh-fekbetet', '/termek/nincs-ilyen']) {
      const plain = await t.app.inject({ method: 'GET', url });
      const zipped = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.statusCode).toBe(plain.statusCode);
      const html = gunzipSync(zipped.rawPayload).toString('utf8');
      expect(html).toContain('<div id="root">');
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    }
  });

  it('sends a rendered page as gzip from parts kept with the cached page: the same bytes as the page whole', async () => {
    const { gunzipSync } = await import('node:zlib');
    for (const url of ['/', '/ruhazat-sisak/bukosisak/', '/termek/ebc-fa196hh-fekbetet', '/termek/nincs-ilyen']) {
      for (const visitor of ['A'.repeat(43), 'B'.repeat(43)]) {
        const cookies = { csrf_token: visitor };
        // The first answer renders the page (or finds it rendered), the second comes from the cache.
        for (let i = 0; i < 2; i++) {
          const plain = await t.app.inject({ method: 'GET', url, cookies });
          const zipped = await t.app.inject({ method: 'GET', url, cookies, headers: { 'accept-encoding': 'gzip, deflate, br' } });
          expect(zipped.headers['content-encoding'], url).toBe('gzip');
          expect(zipped.headers.vary, url).toContain('accept-encoding');
          expect(zipped.statusCode).toBe(plain.statusCode);
          expect(gunzipSync(zipped.rawPayload).toString('utf8'), url).toBe(plain.body);
        }
      }
    }
  });

  it('sends the search, the basket and account pages as shells without the visitor\'s data', async () => {
    expect((await page('/kereses')).root).toContain('<h1>Keresés</h1>');
    expect((await page('/kosar')).res.statusCode).toBe(200);
    const profile = await page('/profil');
    expect(profile.res.statusCode).toBe(200);
    // The login is in the visitor's storage: the browser decides after hydration.
    expect(profile.root).toContain('Betöltés…');
    expect(profile.root).toContain('<header');
  });

  it('renders a search with its text in the address with its results, as a page of its own for search engines', async () => {
    const { res, root, data } = await page('/kereses?q=buk%C3%B3sisak');
    expect(res.statusCode).toBe(200);
    expect(root).toContain('<h1>Keresés: „bukósisak”</h1>');
    expect(root).toContain('Shoei NXR2 bukósisak');
    expect(root).toContain('HJC RPHA 71 bukósisak');
    expect(root).not.toContain('EBC FA196HH');
    // The header's field shows the text; without JavaScript the form sends it here again.
    expect(root).toMatch(/<form[^>]*action="\/kereses" method="get"/);
    expect(root).toContain('name="q" value="bukósisak"');
    expect(queryKeys(data).some((key) => key.includes('"bukósisak"'))).toBe(true);
    expect(res.body).toContain('<title>Keresés: „bukósisak” - MotoPont</title>');
    expect(res.body).toMatch(/<link rel="canonical" href="[^"]*\/kereses\?q=buk%C3%B3sisak">/);
    expect(res.body).not.toContain('noindex');
    // Without a text in the address the results are the visitor's (storage): nothing to index.
    expect((await t.app.inject({ method: 'GET', url: '/kereses' })).body).toContain('<meta name="robots" content="noindex">');
    expect((await t.app.inject({ method: 'GET', url: '/kereses?q=+' })).body).toContain('<meta name="robots" content="noindex">');
  });

  it('tells search engines on the home page how to search the shop', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/' })).body;
    const blocks = [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const site = blocks.find((block) => block['@type'] === 'WebSite') as { potentialAction: { target: { urlTemplate: string } } } | undefined;
    expect(site?.potentialAction.target.urlTemplate).toMatch(/\/kereses\?q=\{search_term_string\}$/);
  });

  it('renders the active popup notice into the page unless the visitor closed it (their popup cookie)', async () => {
    const { root, data } = await page('/o/kontakt');
    const popup = data?.queries.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(['content', 'popup']));
    expect(popup?.state.data).toMatchObject({ alias: 'unnepi-nyitvatartas', active: true });
    expect(root).toMatch(/<dialog open=""[^>]*class="popup-notice"/);
    expect(root).toContain('Ünnepi nyitvatartás');
    expect(root).toContain('<p>Zárva tartunk.</p>');

    const closed = await page('/o/kontakt', { popup: 'unnepi-nyitvatartas' });
    expect(closed.root).toContain('Budapest, Könyves Kálmán krt.');
    expect(closed.root).not.toContain('Ünnepi nyitvatartás');
    // An earlier notice closed, or a value that is no alias at all: this one still shows.
    for (const value of ['regi-ertesites', '<script>']) expect((await page('/o/kontakt', { popup: value })).root).toContain('Ünnepi nyitvatartás');
  });

  it('answers a page again from the page cache while its data is unchanged, on every page type', async () => {
    for (const url of ['/', '/ruhazat-sisak/bukosisak/', '/alkatresz-kereso/bukosisak/', '/termek/shoei-sisak', '/kontakt', '/kereses?q=sisak']) {
      const first = await page(url);
      const before = renders;
      const again = await page(url);
      expect(again.root, url).toBe(first.root);
      // Each read the page was made from must give the very same answer: a loader that queried again
      // (a Drizzle query cached unawaited) made every page render anew.
      expect(renders, url).toBe(before);
    }
  });

  it('answers an unknown product 404 with the page that says so', async () => {
    const { res, root } = await page('/termek/nincs-ilyen');
    expect(res.statusCode).toBe(404);
    expect(root).toContain('Nem található ilyen eladó termékünk');
  });

  it('answers an unknown category or brand 404 with a missing page, not an empty category', async () => {
    for (const path of ['/nincs-ilyen-kategoria', '/marka/nincs-ilyen-marka']) {
      const { res, root } = await page(path);
      expect({ path, status: res.statusCode }).toEqual({ path, status: 404 });
      expect(root).toContain('Nem található ilyen oldal.');
      expect(root).toContain('Tovább a főoldalra');
      expect(root).not.toContain('Ebben a kategóriában jelenleg nincs termék.');
    }
  });

  it('answers HEAD on a page as GET would, with its headers and no body', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/termek/ebc-fa196hh-fekbetet' });
    const head = await t.app.inject({ method: 'HEAD', url: '/termek/ebc-fa196hh-fekbetet' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.body).toBe('');
    const missing = await t.app.inject({ method: 'HEAD', url: '/termek/nincs-ilyen' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('');
  });
});

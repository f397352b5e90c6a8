import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBundle } from '../../test-support/import-bundle';
import { categoryTree, product, variant } from '../../test-support/catalog-fixture';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createWebDir } from '../../test-support/web-dir';

let t: TestApp;
let web: Awaited<ReturnType<typeof createWebDir>>;

beforeAll(async () => {
  web = await createWebDir();
  t = await createTestApp({ WEB_DIR: web.dir, PUBLIC_URL: 'https://bolt.example', SHOP_NAME: 'MotoPont' });
  await importBundle(t.database.db, {
    categories: categoryTree(),
    brands: [{ alias: 'ebc', name: 'EBC' }, { alias: 'ures-marka', name: 'Üres márka' }],
    manufacturers: [{ id: 2, name: 'Yamaha' }], constructions: [{ id: 1, name: 'Naked' }],
    motorcycleTypes: [{ id: 7, manufacturerId: 2, constructionId: 1, name: 'MT-07 (2019-2020)', capacity: 689, yearFrom: 2019, yearTo: 2020, img: '' }],
    products: [
      product({
        alias: 'ebc-fa196hh-fekbetet', cikkszam: 'EBC-FA196', fullname_hu: 'EBC FA196HH szinterezett fékbetét', brandAlias: 'ebc',
        content_hu: '<p>Kiváló "fékhatás" <b>minden</b> időben.</p>', images: ['/media/demo/product/ebc-1.svg'],
        variants: [variant({ prices: [{ price: 12990, from: '2026-01-01T00:00:00Z' }], stock: 3, bikes: [7] })],
      }),
      product({ alias: 'elfogyott-sisak', categoryAlias: 'bukosisak', variants: [variant({ stock: 0 })] }),
    ],
    sliders: [
      { src: '/media/demo/slider/2.svg', title: 'B', content: 'b', sort: 2 },
      { src: '/media/demo/slider/1.svg', title: 'A', content: 'a', sort: 1 },
    ],
    pages: [{ alias: 'kontakt', parentAlias: null, title: 'Kapcsolat', content: '<p>Budapest, Könyves Kálmán krt.</p>', sort: 1 }],
  });
});
afterAll(async () => {
  await t.close();
  await web.remove();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

describe('server-rendered head', () => {
  it('gives a product page its title, description, canonical URL, Open Graph tags, preload and JSON-LD', async () => {
    const res = await get('/termek/ebc-fa196hh-fekbetet');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>EBC FA196HH szinterezett fékbetét - MotoPont</title>');
    expect(html).not.toContain('<title>x</title>');
    expect(html).not.toContain('content="built"');
    expect(html).toContain('<meta name="description" content="Kiváló &quot;fékhatás&quot; minden időben.">');
    expect(html).toContain('<link rel="canonical" href="https://bolt.example/termek/ebc-fa196hh-fekbetet">');
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta property="og:image" content="https://bolt.example/media/demo/product/ebc-1.svg">');
    expect(html).toContain('<link rel="preload" as="image" href="/media/demo/product/ebc-1.svg" fetchpriority="high">');
    const [productLd, breadcrumb] = jsonLd(html);
    expect(productLd).toMatchObject({
      '@type': 'Product', name: 'EBC FA196HH szinterezett fékbetét', sku: 'EBC-FA196', brand: { name: 'EBC' },
      offers: { '@type': 'Offer', priceCurrency: 'HUF', price: 12990, availability: 'https://schema.org/InStock' },
    });
    expect(breadcrumb.itemListElement.map((i: { name: string; item: string }) => [i.name, i.item])).toEqual([
      ['Alkatrészek', 'https://bolt.example/alkatresz-kereso'],
      ['Fékrendszer', 'https://bolt.example/alkatresz-kereso/fekrendszer/'],
      ['Fékbetét', 'https://bolt.example/alkatresz-kereso/fekbetet/'],
      ['EBC FA196HH szinterezett fékbetét', 'https://bolt.example/termek/ebc-fa196hh-fekbetet'],
    ]);
  });

  it('preloads the first home slide, the largest picture of the home page', async () => {
    const home = (await get('/')).body;
    expect(home).toContain('<link rel="preload" as="image" href="/media/demo/slider/1.svg" fetchpriority="high">');
    expect(home).toContain('<title>MotoPont – motoros alkatrészek, ruházat és felszerelés</title>');
  });

  it('marks a sold-out product OutOfStock', async () => {
    const [ld] = jsonLd((await get('/termek/elfogyott-sisak')).body);
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('answers an unknown product with 404, noindex and still the app', async () => {
    const res = await get('/termek/nincs-ilyen');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).toContain('<div id="root">');
  });

  it('gives category and content pages their canonical URL and title', async () => {
    const category = (await get('/alkatresz-kereso/fekbetet/')).body;
    expect(category).toContain('<title>Fékbetét - MotoPont</title>');
    expect(category).toContain('<link rel="canonical" href="https://bolt.example/alkatresz-kereso/fekbetet/">');
    const page = (await get('/o/kontakt')).body;
    expect(page).toContain('<title>Kapcsolat - MotoPont</title>');
    expect(page).toContain('content="Budapest, Könyves Kálmán krt."');
    expect((await get('/kosar')).body).toContain('<meta name="robots" content="noindex">');
  });

  // Each of the web app's own pages (web/app/routes.tsx) with the title its page sets; a page missing
  // here fell through to the category pattern and went out as 404 'Nem található' while it rendered.
  const ownPages: [path: string, title: string, indexed: boolean][] = [
    ['/akciok', 'Akciók', true], ['/utolso-darabok', 'Utolsó darabok', true], ['/impresszum', 'Impresszum', true],
    ['/elallas', 'Elállás a szerződéstől', true], ['/kosar', 'Kosár', false], ['/adatok-szallitas', 'Rendelési adatok', false],
    ['/megrendeles', 'Véglegesítés', false], ['/belepes', 'Bejelentkezés', false], ['/regisztracio', 'Regisztráció', false],
    ['/profil', 'Adatmódosítás', false], ['/garazs', 'Garázs', false], ['/elfelejtett_jelszo', 'Elfelejtett jelszó', false],
    ['/rendeleseim', 'Rendeléseim', false], ['/rendeleseim/MP-2026-000042', 'Rendelés', false], ['/rendeles-kereses', 'Rendelés követése', false],
  ];
  for (const [path, title, indexed] of ownPages) {
    it(`answers ${path} with 200 and its title${indexed ? '' : ', noindex'}`, async () => {
      const res = await get(path);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<title>${title} - MotoPont</title>`);
      expect(res.body.includes('<meta name="robots" content="noindex">')).toBe(!indexed);
    });
  }

  it('answers the withdrawal form with the order named in its query as the same page', async () => {
    const res = await get('/elallas?rendeles=MP-2026-000042');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="canonical" href="https://bolt.example/elallas">');
  });

  it('answers a brand page with 200, its title and canonical URL, and an unknown brand with 404', async () => {
    const res = await get('/marka/ebc');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>EBC - MotoPont</title>');
    expect(res.body).toContain('<link rel="canonical" href="https://bolt.example/marka/ebc">');
    expect(res.body).not.toContain('noindex');
    const unknown = await get('/marka/nincs-ilyen');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<meta name="robots" content="noindex">');
    expect(unknown.body).toContain('<div id="root">');
  });
});

describe('a motorcycle model page', () => {
  it('has the model in its title and description, and its canonical address; an unknown model answers 404', async () => {
    const res = await get('/alkatresz/yamaha-mt-07');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Yamaha MT-07 alkatrészek - MotoPont</title>');
    expect(res.body).toContain('<meta name="description" content="Yamaha MT-07 alkatrészek: fékbetét.');
    expect(res.body).toContain('<link rel="canonical" href="https://bolt.example/alkatresz/yamaha-mt-07">');
    const unknown = await get('/alkatresz/yamaha-r1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<meta name="robots" content="noindex">');
  });
});

describe('sitemap and robots', () => {
  it('lists the home page, the fixed pages open to search engines, every product, category, brand with products, model with parts and content page', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    for (const path of ['/termek/ebc-fa196hh-fekbetet', '/termek/elfogyott-sisak', '/alkatresz-kereso', '/ruhazat-sisak',
      '/alkatresz-kereso/fekrendszer/', '/alkatresz-kereso/fekbetet/', '/ruhazat-sisak/bukosisak/', '/o/kontakt',
      '/marka/ebc', '/alkatresz/yamaha-mt-07', '/', '/akciok', '/utolso-darabok', '/impresszum', '/elallas']) {
      expect(res.body).toContain(`<loc>https://bolt.example${path}</loc>`);
    }
    expect(res.body).not.toContain('/marka/ures-marka');
    for (const path of ['/kosar', '/belepes', '/kereses', '/rendeleseim']) expect(res.body).not.toContain(`<loc>https://bolt.example${path}</loc>`);
    expect(res.body.match(/<url>/g)).toHaveLength(16);
  });

  it('points robots.txt at the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.body).toContain('Sitemap: https://bolt.example/sitemap.xml');
    expect(res.body).toContain('Disallow: /api/');
    // A search in the address may be crawled; the storage-driven /kereses may not.
    expect(res.body.split('\n')).toContain('Disallow: /kereses$');
    expect(res.body.split('\n')).not.toContain('Disallow: /kereses');
  });

  it('serves sitemap parts by number and 404s a missing part', async () => {
    expect((await get('/sitemap-1.xml')).statusCode).toBe(200);
    expect((await get('/sitemap-2.xml')).statusCode).toBe(404);
  });

  it('sends a crawler that accepts gzip the part as kept, compressed, and the others the same XML plain', async () => {
    const plain = await get('/sitemap-1.xml');
    const gzipped = await t.app.inject({ method: 'GET', url: '/sitemap-1.xml', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zlib.gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.body).toContain('<loc>https://bolt.example/termek/ebc-fa196hh-fekbetet</loc>');
  });
});

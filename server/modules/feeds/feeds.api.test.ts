import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { categoryTree, product, variant } from '../../test-support/catalog-fixture';
import { importBundle, testServices } from '../../test-support/import-bundle';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { SETTINGS } from '../cart/cart-test-fixture';
import { createFeedFiles } from './feed-files';

let t: TestApp;
let dataDir: string;
const price = (forints: number, from = '2026-01-01T00:00:00Z') => ({ price: forints, from });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feeds-'));
  t = await createTestApp({ DATA_DIR: dataDir, PUBLIC_URL: 'https://bolt.example', SHOP_NAME: 'MotoPont' });
  await importBundle(t.database.db, {
    settings: SETTINGS,
    categories: categoryTree(),
    brands: [{ alias: 'ebc', name: 'EBC' }, { alias: 'shoei', name: 'Shoei' }],
    products: [
      product({
        alias: 'ebc-fa196', cikkszam: 'EBC-FA196', fullname_hu: 'EBC FA196HH fékbetét', brandAlias: 'ebc',
        content_hu: '<p>Szinterezett <b>fékbetét</b>\u0007 minden időre.</p>', images: ['/media/demo/product/ebc.webp'],
        variants: [
          variant({ cikkszam: 'EBC-FA196-E', name_hu: 'Első', prices: [price(14990, '2026-09-01T00:00:00Z'), price(12990, '2026-11-20T00:00:00Z')], stock: 2 }),
          variant({ cikkszam: 'EBC-FA196-H', name_hu: 'Hátsó', prices: [price(9990)], stock: 3 }),
          variant({ cikkszam: 'EBC-FA196-X', name_hu: 'Verseny', prices: [price(4990)], stock: 0 }),
        ],
      }),
      product({
        alias: 'shoei-gt-air', cikkszam: 'SH-GT', fullname_hu: 'Shoei GT-Air 3 bukósisak', brandAlias: 'shoei', categoryAlias: 'bukosisak',
        images: ['https://cdn.example/sisak.webp'], variants: [variant({ cikkszam: 'SH-GT-M', name_hu: 'M', prices: [price(229_990)], stock: 1 })],
      }),
      product({
        alias: 'marka-nelkuli-lanc', cikkszam: 'LANC-1', fullname_hu: 'Lánc', images: ['/media/demo/product/lanc.webp'],
        variants: [variant({ cikkszam: 'LANC-1-V', name_hu: 'Lánc', prices: [price(5990)], stock: 4 })],
      }),
      product({ alias: 'kep-nelkul', cikkszam: 'KN-1', fullname_hu: 'Kép nélküli termék', variants: [variant({ cikkszam: 'KN-1-V', prices: [price(1990)], stock: 5 })] }),
      product({ alias: 'elfogyott', cikkszam: 'EL-1', fullname_hu: 'Elfogyott termék', images: ['/x.webp'], variants: [variant({ cikkszam: 'EL-1-V', stock: 0 })] }),
    ],
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'product' || name === 'item', parseTagValue: false });

async function feed(name: string) {
  const res = await t.app.inject({ method: 'GET', url: `/feeds/${name}.xml` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(XMLValidator.validate(res.body)).toBe(true);
  return parser.parse(res.body);
}

describe('/feeds/arukereso.xml', () => {
  it('offers every product in stock once, at its cheapest variant in stock, with the fields Árukereső requires', async () => {
    const products = (await feed('arukereso')).products.product as Record<string, string>[];
    const byName = Object.fromEntries(products.map((p) => [p.name, p]));
    expect(Object.keys(byName).sort()).toEqual(['EBC FA196HH fékbetét', 'Kép nélküli termék', 'Lánc', 'Shoei GT-Air 3 bukósisak']);
    for (const p of products) {
      for (const field of ['identifier', 'name', 'category', 'product_url', 'price', 'description', 'delivery_time', 'delivery_cost', 'stock']) {
        expect(p[field], `${p.name}: ${field}`).toBeTruthy();
      }
    }
    expect(byName['EBC FA196HH fékbetét']).toMatchObject({
      manufacturer: 'EBC', category: 'Alkatrészek > Fékrendszer > Fékbetét', product_url: 'https://bolt.example/termek/ebc-fa196',
      price: '9990', image_url: 'https://bolt.example/media/demo/product/ebc.webp', description: 'Szinterezett fékbetét minden időre.',
      delivery_time: '1 munkanap', delivery_cost: '1490', stock: '5',
    });
    // Above the free-shipping threshold delivery costs nothing; an absolute image address stays as it is.
    expect(byName['Shoei GT-Air 3 bukósisak']).toMatchObject({ delivery_cost: '0', image_url: 'https://cdn.example/sisak.webp' });
    expect(byName['Lánc']!.manufacturer).toBeUndefined();
  });
});

describe('/feeds/google.xml', () => {
  it('lists every variant with an image as a Merchant Center item, with sale price, availability and shipping', async () => {
    const rss = (await feed('google')).rss;
    expect(rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
    const items = rss.channel.item as Record<string, unknown>[];
    const byId = Object.fromEntries(items.map((i) => [i['g:id'] as string, i]));
    expect(Object.keys(byId).sort()).toEqual(['EBC-FA196-E', 'EBC-FA196-H', 'EBC-FA196-X', 'EL-1-V', 'LANC-1-V', 'SH-GT-M']);
    for (const item of items) {
      for (const field of ['g:id', 'title', 'link', 'description', 'g:image_link', 'g:availability', 'g:price', 'g:condition', 'g:shipping']) {
        expect(item[field], `${String(item['g:id'])}: ${field}`).toBeTruthy();
      }
      expect(item['g:brand'] ?? item['g:identifier_exists']).toBeTruthy();
    }
    expect(byId['EBC-FA196-E']).toMatchObject({
      title: 'EBC FA196HH fékbetét – Első', 'g:price': '14990 HUF', 'g:sale_price': '12990 HUF', 'g:availability': 'in_stock',
      'g:brand': 'EBC', 'g:mpn': 'EBC-FA196-E', 'g:condition': 'new', 'g:product_type': 'Alkatrészek > Fékrendszer > Fékbetét',
      'g:shipping': { 'g:country': 'HU', 'g:price': '1490 HUF' },
    });
    expect(byId['EBC-FA196-E']!['g:item_group_id']).toBe(byId['EBC-FA196-H']!['g:item_group_id']);
    expect(byId['EBC-FA196-H']!['g:sale_price']).toBeUndefined();
    expect(byId['EBC-FA196-X']!['g:availability']).toBe('out_of_stock');
    expect(byId['LANC-1-V']).toMatchObject({ title: 'Lánc', 'g:identifier_exists': 'no' });
  });
});

describe('the feed files', () => {
  it('are written again when a price, a product or its stock changes, and not otherwise', async () => {
    const dir = path.join(dataDir, 'feeds-changes');
    const feeds = createFeedFiles(t.database.db, {
      dir, publicUrl: 'https://bolt.example', shopName: 'MotoPont', checkEveryMs: 0,
      terms: async () => ({ deliveryCost: 1490, freeShippingFrom: null }),
    });
    const file = await feeds.feedFile('google');
    const written = fs.statSync(file).mtimeMs;
    await feeds.refresh();
    expect(fs.statSync(file).mtimeMs).toBe(written);

    const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from variants where cikkszam = 'LANC-1-V'`);
    await testServices(t.database.db).catalog.setVariantPrice({ variantId: row!.id, price: 6490 });
    // A request meanwhile still gets the whole previous file.
    expect(fs.readFileSync(await feeds.feedFile('google'), 'utf8')).toMatch(/<\/rss>\n$/);
    await feeds.refresh();
    expect(fs.readFileSync(await feeds.feedFile('google'), 'utf8')).toContain('<g:price>6490 HUF</g:price>');
    expect(fs.readFileSync(await feeds.feedFile('arukereso'), 'utf8')).toContain('<price>6490</price>');
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});

import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../db/client';
import { categoryTree, product, variant } from '../../test-support/catalog-fixture';
import { importBundle, testServices } from '../../test-support/import-bundle';
import { createTestDatabase } from '../../test-support/test-db';
import type { Services } from '../../services';
import { exportCatalogue } from './catalogue-export';

let database: Database;
let services: Services;
beforeAll(async () => {
  database = await createTestDatabase();
  services = testServices(database.db);
  await importBundle(database.db, { categories: categoryTree(), brands: [{ alias: 'brembo', name: 'Brembo' }, { alias: 'agv', name: 'AGV' }] });
  await importBundle(database.db, { products: [
    product({ alias: 'fekbetet-a', cikkszam: 'FB-A', fullname_hu: 'Fékbetét A', brandAlias: 'brembo', variants: [
      variant({ cikkszam: 'FB-A-1', name_hu: 'Első', props: { Oldal: 'első' }, prices: [{ price: 10_000, from: '2026-01-01T00:00:00Z' }], stock: 4 }),
      variant({ cikkszam: 'FB-A-2', name_hu: 'Hátsó', props: { Oldal: 'hátsó' }, prices: [{ price: 8_000, from: '2026-01-01T00:00:00Z' }], stock: 2 })] }),
    product({ alias: 'sisak-b', cikkszam: 'SB', fullname_hu: 'Sisak B', categoryAlias: 'bukosisak', brandAlias: 'agv', variants: [
      variant({ cikkszam: 'SB-L', name_hu: 'L', props: { Méret: 'L' }, prices: [{ price: 50_000, from: '2026-01-01T00:00:00Z' }], stock: 1 })] }),
  ] });
});
afterAll(() => database.close());

const csv = (text: string) => Buffer.from(text, 'utf8');
const dryRun = async (bytes: Buffer) => services.catalogueImport.dryRun(await services.catalogueImport.read(bytes));
const apply = async (bytes: Buffer) => services.catalogueImport.apply(await services.catalogueImport.read(bytes));
const variantRow = async (cikkszam: string) => (await queryRows<{ price: number; prev_price: number | null; stock: number; name_hu: string; props: Record<string, string> }>(
  database.db, sql`select price, prev_price, stock, name_hu, props from variants where cikkszam = ${cikkszam}`))[0];

async function exported(format: 'csv' | 'xlsx'): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new Writable({ write(chunk, _enc, done) { chunks.push(chunk as Buffer); done(); } });
  await exportCatalogue(services.catalog, format, out);
  return Buffer.concat(chunks);
}

describe('catalogue file: dry run', () => {
  it('shows new, changed (before → after per column), unchanged and rejected rows with line numbers, and changes nothing', async () => {
    const report = await dryRun(csv([
      'cikkszam;ar;keszlet;termek_cikkszam;termek_nev;kategoria',
      'FB-A-1;9500;4;;;', // price changed
      'FB-A-2;8000;2;;;', // unchanged
      'UJ-1;1990;3;UJ;Új termék;fekbetet', // new
      'FB-A-1;1;1;;;', // repeated item number
      'X-1;-5;1;;;',
      'X-2;100;1;Y;Név;nincs-ilyen',
    ].join('\n')));
    expect(report.counts).toEqual({ new: 1, changed: 1, unchanged: 1, rejected: 3 });
    expect(report.changed).toEqual([{ line: 2, cikkszam: 'FB-A-1', changes: [{ column: 'ar', before: '10000', after: '9500' }] }]);
    expect(report.rejected).toEqual([
      { line: 5, cikkszam: 'FB-A-1', reason: 'a cikkszám kétszer szerepel a fájlban (először a(z) 2. sorban)' },
      { line: 6, cikkszam: 'X-1', reason: 'negatív ár' },
      { line: 7, cikkszam: 'X-2', reason: 'ismeretlen kategória: nincs-ilyen' },
    ]);
    expect((await variantRow('FB-A-1'))!.price).toBe(10_000);
    expect(await variantRow('UJ-1')).toBeUndefined();
  });

  it('refuses a file without a cikkszam column, with an unknown column, binary garbage and 10 MB of random bytes', async () => {
    expect((await dryRun(csv('ar;keszlet\n100;1\n'))).fileError).toMatch(/Hiányzik a kötelező cikkszam oszlop/);
    expect((await dryRun(csv('cikkszam;ar;szin\nA;1;x\n'))).fileError).toMatch(/Ismeretlen oszlop: szin/);
    expect((await dryRun(Buffer.from([0x00, 0x01, 0x02, 0xff]))).fileError).toMatch(/nem szöveges/);
    let seed = 7;
    const garbage = Buffer.alloc(10 * 1024 * 1024, 0).map(() => (seed = (seed * 1103515245 + 12345) % 2 ** 31) & 0xff);
    const started = Date.now();
    const report = await dryRun(Buffer.from(garbage));
    expect(report.fileError).toMatch(/nem szöveges/);
    expect(report.counts).toEqual({ new: 0, changed: 0, unchanged: 0, rejected: 0 });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('rejects rows that break a rule, each with its Hungarian reason', async () => {
    const report = await dryRun(csv([
      'cikkszam;termek_cikkszam;termek_nev;kategoria;marka;ar;akcios_ar;keszlet;aktiv',
      'N-1;;;;;100;;1;', // a new item number needs its product
      'N-2;NP;;;;100;;1;', // a new product needs name and category
      'N-3;NP3;Név;fekbetet;Nincs márka;100;;1;',
      'FB-A-1;;;;;100;150;;',
      'FB-A-1x;;;;;abc;;;',
      'FB-A-2;;;;;;;-1;',
      'SB-L;;;;;;;;talán',
      'SB-L2;SB;;;;;;2;', // a new variant of a known product needs a price
      'FB-A-2;SB;;;;;;;', // repeated
    ].join('\n')));
    expect(report.rejected.map((r) => [r.line, r.reason])).toEqual([
      [2, 'új cikkszám: a termek_cikkszam oszlop kitöltése kötelező'],
      [3, 'új termék: hiányzik a(z) termek_nev és kategoria'],
      [4, 'ismeretlen márka: Nincs márka'],
      [5, 'az akciós ár nem kisebb az árnál'],
      [6, 'hibás ár (egész forint kell, pl. 12990)'],
      [7, 'negatív készlet'],
      [8, 'hibás aktiv érték (igen vagy nem)'],
      [9, 'új cikkszám: az ár megadása kötelező'],
      [10, 'a cikkszám kétszer szerepel a fájlban (először a(z) 7. sorban)'],
    ]);
  });

  it('reads Windows-1250 with a comma, and a UTF-8 BOM', async () => {
    const cp1250 = iconv.encode('cikkszam,termek_nev\nFB-A-1,Fékbetét ő ű\n', 'win1250');
    const report = await dryRun(cp1250);
    expect(report.changed[0]!.changes).toEqual([{ column: 'termek_nev', before: 'Fékbetét A', after: 'Fékbetét ő ű' }]);
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), csv('cikkszam;keszlet\r\nSB-L;1\r\n')]);
    expect((await dryRun(bom)).counts).toMatchObject({ unchanged: 1, rejected: 0 });
  });
});

describe('catalogue file: apply', () => {
  it('a partial file changes only its columns; a price change becomes a point of the history; a re-run changes nothing', async () => {
    const before = (await variantRow('FB-A-2'))!;
    const report = await apply(csv('cikkszam;ar\nFB-A-2;7000\n'));
    expect(report.counts).toEqual({ new: 0, changed: 1, unchanged: 0, rejected: 0 });
    expect(await variantRow('FB-A-2')).toEqual({ ...before, price: 7000, prev_price: 8000 });
    expect((await apply(csv('cikkszam;ar\nFB-A-2;7000\n'))).counts).toEqual({ new: 0, changed: 0, unchanged: 1, rejected: 0 });
    const stockOnly = await apply(csv('cikkszam;keszlet\nFB-A-2;9\n'));
    expect(stockOnly.changed[0]!.changes).toEqual([{ column: 'keszlet', before: '2', after: '9' }]);
    expect(await variantRow('FB-A-2')).toEqual({ ...before, price: 7000, prev_price: 8000, stock: 9 });
  });

  it('creates products and variants; a product listed on the storefront at its cheapest price', async () => {
    const report = await apply(csv([
      'cikkszam;termek_cikkszam;termek_nev;valtozat_nev;kategoria;marka;tulajdonsagok;ar;keszlet',
      'KESZ-S;KESZ;Kesztyű Teszt;S;bukosisak;agv;Méret=S;12990;3',
      'KESZ-M;KESZ;;M;;;Méret=M;13990;0',
    ].join('\n')));
    expect(report.counts).toEqual({ new: 2, changed: 0, unchanged: 0, rejected: 0 });
    const [p] = await queryRows<{ alias: string; min_price: number; brand: string; category: string }>(database.db, sql`
      select p.alias, p.min_price, b.name as brand, c.alias as category from products p join brands b on b.id = p.brand_id
      join categories c on c.id = p.category_id where p.cikkszam = 'KESZ'`);
    expect(p).toEqual({ alias: 'kesztyu-teszt-kesz', min_price: 12_990, brand: 'AGV', category: 'bukosisak' });
    const listing = await services.catalog.productsByAlias('bukosisak', undefined);
    expect(JSON.stringify(listing)).toContain('Kesztyű Teszt');
  });

  it('a renamed product\'s new words become search words; a price change leaves them alone', async () => {
    const words = async () => (await queryRows<{ word: string }>(database.db, sql`select word from search_words where word like 'zoldkerek%'`)).map((r) => r.word);
    await apply(csv('cikkszam;ar\nSB-L;49000\n'));
    expect(await words()).toEqual([]);
    await apply(csv('cikkszam;termek_nev\nSB-L;Sisak Zöldkerék\n'));
    expect(await words()).toEqual(['zoldkerek']);
    await apply(csv('cikkszam;termek_nev;ar\nSB-L;Sisak B;50000\n'));
  });

  it('rows of one product may not disagree on its columns', async () => {
    const report = await dryRun(csv('cikkszam;termek_cikkszam;termek_nev;kategoria;ar\nP-1;PP;Egyik;fekbetet;100\nP-2;PP;Másik;fekbetet;100\n'));
    expect(report.rejected).toEqual([{ line: 3, cikkszam: 'P-2', reason: 'a termék termek_nev értéke eltér a(z) 2. sorétól' }]);
  });

  it('export → import changes nothing, as CSV and as XLSX; the sale price survives the round trip', async () => {
    await apply(csv('cikkszam;aktiv\nSB-L;nem\n'));
    for (const format of ['csv', 'xlsx'] as const) {
      const file = await exported(format);
      const report = await dryRun(file);
      expect(report.fileError).toBeNull();
      expect(report.counts.changed + report.counts.new + report.counts.rejected).toBe(0);
      expect(report.counts.unchanged).toBeGreaterThanOrEqual(5);
      expect((await apply(file)).counts.unchanged).toBe(report.counts.unchanged);
    }
    const text = (await exported('csv')).toString('utf8');
    expect(text.startsWith('\ufeffcikkszam;termek_cikkszam;termek_nev;valtozat_nev;kategoria;marka;tulajdonsagok;ar;akcios_ar;keszlet;aktiv')).toBe(true);
    expect(text).toContain('FB-A-2;FB-A;Fékbetét A;Hátsó;fekbetet;Brembo;Oldal=hátsó;8000;7000;9;igen');
    expect(text).toContain('SB-L;SB;Sisak B;L;bukosisak;AGV;Méret=L;50000;;1;nem');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBundle } from '../../test-support/import-bundle';
import { categoryTree, product, variant } from '../../test-support/catalog-fixture';
import { createTestApp, csrf, type TestApp } from '../../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await importBundle(t.database.db, {
    categories: [...categoryTree(), { alias: 'kesztyu', parentAlias: 'ruhazat-sisak', name_hu: 'Kesztyű', name_en: 'Gloves', sort: 2 }],
    products: [
      product({ alias: 'shoei-nxr2', cikkszam: 'SHO-12345', fullname_hu: 'Shoei NXR2 integrált bukósisak',
        fullname_en: 'Shoei NXR2 full-face helmet', categoryAlias: 'bukosisak', variants: [variant({ cikkszam: 'SHO-12345-XL' })] }),
      product({ alias: 'nyari-kesztyu', cikkszam: 'KES-777', fullname_hu: 'Nyári kesztyű', fullname_en: 'Summer gloves', categoryAlias: 'kesztyu' }),
      product({ alias: 'brembo-fekbetet', cikkszam: 'BRE-5001', fullname_hu: 'Brembo szinterezett fékbetét',
        fullname_en: 'Brembo sintered brake pads', variants: [variant({ cikkszam: 'BRE-5001-FL' }), variant({ cikkszam: 'ZZV-9000' })] }),
      // Same word, once in the Hungarian name and once only in the English one: the first must rank higher.
      product({ alias: 'sport-kesztyu', cikkszam: 'KES-801', fullname_hu: 'Sport kesztyű', fullname_en: 'Racing gloves', categoryAlias: 'kesztyu' }),
      product({ alias: 'racing-kesztyu', cikkszam: 'KES-802', fullname_hu: 'Racing kesztyű', fullname_en: 'Touring gloves', categoryAlias: 'kesztyu' }),
    ],
  });
});
afterAll(() => t.close());

async function search(searchText: string, extra: object = {}, alias = 'kereses') {
  const res = await t.app.inject({
    method: 'POST', url: `/api/productsByAlias/${alias}`, headers: csrf(), payload: { searchText, ...extra },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.status).toBe(1);
  return body as { products: { alias: string }[]; total: number; category: unknown };
}
const found = async (text: string, extra?: object, alias?: string) => (await search(text, extra, alias)).products.map((p) => p.alias);

describe('search on kereses', () => {
  it.each(['bukosisak', 'BUKÓSISAK', 'Bukósisak', '  bukósisak  '])('finds the helmet whatever the accents and case: %s', async (text) => {
    expect(await found(text)).toEqual(['shoei-nxr2']);
  });

  it('finds by Hungarian stem: a plural finds the singular', async () => {
    expect((await found('kesztyűk')).sort()).toEqual(['nyari-kesztyu', 'racing-kesztyu', 'sport-kesztyu']);
    expect(await found('fékbetétek')).toEqual(['brembo-fekbetet']);
    expect(await found('fekbetetek')).toEqual(['brembo-fekbetet']);
  });

  it('needs every word of the text', async () => {
    expect(await found('nyári kesztyű')).toEqual(['nyari-kesztyu']);
    expect(await found('shoei kesztyű')).toEqual([]);
  });

  it('finds by the product item number, whole or its beginning, in any case', async () => {
    expect(await found('SHO-12345')).toEqual(['shoei-nxr2']);
    expect(await found('sho-123')).toEqual(['shoei-nxr2']);
  });

  it('finds by a variant item number, whole or its beginning', async () => {
    expect(await found('ZZV-9000')).toEqual(['brembo-fekbetet']);
    expect(await found('zzv-90')).toEqual(['brembo-fekbetet']);
  });

  it('forgives one typo in a word of five letters or more', async () => {
    expect(await found('bukosisk')).toEqual(['shoei-nxr2']);
    expect(await found('fekbetat')).toEqual(['brembo-fekbetet']);
    expect(await found('brmebo')).toEqual(['brembo-fekbetet']);
    expect((await found('kesztyuk')).sort()).toEqual(['nyari-kesztyu', 'racing-kesztyu', 'sport-kesztyu']);
  });

  it('does not forgive two typos, nor one in a short word', async () => {
    expect(await found('bukisisk')).toEqual([]);
    expect(await found('nyri')).toEqual([]);
  });

  it('orders by relevance unless a sort is asked for', async () => {
    // Equal relevance (one category named) goes by English name; a sort asked for wins.
    expect(await found('kesztyű')).toEqual(['sport-kesztyu', 'nyari-kesztyu', 'racing-kesztyu']);
    expect(await found('kesztyű', { sort: { field: 'fullname_en', direction: 'desc' } })).toEqual(['racing-kesztyu', 'nyari-kesztyu', 'sport-kesztyu']);
  });

  it('narrows a category listing, and stays inside the category', async () => {
    expect(await found('shoei', {}, 'bukosisak')).toEqual(['shoei-nxr2']);
    expect(await found('shoei', {}, 'fekbetet')).toEqual([]);
  });
});

describe('hostile search text', () => {
  it.each([
    ['a percent sign', '%'], ['an underscore', '_'], ['a backslash', '\\'], ['quotes', `'"`], ['SQL', "'; drop table products; --"],
    ['tsquery syntax', 'bukósisak & !( | :*'], ['emoji', '🏍️😀'], ['another alphabet', 'мотоцикл 摩托车'],
    ['10,000 characters', 'bukósisak '.repeat(1000)], ['LIKE wildcards after an item number', 'ZZV%'],
  ])('gives a normal answer for %s', async (_name, text) => {
    const body = await search(text);
    expect(Array.isArray(body.products)).toBe(true);
  });

  it('takes wildcards literally rather than matching everything', async () => {
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    expect(await found('ZZV%')).toEqual([]);
  });

  it('still finds after very long text: the text is trimmed and bounded, not refused', async () => {
    expect(await found('bukósisak '.repeat(1000))).toEqual(['shoei-nxr2']);
  });

  it('leaves the catalog intact', async () => {
    expect((await search('kesztyű')).total).toBe(3);
  });
});

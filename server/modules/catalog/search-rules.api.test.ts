import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { importBundle } from '../../test-support/import-bundle';
import { product, variant } from '../../test-support/catalog-fixture';
import { createTestApp, csrf, type TestApp } from '../../test-support/test-app';
import { BIKE_INDEX_MAX_TYPES } from './search-conditions';

/** Issue 15 point 1: compounds, category and brand steering, a motorcycle in the query (decision 0018). */
let t: TestApp;

const category = (alias: string, parentAlias: string | null, name_hu: string, sort = 1) => ({ alias, parentAlias, name_hu, name_en: name_hu, sort });

beforeAll(async () => {
  // Uncached answers: the writes below go around the catalogue service, which would otherwise forget its answers.
  t = await createTestApp({ RESPONSE_CACHE: 'off' });
  await importBundle(t.database.db, {
    categories: [
      category('alkatresz-kereso', null, 'Alkatrészek'), category('ruhazat-sisak', null, 'Ruházat és sisak', 2),
      category('fekrendszer', 'alkatresz-kereso', 'Fékrendszer'), category('fekbetet', 'fekrendszer', 'Fékbetét'),
      category('hajtaslanc', 'alkatresz-kereso', 'Hajtáslánc', 2), category('lanc', 'hajtaslanc', 'Lánc'),
      category('lanckerek', 'hajtaslanc', 'Lánckerék', 2),
      category('bukosisak', 'ruhazat-sisak', 'Bukósisak'), category('integralt-sisak', 'bukosisak', 'Integrált (zárt) sisak'),
      category('kiegeszitok', 'ruhazat-sisak', 'Kiegészítők', 2), category('sisakplexi', 'kiegeszitok', 'Sisakplexi és Pinlock'),
      category('kesztyu', 'ruhazat-sisak', 'Kesztyű', 3), category('teli-kesztyu', 'kesztyu', 'Téli kesztyű'),
      category('nyari-kesztyu', 'kesztyu', 'Nyári kesztyű', 2),
      category('kenoanyag', 'alkatresz-kereso', 'Olaj és kenőanyag', 3), category('motorolaj', 'kenoanyag', 'Motorolaj'),
      category('gumiabroncs', 'alkatresz-kereso', 'Gumiabroncs', 4),
    ],
    brands: [{ alias: 'shoei', name: 'Shoei' }, { alias: 'hjc', name: 'HJC' }, { alias: 'ebc', name: 'EBC' }, { alias: 'kn', name: 'K&N' }],
    manufacturers: [{ id: 1, name: 'Honda' }, { id: 2, name: 'Yamaha' }],
    constructions: [{ id: 1, name: 'Sport' }],
    motorcycleTypes: [
      { id: 201, manufacturerId: 1, constructionId: 1, name: 'CBR 600 F', capacity: 599, yearFrom: 2011, yearTo: 2013, img: '' },
      { id: 202, manufacturerId: 2, constructionId: 1, name: 'MT-07', capacity: 689, yearFrom: 2014, yearTo: 2020, img: '' },
      { id: 230, manufacturerId: 2, constructionId: 1, name: 'XR 120 70', capacity: 120, yearFrom: 2017, yearTo: 2019, img: '' },
      // More Honda types than a search reads from the fitment index beside a word (BIKE_INDEX_MAX_TYPES).
      ...Array.from({ length: BIKE_INDEX_MAX_TYPES }, (_, i) => ({ id: 211 + i, manufacturerId: 1, constructionId: 1, name: `CB ${500 + i * 10} X`,
        capacity: 500 + i * 10, yearFrom: 2013, yearTo: 2019, img: '' })),
    ],
    products: [
      product({ alias: 'hjc-plexi', cikkszam: 'HJC-100', fullname_hu: 'HJC HJ-20 sisakplexi', fullname_en: 'HJC HJ-20 visor', categoryAlias: 'sisakplexi', brandAlias: 'hjc' }),
      product({ alias: 'shoei-sisak', cikkszam: 'SHO-200', fullname_hu: 'Shoei NXR2 integrált bukósisak', fullname_en: 'Shoei NXR2 full-face helmet', categoryAlias: 'integralt-sisak', brandAlias: 'shoei' }),
      product({ alias: 'hjc-sisak', cikkszam: 'HJC-300', fullname_hu: 'HJC RPHA 12 integrált bukósisak', fullname_en: 'HJC RPHA 12 full-face helmet', categoryAlias: 'integralt-sisak', brandAlias: 'hjc' }),
      product({ alias: 'teli', cikkszam: 'KES-1', fullname_hu: 'Held Twin téli motoros kesztyű', fullname_en: 'Held Twin winter gloves', categoryAlias: 'teli-kesztyu' }),
      product({ alias: 'nyari', cikkszam: 'KES-2', fullname_hu: 'Held Air nyári motoros kesztyű', fullname_en: 'Held Air summer gloves', categoryAlias: 'nyari-kesztyu' }),
      product({ alias: 'betet-honda', cikkszam: 'EBC-4001', fullname_hu: 'EBC FA196HH szinterezett fékbetét', fullname_en: 'EBC FA196HH sintered brake pads',
        categoryAlias: 'fekbetet', brandAlias: 'ebc', variants: [variant({ cikkszam: 'EBC-4001-F', bikes: [201] })] }),
      product({ alias: 'betet-yamaha', cikkszam: 'EBC-4002', fullname_hu: 'EBC FA252HH szinterezett fékbetét', fullname_en: 'EBC FA252HH sintered brake pads',
        categoryAlias: 'fekbetet', brandAlias: 'ebc', variants: [variant({ cikkszam: 'EBC-4002-F', bikes: [202] })] }),
      product({ alias: 'lanc-mt07', cikkszam: 'DID-1', fullname_hu: 'DID 525VX lánc', fullname_en: 'DID 525VX chain', categoryAlias: 'lanc', variants: [variant({ bikes: [202] })] }),
      product({ alias: 'olaj-10w40', cikkszam: 'MOT-7100', fullname_hu: 'Motul 7100 4T 10W-40 motorolaj', fullname_en: 'Motul 7100 4T 10W-40 engine oil', categoryAlias: 'motorolaj' }),
      product({ alias: 'olaj-10w50', cikkszam: 'MOT-5100', fullname_hu: 'Motul 5100 4T 10W-50 motorolaj', fullname_en: 'Motul 5100 4T 10W-50 engine oil', categoryAlias: 'motorolaj' }),
      product({ alias: 'lanc-xr', cikkszam: 'DID-2', fullname_hu: 'DID 420 lánc', fullname_en: 'DID 420 chain', categoryAlias: 'lanc', variants: [variant({ cikkszam: 'DID-2-A', bikes: [230] })] }),
      product({ alias: 'gumi-120', cikkszam: 'MIC-120', fullname_hu: 'Michelin Road 6 120/70 ZR17 (58W) túragumi', fullname_en: 'Michelin Road 6 120/70 ZR17 (58W) touring tyre', categoryAlias: 'gumiabroncs' }),
      product({ alias: 'gumi-180', cikkszam: 'MIC-180', fullname_hu: 'Michelin Road 6 180/55 ZR17 (73W) túragumi', fullname_en: 'Michelin Road 6 180/55 ZR17 (73W) touring tyre', categoryAlias: 'gumiabroncs' }),
      // Its variant's item number begins as the motorcycle's name does (an OEM-style number).
      product({ alias: 'kerek-mt07', cikkszam: 'JTS-1', fullname_hu: 'JT acél lánckerék', fullname_en: 'JT steel sprocket', categoryAlias: 'lanckerek',
        variants: [variant({ cikkszam: 'MT-07-JTF1', bikes: [202] })] }),
    ],
  });
});
afterAll(() => t.close());

async function found(searchText: string, extra: object = {}): Promise<string[]> {
  const res = await t.app.inject({ method: 'POST', url: '/api/productsByAlias/kereses', headers: csrf(), payload: { searchText, ...extra } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { products: { alias: string }[] }).products.map((p) => p.alias);
}

describe('search understands riders', () => {
  it('finds compounds by their parts, the category named by the noun first', async () => {
    // 'sisak' is the head of 'bukósisak' but only the first part of 'sisakplexi': helmets before the visor.
    expect(await found('sisak')).toEqual(['hjc-sisak', 'shoei-sisak', 'hjc-plexi']);
    expect(await found('plexi')).toEqual(['hjc-plexi']);
    expect(await found('kesztyű')).toEqual(['nyari', 'teli']);
  });

  it('answers a compound that no product holds whole with what its last part names', async () => {
    // No glove is named 'bőr' (leather): 'bőrkesztyű' still finds the gloves, as 'kesztyű' does.
    expect(await found('bőrkesztyű')).toEqual(await found('kesztyű'));
    expect(await found('bőrkesztyű')).toEqual(expect.arrayContaining(['teli', 'nyari']));
    // Only when nothing holds both parts: 'sisakplexi' keeps to the visor, not every helmet.
    expect(await found('sisakplexi')).toEqual(['hjc-plexi']);
    // A compound of unknown parts is not guessed at.
    expect(await found('fénykesztyű')).toEqual([]);
  });

  it('steers by every category word and by brand names', async () => {
    expect(await found('téli kesztyű')).toEqual(['teli']);
    expect(await found('zárt sisak')).toEqual(['hjc-sisak', 'shoei-sisak']);
    expect(await found('shoei sisak')).toEqual(['shoei-sisak']);
    expect(await found('hjc')).toEqual(['hjc-plexi', 'hjc-sisak']);
  });

  it('keeps to the parts that fit a motorcycle named in the query', async () => {
    expect(await found('fékbetét honda cbr 600')).toEqual(['betet-honda']);
    // Every Honda type: more than the fitment index is read for beside a word, so checked row by row.
    expect(await found('fékbetét honda')).toEqual(['betet-honda']);
    expect(await found('honda')).toEqual(['betet-honda']);
    expect(await found('yamaha fékbetét')).toEqual(['betet-yamaha']);
    // The chains of the category named come before the sprockets, which are only in its parent.
    expect(await found('mt-07 lánc')).toEqual(['lanc-mt07', 'kerek-mt07']);
  });

  it('lists what fits a motorcycle named alone as the parts listing by motorcycle does, with its counts', async () => {
    // Every Yamaha part in name order (DID 420 chain, DID 525VX chain, EBC FA252HH…, JT steel sprocket).
    expect(await found('yamaha')).toEqual(['lanc-xr', 'lanc-mt07', 'betet-yamaha', 'kerek-mt07']);
    expect(await found('yamaha', { sort: { field: 'start_price_curr_hu', direction: 'desc' }, range: { start: 1, end: 3 } }))
      .toEqual((await found('yamaha', { sort: { field: 'start_price_curr_hu', direction: 'desc' } })).slice(1, 3));
    const res = await t.app.inject({ method: 'POST', url: '/api/productsByAlias/kereses', headers: csrf(), payload: { searchText: 'yamaha', facets: true } });
    const answer = res.json() as { total: number; facets: { brand: { value: string; label: string; count: number }[] } };
    expect(answer.total).toBe(4);
    expect(answer.facets.brand).toEqual([{ value: 'ebc', label: 'EBC', count: 1 }]);
    // A motorcycle's name that also begins an item number keeps the search's ranking: that item first.
    expect(await found('mt-07')).toEqual(['kerek-mt07', 'lanc-mt07', 'betet-yamaha']);
    // With a motorcycle chosen in the parts finder, the named one narrows the search further.
    expect(await found('yamaha', { bike: 230 })).toEqual(['lanc-xr']);
    expect(await found('honda', { bike: 230 })).toEqual([]);
  });

  it('finds item numbers exactly and by their beginning, never as mere words', async () => {
    expect(await found('EBC-4001')).toEqual(['betet-honda']);
    expect(await found('ebc-400')).toEqual(['betet-honda', 'betet-yamaha']);
    expect(await found('EBC-4002-F')).toEqual(['betet-yamaha']);
  });

  it('finds a grade or a code written with a hyphen however the rider writes it', async () => {
    // PostgreSQL's parser reads '10W-40' as '10w' and the number '-40': neither form found the oil before.
    for (const query of ['10w40', '10W-40', '10w 40', 'motorolaj 10w40']) expect({ query, found: await found(query) }).toEqual({ query, found: ['olaj-10w40'] });
    expect(await found('10w-50')).toEqual(['olaj-10w50']);
    expect((await found('10w')).sort()).toEqual(['olaj-10w40', 'olaj-10w50']);
    expect(await found('hj20')).toEqual(['hjc-plexi']);
  });

  it('reads a tyre size as the tyre\'s, not as a motorcycle, however the rim is written', async () => {
    // Type 230's name holds the size's numbers: before, '120/70 17' listed the chain that fits it.
    for (const query of ['120/70', '120/70 17', '120/70 zr17', '120/70-17', 'gumi 120/70 17']) {
      expect({ query, found: await found(query) }).toEqual({ query, found: ['gumi-120'] });
    }
    expect(await found('180/55 17')).toEqual(['gumi-180']);
  });

  it('forgives one typo and ignores accents and case', async () => {
    expect(await found('bukósiask')).toEqual(['hjc-sisak', 'shoei-sisak']);
    expect(await found('TELI KESZTYU')).toEqual(['teli']);
    expect(await found('fekbetet')).toEqual(['betet-honda', 'betet-yamaha']);
  });

  it('keeps the chosen motorcycle of Motorom as a filter on the search', async () => {
    expect(await found('fékbetét', { bike: 202 })).toEqual(['betet-yamaha']);
  });
});

describe('search documents follow the catalogue', () => {
  it('follow a renamed category and a deactivated product in the same transaction', async () => {
    await t.database.db.execute(sql`update categories set name_hu = 'Vízálló plexi és Pinlock' where alias = 'sisakplexi'`);
    expect(await found('vízálló')).toEqual(['hjc-plexi']);
    await t.database.db.execute(sql`update products set active = false where alias = 'hjc-plexi'`);
    expect(await found('vízálló')).toEqual([]);
    await t.database.db.execute(sql`update products set active = true where alias = 'hjc-plexi'`);
    expect(await found('vízálló')).toEqual(['hjc-plexi']);
  });

  it('follow fitment written later', async () => {
    const [row] = await queryRows<{ id: number }>(t.database.db, sql`select v.id from variants v join products p on p.id = v.product_id where p.alias = 'nyari'`);
    await t.database.db.execute(sql`insert into variant_bikes (variant_id, type_id) values (${row!.id}, 201)`);
    expect(await found('kesztyű honda')).toEqual(['nyari']);
    await t.database.db.execute(sql`delete from variant_bikes where variant_id = ${row!.id}`);
    expect(await found('kesztyű honda')).toEqual([]);
  });

  it('follow a variant an import moves to another product, and stay unwritten when an import repeats the fitment', async () => {
    const documentVersions = async () => queryRows<{ alias: string; xmin: string }>(t.database.db, sql`
      select p.alias, d.xmin::text from search_documents d join products p on p.id = d.product_id order by p.alias`);
    const lanc = product({ alias: 'lanc-xr', cikkszam: 'DID-2', fullname_hu: 'DID 420 lánc', fullname_en: 'DID 420 chain', categoryAlias: 'lanc',
      variants: [variant({ cikkszam: 'DID-2-A', bikes: [230] })] });
    const before = await documentVersions();
    await importBundle(t.database.db, { products: [lanc] });
    expect(await documentVersions()).toEqual(before);

    // The Yamaha pads' only variant now belongs to the winter gloves: both products' motorcycles follow.
    await importBundle(t.database.db, { products: [product({ alias: 'teli', cikkszam: 'KES-1', fullname_hu: 'Held Twin téli motoros kesztyű',
      fullname_en: 'Held Twin winter gloves', categoryAlias: 'teli-kesztyu', variants: [variant({ cikkszam: 'EBC-4002-F', bikes: [202] })] })] });
    expect(await found('fékbetét', { bike: 202 })).toEqual([]);
    expect(await found('kesztyű', { bike: 202 })).toEqual(['teli']);
  });
});

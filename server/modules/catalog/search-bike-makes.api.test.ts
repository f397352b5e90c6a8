import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { categoryTree, product, variant } from '../../test-support/catalog-fixture';
import { importBundle } from '../../test-support/import-bundle';
import { createTestApp, csrf, type TestApp } from '../../test-support/test-app';
import { BIKE_INDEX_MAX_TYPES } from './search-conditions';

let t: TestApp;
const HONDA = 1;
const YAMAHA = 2;

beforeAll(async () => {
  t = await createTestApp({ RESPONSE_CACHE: 'off' });
  await importBundle(t.database.db, {
    categories: categoryTree(),
    manufacturers: [{ id: HONDA, name: 'Honda' }, { id: YAMAHA, name: 'Yamaha' }],
    constructions: [{ id: 1, name: 'Sport' }],
    motorcycleTypes: [
      { id: 202, manufacturerId: YAMAHA, constructionId: 1, name: 'MT-07', capacity: 689, yearFrom: 2014, yearTo: 2020, img: '' },
      // More Honda types than a search reads from the fitment index beside a word: their manufacturer narrows first.
      ...Array.from({ length: BIKE_INDEX_MAX_TYPES + 1 }, (_, i) => ({ id: 211 + i, manufacturerId: HONDA, constructionId: 1,
        name: `CB ${500 + i * 10} X`, capacity: 500 + i * 10, yearFrom: 2013, yearTo: 2019, img: '' })),
    ],
    products: [
      product({ alias: 'betet-cb', fullname_hu: 'EBC FA196HH fékbetét', categoryAlias: 'fekbetet', variants: [variant({ cikkszam: 'CB-1', bikes: [211] })] }),
      product({ alias: 'betet-mt', fullname_hu: 'EBC FA252HH fékbetét', categoryAlias: 'fekbetet', variants: [variant({ cikkszam: 'MT-1', bikes: [202] })] }),
      product({ alias: 'betet-mind', fullname_hu: 'EBC FA100 fékbetét', categoryAlias: 'fekbetet', variants: [variant({ cikkszam: 'ALL-1' })] }),
    ],
  });
});
afterAll(() => t.close());

async function found(searchText: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'POST', url: '/api/productsByAlias/kereses', headers: csrf(), payload: { searchText } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { products: { alias: string }[] }).products.map((p) => p.alias).sort();
}

async function makes(): Promise<Record<string, number[]>> {
  const rows = await queryRows<{ alias: string; bike_makes: number[] }>(t.database.db, sql`
    select p.alias, d.bike_makes from search_documents d join products p on p.id = d.product_id order by p.alias`);
  return Object.fromEntries(rows.map((r) => [r.alias, r.bike_makes.map(Number)]));
}

describe('a search document keeps the manufacturers of the motorcycles it fits (decision 0049)', () => {
  it('from the import, from fitment added later and when a type moves to another manufacturer', async () => {
    expect(await makes()).toEqual({ 'betet-cb': [HONDA], 'betet-mind': [], 'betet-mt': [YAMAHA] });
    expect(await found('fékbetét honda')).toEqual(['betet-cb']);

    // The Yamaha pads are linked to a Honda type too (as the back office's fitment screen writes it): a
    // search naming Honda finds them.
    await t.database.db.execute(sql`insert into variant_bikes (variant_id, type_id) select id, 212 from variants where cikkszam = 'MT-1'`);
    expect((await makes())['betet-mt']).toEqual([HONDA, YAMAHA]);
    expect(await found('fékbetét honda')).toEqual(['betet-cb', 'betet-mt']);

    // A type corrected to another manufacturer takes its parts along.
    await t.database.db.execute(sql`update bike_types set manufacturer_id = ${YAMAHA} where id = 211`);
    expect(await makes()).toEqual({ 'betet-cb': [YAMAHA], 'betet-mind': [], 'betet-mt': [HONDA, YAMAHA] });
  });
});

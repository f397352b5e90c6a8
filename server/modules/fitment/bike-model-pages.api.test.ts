import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryTree, product, variant } from '../../test-support/catalog-fixture';
import { importBundle } from '../../test-support/import-bundle';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
const type = (id: number, name: string, yearFrom: number, capacity = 689) =>
  ({ id, manufacturerId: 2, constructionId: 1, name, capacity, yearFrom, yearTo: yearFrom + 1, img: `/media/demo/bike/t${id}.svg` });

beforeAll(async () => {
  t = await createTestApp();
  await importBundle(t.database.db, {
    categories: categoryTree(),
    manufacturers: [{ id: 2, name: 'Yamaha' }], constructions: [{ id: 1, name: 'Naked' }],
    motorcycleTypes: [type(1, 'MT-07 (2017-2018)', 2017), type(2, 'MT-07 (2019-2020)', 2019), type(3, 'MT-09 (2019-2020)', 2019, 847), type(4, 'XJ6 (2010-2011)', 2010, 600),
      type(5, 'MT-03 (2020-2021)', 2020, 321)],
    products: [
      product({ alias: 'betet-mt07', categoryAlias: 'fekbetet', variants: [variant({ bikes: [1, 2] })] }),
      product({ alias: 'betet-mt07-uj', categoryAlias: 'fekbetet', variants: [variant({ bikes: [2] }), variant({ bikes: [2] })] }),
      product({ alias: 'tarcsa-mt07', categoryAlias: 'fektarcsa', variants: [variant({ bikes: [1] })] }),
      product({ alias: 'betet-mt09', categoryAlias: 'fekbetet', variants: [variant({ bikes: [3] })] }),
      product({ alias: 'kivont-mt07', categoryAlias: 'fektarcsa', variants: [variant({ bikes: [2] })] }),
      // Its one variant that fits the 2017 MT-07 is no longer sold: the disc counts for 2019 only.
      product({ alias: 'tarcsa-mt07-uj', categoryAlias: 'fektarcsa', variants: [variant({ cikkszam: 'KIFUTOTT-1', bikes: [1] }), variant({ bikes: [2] })] }),
      product({ alias: 'kivont-mt03', categoryAlias: 'fekbetet', variants: [variant({ bikes: [5] })] }),
    ],
  });
  await t.database.db.execute(sql`update products set active = false where alias in ('kivont-mt07', 'kivont-mt03')`);
  await t.database.db.execute(sql`update variants set active = false where cikkszam = 'KIFUTOTT-1'`);
});
afterAll(() => t.close());

const get = (slug: string) => t.app.inject({ method: 'GET', url: `/api/motorom/modell/${slug}` });

describe('GET /api/motorom/modell/:slug', () => {
  it('answers the model with its model years, newest first, and the parts per category and year', async () => {
    const res = await get('yamaha-mt-07');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.model).toMatchObject({ slug: 'yamaha-mt-07', name: 'Yamaha MT-07', manufacturer: { id: 2, name_en: 'Yamaha' }, img: '/media/demo/bike/t2.svg' });
    expect(body.model.types.map((x: { id: number }) => x.id)).toEqual([2, 1]);
    expect(body.categories).toEqual([
      { alias: 'fekbetet', name_hu: 'Fékbetét', path: '/alkatresz-kereso/fekbetet/', counts: { 1: 1, 2: 2 } },
      { alias: 'fektarcsa', name_hu: 'Féktárcsa', path: '/alkatresz-kereso/fektarcsa/', counts: { 1: 1, 2: 1 } },
    ]);
  });

  it('answers 404 for a model without parts (none, or only withdrawn ones) or an unknown one, 400 for a malformed address', async () => {
    expect((await get('yamaha-xj6')).statusCode).toBe(404);
    expect((await get('yamaha-mt-03')).statusCode).toBe(404);
    const unknown = await get('yamaha-r1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'not_found', message: 'Nincs ilyen motormodell.' });
    expect((await get('Yamaha_MT')).statusCode).toBe(400);
  });
});

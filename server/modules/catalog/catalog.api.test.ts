import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBundle } from '../../test-support/import-bundle';
import { categoryTree, product, variant } from '../../test-support/catalog-fixture';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await importBundle(t.database.db, {
    categories: categoryTree(),
    products: [
      product({ categoryAlias: 'fekbetet' }),
      product({ categoryAlias: 'fekbetet', variants: [variant(), variant()] }),
      product({ categoryAlias: 'fektarcsa' }),
      product({ categoryAlias: 'bukosisak' }),
    ],
  });
});
afterAll(() => t.close());

describe('GET /api/getHeaderCategories', () => {
  it('returns the two top-level categories with their subtree and product counts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/getHeaderCategories' });
    expect(res.statusCode).toBe(200);
    const tree = res.json();
    expect(tree.map((c: { alias: string }) => c.alias)).toEqual(['alkatresz-kereso', 'ruhazat-sisak']);
    expect(tree[0]).toMatchObject({ name_hu: 'Alkatrészek', name_en: 'Parts', productCount: 3 });
    const brakes = tree[0].children[0];
    expect(brakes).toMatchObject({ alias: 'fekrendszer', productCount: 3 });
    expect(brakes.children).toEqual([
      { alias: 'fekbetet', name_hu: 'Fékbetét', name_en: 'Brake pads', productCount: 2, children: [] },
      { alias: 'fektarcsa', name_hu: 'Féktárcsa', name_en: 'Brake discs', productCount: 1, children: [] },
    ]);
    expect(tree[1]).toMatchObject({ alias: 'ruhazat-sisak', productCount: 1 });
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../db/client';
import { categoryTree, product, variant } from '../../test-support/catalog-fixture';
import { importBundle, testServices } from '../../test-support/import-bundle';
import { createTestDatabase } from '../../test-support/test-db';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await importBundle(database.db, {
    categories: categoryTree(),
    manufacturers: [{ id: 1, name: 'Honda' }], constructions: [{ id: 1, name: 'Sport' }],
    motorcycleTypes: [1, 2, 3].map((id) => ({ id, manufacturerId: 1, constructionId: 1, name: `CBR ${id}00`, capacity: id * 100, yearFrom: 2000, yearTo: null, img: '' })),
    products: [product({ variants: [variant({ cikkszam: 'FIT-1', bikes: [1] })] })],
  });
});
afterAll(() => database.close());

describe('fitment.setVariantFitment', () => {
  it('replaces the bikes a variant fits, and refuses unknown types and variants', async () => {
    const { fitment } = testServices(database.db);
    const [{ id }] = await queryRows<{ id: number }>(database.db, sql`select id from variants where cikkszam = 'FIT-1'`) as [{ id: number }];
    expect(await fitment.setVariantFitment({ variantId: id, typeIds: [3, 2, 3] })).toEqual({ variantId: id, typeIds: [2, 3] });
    const links = await queryRows<{ type_id: number }>(database.db, sql`select type_id from variant_bikes where variant_id = ${id} order by type_id`);
    expect(links.map((l) => l.type_id)).toEqual([2, 3]);
    await expect(fitment.setVariantFitment({ variantId: id, typeIds: [99] })).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(fitment.setVariantFitment({ variantId: 999_999, typeIds: [1] })).rejects.toMatchObject({ code: 'variant_not_found' });
  });

  it('rejects a motorcycle type of an unknown manufacturer on import', async () => {
    const result = await testServices(database.db).fitment.importBikes({
      motorcycleTypes: [{ id: 9, manufacturerId: 42, constructionId: 1, name: 'X', capacity: 50, yearFrom: 2000, yearTo: null, img: '' }],
    });
    expect(result).toEqual({ written: 0, rejected: [{ record: 'motorcycle type 9', index: 0, reason: 'unknown manufacturer 42' }] });
  });
});

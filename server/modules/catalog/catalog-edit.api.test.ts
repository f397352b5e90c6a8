import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../db/client';
import { catalogTestDatabase } from '../../test-support/import-bundle';
import type { Services } from '../../services';

let database: Database;
let catalog: Services['catalog'];
beforeAll(async () => {
  ({ database, catalog } = await catalogTestDatabase());
});
afterAll(() => database.close());

const fields = {
  alias: 'uj-fekbetet', cikkszam: 'UJ-1', fullname_hu: 'Új fékbetét', fullname_en: 'New brake pad',
  content_hu: '<p>Szinterezett</p><img src="x" onerror="alert(1)">', content_en: '', categoryAlias: 'fekbetet',
  brandAlias: null, images: [], downloads: [], active: true,
};

describe('the back office\'s catalogue writes', () => {
  it('creates a product and a variant, sells it in the storefront, and keeps other fields on a price change', async () => {
    await catalog.saveBrand({ alias: 'ebc', name: 'EBC' });
    const { id: productId } = await catalog.createProduct({ ...fields, brandAlias: 'ebc' });
    const { id } = await catalog.createVariant({ productId, cikkszam: 'UJ-1-A', name_hu: 'Első', name_en: 'Front', props: {}, price: 12_990, stock: 4, active: true },
      new Date('2026-01-01T00:00:00Z'));
    await catalog.updateVariant({ id, price: 9_990 }, new Date('2026-10-20T00:00:00Z'));

    const answer = await catalog.productByAlias('uj-fekbetet');
    expect(answer.product.variants[0]).toMatchObject({ price_curr_hu: 9_990, cikkszam: 'UJ-1-A' });
    const [row] = await queryRows<{ content_hu: string; brand: string; prev_price: number; stock: number; name_hu: string }>(database.db, sql`
      select p.content_hu, b.alias as brand, v.prev_price, v.stock, v.name_hu from products p
      join brands b on b.id = p.brand_id join variants v on v.product_id = p.id where v.id = ${id}`);
    expect(row).toEqual({ content_hu: '<p>Szinterezett</p><img src="x" />', brand: 'ebc', prev_price: 12_990, stock: 4, name_hu: 'Első' });
  });

  it('answers a taken item number, an unknown category and an unknown variant with clear codes', async () => {
    await expect(catalog.createProduct({ ...fields, alias: 'masik' })).rejects.toMatchObject({ code: 'conflict' });
    await expect(catalog.createProduct({ ...fields, alias: 'harmadik', cikkszam: 'UJ-3', categoryAlias: 'nincs' })).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(catalog.updateProduct({ id: 999_999, fullname_hu: 'X' })).rejects.toMatchObject({ code: 'not_found' });
    await expect(catalog.updateVariant({ id: 999_999, stock: 1 })).rejects.toMatchObject({ code: 'variant_not_found' });
  });
});

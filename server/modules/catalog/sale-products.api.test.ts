import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { importBundle } from '../../test-support/import-bundle';
import { categoryTree, product, variant } from '../../test-support/catalog-fixture';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { saleProducts, saleWalkStart } from './product.repo';

let t: TestApp;
const reduced = [{ price: 12000, from: '2026-01-01T00:00:00Z' }, { price: 9000, from: '2026-10-20T00:00:00Z' }];
const IN_STOCK = 20;
const SOLD_OUT = 3;

beforeAll(async () => {
  t = await createTestApp();
  const sale = (alias: string, stock: number) => product({ alias, fullname_hu: `Akciós ${alias}`, fullname_en: `Sale ${alias}`,
    categoryAlias: 'fekbetet', variants: [variant({ prices: reduced, stock })] });
  await importBundle(t.database.db, {
    categories: categoryTree(),
    products: [
      ...Array.from({ length: IN_STOCK }, (_, i) => sale(`van-${i}`, 3)),
      ...Array.from({ length: SOLD_OUT }, (_, i) => sale(`elfogyott-${i}`, 0)),
      product({ alias: 'teljes-aru', categoryAlias: 'fekbetet', variants: [variant({ prices: [{ price: 5000, from: '2026-01-01T00:00:00Z' }] })] }),
    ],
  });
});
afterAll(() => t.close());

/** The walk spelt out without the index: every sale product by its hash, those from the day's start first. */
async function expectedOrder(day: string, inStock: boolean): Promise<string[]> {
  const start = saleWalkStart(day);
  const rows = await queryRows<{ alias: string }>(t.database.db, sql`
    select p.alias from products p join product_variant_summary v on v.product_id = p.id
    where p.active and p.on_sale and v.in_stock = ${inStock}
    order by hashint4(p.id) < ${start}, hashint4(p.id)`);
  return rows.map((r) => r.alias);
}

const aliases = async (limit: number, day: string) => (await saleProducts(t.database.db, limit, day)).map((r) => r.alias);

describe('the home page sale products', () => {
  it('walk the in-stock sale products from the day\'s point, wrapping round, the same all day', async () => {
    for (const day of ['2026-11-24', '2026-11-25', '2027-03-01']) {
      const expected = (await expectedOrder(day, true)).slice(0, 6);
      expect(await aliases(6, day)).toEqual(expected);
      expect(await aliases(6, day)).toEqual(expected);
    }
  });

  it('show other products on other days', async () => {
    const seen = new Set<string>();
    for (let d = 1; d <= 10; d += 1) for (const alias of await aliases(6, `2026-12-${String(d).padStart(2, '0')}`)) seen.add(alias);
    expect(seen.size).toBeGreaterThan(12);
    expect([...seen].every((alias) => alias.startsWith('van-'))).toBe(true);
  });

  it('fill up with sold-out sale products, never a product at full price', async () => {
    const day = '2026-11-24';
    const all = await aliases(IN_STOCK + SOLD_OUT + 5, day);
    expect(all).toEqual([...await expectedOrder(day, true), ...await expectedOrder(day, false)]);
    expect(all).toHaveLength(IN_STOCK + SOLD_OUT);
  });
});

import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { jsonIntSet } from '../../db/json-rows';

/** The selected products' variants, locked: a bulk change and an order never interleave on one row. */
export function lockVariantsOf(db: DbOrTx, productIds: readonly number[]) {
  return queryRows<{ id: number; product_id: number; cikkszam: string; price: number; stock: number; active: boolean }>(db, sql`
    select id, product_id, cikkszam, price, stock, active from variants
    where product_id in ${jsonIntSet(productIds)} order by id for update`);
}

export async function setStockOfProducts(db: DbOrTx, productIds: readonly number[], stock: number): Promise<void> {
  await db.execute(sql`update variants set stock = ${stock} where product_id in ${jsonIntSet(productIds)}`);
}

export function lockProducts(db: DbOrTx, productIds: readonly number[]) {
  return queryRows<{ id: number; category_id: number; active: boolean }>(db, sql`
    select id, category_id, active from products where id in ${jsonIntSet(productIds)} order by id for update`);
}

export async function setProductsColumn(db: DbOrTx, productIds: readonly number[], change: { categoryId: number } | { active: boolean }): Promise<void> {
  const assignment = 'categoryId' in change ? sql`category_id = ${change.categoryId}` : sql`active = ${change.active}`;
  await db.execute(sql`update products set ${assignment}, updated_at = now() where id in ${jsonIntSet(productIds)}`);
}

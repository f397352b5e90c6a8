import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { variants } from './catalog.tables';

/**
 * Takes `quantity` pieces off the shelf only if that many are there. The row lock the UPDATE takes
 * makes a concurrent order for the same variant wait and then see the lower stock, so the last
 * piece goes to exactly one order.
 */
export async function decrementStock(db: DbOrTx, variantId: number, quantity: number): Promise<boolean> {
  const taken = await db
    .update(variants)
    .set({ stock: sql`${variants.stock} - ${quantity}` })
    .where(and(eq(variants.id, variantId), eq(variants.active, true), gte(variants.stock, quantity)))
    .returning({ id: variants.id });
  return taken.length === 1;
}

export async function incrementStock(db: DbOrTx, variantId: number, quantity: number): Promise<void> {
  await db.update(variants).set({ stock: sql`${variants.stock} + ${quantity}` }).where(eq(variants.id, variantId));
}

export async function writeStock(db: DbOrTx, variantId: number, stock: number): Promise<boolean> {
  return (await db.update(variants).set({ stock }).where(eq(variants.id, variantId)).returning({ id: variants.id })).length === 1;
}

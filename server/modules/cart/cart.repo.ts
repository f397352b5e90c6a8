import { asc, and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, products, variants } from '../catalog/catalog.tables';
import { cartLines, carts } from './cart.tables';

export type CartRow = typeof carts.$inferSelect;
export type CartUpdate = Partial<Omit<typeof carts.$inferInsert, 'id' | 'createdAt'>>;

export async function insertCart(db: DbOrTx, id: string, userId: number | null): Promise<CartRow> {
  const [row] = await db.insert(carts).values({ id, userId }).returning();
  return row!;
}

export async function findCart(db: DbOrTx, id: string): Promise<CartRow | null> {
  const [row] = await db.select().from(carts).where(eq(carts.id, id));
  return row ?? null;
}

/** Reads the cart and locks its row until the transaction ends: changes to one cart queue up. */
export async function lockCart(db: DbOrTx, id: string): Promise<CartRow | null> {
  const [row] = await db.select().from(carts).where(eq(carts.id, id)).for('update');
  return row ?? null;
}

export async function updateCart(db: DbOrTx, id: string, values: CartUpdate): Promise<void> {
  await db.update(carts).set({ ...values, updatedAt: sql`now()` }).where(eq(carts.id, id));
}

/** A cart's lines with what the basket shows of each, prices straight from the catalog. */
export function listCartLines(db: DbOrTx, cartId: string) {
  return db
    .select({
      id: cartLines.id,
      quantity: cartLines.quantity,
      variantId: variants.id,
      variantCikkszam: variants.cikkszam,
      variantName: variants.nameHu,
      price: variants.price,
      stock: variants.stock,
      available: sql<boolean>`${variants.active} and ${products.active}`,
      productId: products.id,
      alias: products.alias,
      fullnameHu: products.fullnameHu,
      fullnameEn: products.fullnameEn,
      productCikkszam: products.cikkszam,
      images: products.images,
      minPrice: products.minPrice,
      prevPrice: products.prevPrice,
      categoryName: categories.nameHu,
    })
    .from(cartLines)
    .innerJoin(variants, eq(variants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.id));
}
export type CartLineRow = Awaited<ReturnType<typeof listCartLines>>[number];

/** A variant that can be sold: it and its product are active. */
export async function findSellableVariant(db: DbOrTx, variantId: number) {
  const [row] = await db
    .select({ id: variants.id, stock: variants.stock, name: variants.nameHu, productName: products.fullnameHu })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(variants.id, variantId), eq(variants.active, true), eq(products.active, true)));
  return row ?? null;
}

/** A line only when it belongs to the given cart: a line id alone opens nothing. */
export async function findLine(db: DbOrTx, cartId: string, lineId: number) {
  const [row] = await db.select().from(cartLines).where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)));
  return row ?? null;
}

export async function findLineByVariant(db: DbOrTx, cartId: string, variantId: number) {
  const [row] = await db
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.variantId, variantId)));
  return row ?? null;
}

export async function insertLine(db: DbOrTx, cartId: string, variantId: number, quantity: number): Promise<void> {
  await db.insert(cartLines).values({ cartId, variantId, quantity });
}

export async function setLineQuantity(db: DbOrTx, lineId: number, quantity: number): Promise<void> {
  await db.update(cartLines).set({ quantity }).where(eq(cartLines.id, lineId));
}

export async function deleteLine(db: DbOrTx, lineId: number): Promise<void> {
  await db.delete(cartLines).where(eq(cartLines.id, lineId));
}

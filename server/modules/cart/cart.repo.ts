import { asc, and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cartVariants } from '../catalog/catalog.service';
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

/** A cart's lines in the order they were added, each with what the basket shows of its variant. */
export async function listCartLines(db: DbOrTx, cartId: string) {
  const lines = await db.select({ id: cartLines.id, quantity: cartLines.quantity, variantId: cartLines.variantId })
    .from(cartLines).where(eq(cartLines.cartId, cartId)).orderBy(asc(cartLines.id));
  const byId = new Map((await cartVariants(db, lines.map((line) => line.variantId))).map((v) => [v.variantId, v]));
  // A line's variant cannot vanish: variants are never deleted while cart lines point at them (foreign key).
  return lines.map((line) => ({ id: line.id, quantity: line.quantity, ...byId.get(line.variantId)! }));
}
export type CartLineRow = Awaited<ReturnType<typeof listCartLines>>[number];

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

/** Clears the order data of every cart of a user and unties them (an account's erasure). */
export async function forgetCustomerData(db: DbOrTx, userId: number): Promise<void> {
  await db.update(carts).set({
    email: '', megjegyzes: '', szallitasVnev: '', szallitasKnev: '', szallitasIrsz: '', szallitasVaros: '',
    szallitasUtca: '', szallitasTelefonszam: '', szamlaNev: '', adoszam: '', szamlaIrsz: '', szamlaVaros: '',
    szamlaUtca: '', userId: null, updatedAt: new Date(),
  }).where(eq(carts.userId, userId));
}

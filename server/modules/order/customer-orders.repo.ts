import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines, orders } from './order.tables';
import { withdrawals } from './withdrawal.tables';

export type OrderRecord = typeof orders.$inferSelect;

export async function listOrdersOfUser(db: DbOrTx, userId: number) {
  return db.select({
    orderNumber: orders.orderNumber, createdAt: orders.createdAt, status: orders.status, total: orders.total,
    // Spelled out: inside a subquery Drizzle would leave the outer column unqualified.
    itemCount: sql<number>`(select coalesce(sum(ol.quantity), 0)::int from order_lines ol where ol.order_id = "orders"."id")`,
  }).from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
}

/** Order numbers are written in capitals ('MP-2026-000123'); a customer may type them in small letters. */
export async function findOrderByNumber(db: DbOrTx, orderNumber: string): Promise<OrderRecord | null> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber.toUpperCase()));
  return row ?? null;
}

/** Locks the order, so two withdrawals of its lines are checked one after the other. */
export async function lockOrder(db: DbOrTx, orderId: number): Promise<void> {
  await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
}

export async function findOrdersOfUser(db: DbOrTx, userId: number): Promise<OrderRecord[]> {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt), asc(orders.id));
}

/** The order's snapshot lines with the pieces already withdrawn from each. */
export async function listLinesWithWithdrawn(db: DbOrTx, orderId: number) {
  return db.select({
    id: orderLines.id, productId: orderLines.productId, cikkszam: orderLines.cikkszam,
    productName: orderLines.productName, variantName: orderLines.variantName, quantity: orderLines.quantity,
    unitPrice: orderLines.unitPrice, lineTotal: orderLines.lineTotal,
    withdrawnQuantity: sql<number>`(select coalesce(sum(wl.quantity), 0)::int from withdrawal_lines wl where wl.order_line_id = "order_lines"."id")`,
  }).from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}
export type OrderLineWithWithdrawn = Awaited<ReturnType<typeof listLinesWithWithdrawn>>[number];

/**
 * Erases the contact data of a user's orders and of the withdrawals sent for them; what accounting
 * must keep (lines, prices, dates, billing name, address and tax number) stays. Answers how many
 * orders were touched.
 */
export async function anonymiseOrdersOf(db: DbOrTx, userId: number, now: Date): Promise<number> {
  const touched = await db.update(orders).set({
    email: '', szallitasVnev: '', szallitasKnev: '', szallitasIrsz: '', szallitasVaros: '', szallitasUtca: '',
    szallitasTelefonszam: '', megjegyzes: '', anonymisedAt: now,
  }).where(eq(orders.userId, userId)).returning({ id: orders.id });
  const ids = touched.map((row) => row.id);
  if (ids.length > 0) {
    await db.update(withdrawals).set({ name: '', email: '', comment: '', anonymisedAt: now })
      .where(and(inArray(withdrawals.orderId, ids)));
  }
  return ids.length;
}

import { asc, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { orderLineProducts } from '../catalog/catalog.service';
import { orderLines, orders } from './cart.tables';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'createdAt' | 'status'>;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;

export async function findOrderByCart(db: DbOrTx, cartId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.cartId, cartId));
  return row ?? null;
}

/** The order's snapshot lines, with the product's current alias, images and category for display. */
export async function listOrderLines(db: DbOrTx, orderId: number) {
  const lines = await db.select({
    id: orderLines.id,
    productId: orderLines.productId,
    variantId: orderLines.variantId,
    cikkszam: orderLines.cikkszam,
    productName: orderLines.productName,
    variantName: orderLines.variantName,
    quantity: orderLines.quantity,
    unitPrice: orderLines.unitPrice,
    lineTotal: orderLines.lineTotal,
  }).from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  const productIds = lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
  const byId = new Map((await orderLineProducts(db, productIds)).map((p) => [p.productId, p]));
  // A product deleted since the order keeps the snapshot and shows no link or image.
  return lines.map(({ productId, ...line }) => {
    const product = productId === null ? undefined : byId.get(productId);
    return {
      ...line,
      alias: product?.alias ?? null,
      fullnameEn: product?.fullnameEn ?? null,
      productCikkszam: product?.productCikkszam ?? null,
      images: product?.images ?? null,
      categoryName: product?.categoryName ?? null,
    };
  });
}
export type OrderLineRow = Awaited<ReturnType<typeof listOrderLines>>[number];

/** The shop is in Budapest: an order placed just after midnight on 1 January belongs to the new year. */
const budapestYear = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Budapest', year: 'numeric' });
export const orderYear = (now: Date): string => budapestYear.format(now);

/** MP-2026-000123: the year of the order and a number no other order gets, even across instances. */
export async function nextOrderNumber(db: DbOrTx, now: Date): Promise<string> {
  const [row] = await queryRows<{ n: string }>(db, sql`select nextval('order_number_seq')::text as n`);
  const n = row!.n;
  return `MP-${orderYear(now)}-${n.padStart(6, '0')}`;
}

export async function insertOrder(db: DbOrTx, order: NewOrder, lines: NewOrderLine[]): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning();
  await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: row!.id })));
  return row!;
}

export type PlacedOrderLine = Pick<typeof orderLines.$inferSelect, 'cikkszam' | 'productName' | 'variantName' | 'quantity' | 'unitPrice' | 'lineTotal'>;
export type PlacedOrder = OrderRow & { lines: PlacedOrderLine[] };

/** An order as it was placed: its row and its snapshot lines, nothing of today's catalogue. */
export async function findPlacedOrder(db: DbOrTx, where: { id: number } | { orderNumber: string }): Promise<PlacedOrder | null> {
  const [order] = await db.select().from(orders)
    .where('id' in where ? eq(orders.id, where.id) : eq(orders.orderNumber, where.orderNumber));
  if (!order) return null;
  const lines = await db.select({
    cikkszam: orderLines.cikkszam, productName: orderLines.productName, variantName: orderLines.variantName,
    quantity: orderLines.quantity, unitPrice: orderLines.unitPrice, lineTotal: orderLines.lineTotal,
  }).from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  return { ...order, lines };
}

/** A customer's orders, newest first, for the back office's customer page. */
export function listOrdersOfUser(db: DbOrTx, userId: number) {
  return db.select({ id: orders.id, orderNumber: orders.orderNumber, createdAt: orders.createdAt, status: orders.status, total: orders.total })
    .from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
}

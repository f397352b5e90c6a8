import { asc, eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { categories, products } from '../catalog/catalog.tables';
import { orderLines, orders } from './cart.tables';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'createdAt' | 'status'>;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;

export async function findOrderByCart(db: DbOrTx, cartId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.cartId, cartId));
  return row ?? null;
}

/** The order's snapshot lines, with the product's current alias, images and category for display. */
export function listOrderLines(db: DbOrTx, orderId: number) {
  return db
    .select({
      id: orderLines.id,
      variantId: orderLines.variantId,
      cikkszam: orderLines.cikkszam,
      productName: orderLines.productName,
      variantName: orderLines.variantName,
      quantity: orderLines.quantity,
      unitPrice: orderLines.unitPrice,
      lineTotal: orderLines.lineTotal,
      alias: products.alias,
      fullnameEn: products.fullnameEn,
      productCikkszam: products.cikkszam,
      images: products.images,
      categoryName: categories.nameHu,
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
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

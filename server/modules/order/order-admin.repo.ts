import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { OrderExportQuery, OrderListQuery } from '../../../contract/order-admin';
import type { DbOrTx } from '../../db/client';
import { orderComments, orderLines, orders, orderStatusChanges } from './order.tables';
import { orderTextMatch } from './order-text-search';

export type OrderRow = typeof orders.$inferSelect;
export type OrderPatch = Partial<Omit<typeof orders.$inferInsert, 'id' | 'orderNumber' | 'cartId' | 'createdAt' | 'searchText'>>;

/** The start of a Budapest calendar day ('2026-11-23') as an instant, computed by the database. */
const budapestDayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/Budapest'`;

function filters(query: OrderExportQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status !== undefined) conditions.push(eq(orders.status, query.status));
  if (query.szallitas !== undefined) conditions.push(eq(orders.szallitas, query.szallitas));
  if (query.paymentState === 'paid') conditions.push(isNotNull(orders.paidAt));
  if (query.paymentState === 'unpaid') conditions.push(isNull(orders.paidAt));
  if (query.from !== undefined) conditions.push(gte(orders.createdAt, budapestDayStart(query.from)));
  if (query.to !== undefined) conditions.push(lt(orders.createdAt, sql`${budapestDayStart(query.to)} + interval '1 day'`));
  const text = orderTextMatch(query.q);
  if (text) conditions.push(text);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const SORT_COLUMNS = {
  createdAt: [orders.createdAt],
  orderNumber: [orders.orderNumber],
  total: [orders.total],
  status: [orders.status],
  name: [orders.szallitasVnev, orders.szallitasKnev],
} as const;

function ordering(query: OrderExportQuery): SQL[] {
  const direction = query.order === 'ASC' ? asc : desc;
  // The id last makes equal keys page stably.
  return [...SORT_COLUMNS[query.sort].map((column) => direction(column)), direction(orders.id)];
}

export async function listOrderRows(db: DbOrTx, query: OrderListQuery): Promise<{ total: number; rows: OrderRow[] }> {
  const where = filters(query);
  const [rows, [totals]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(...ordering(query)).limit(query.perPage).offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { total: totals?.total ?? 0, rows };
}

/** The filtered list in pages of `batch`, so an export of every order never holds them all in memory. */
export async function* exportOrderRows(db: DbOrTx, query: OrderExportQuery, batch = 1000): AsyncGenerator<OrderRow[]> {
  const where = filters(query);
  for (let offset = 0; ; offset += batch) {
    const rows = await db.select().from(orders).where(where).orderBy(...ordering(query)).limit(batch).offset(offset);
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
  }
}

export async function findOrder(db: DbOrTx, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/** The order row locked until the transaction ends, so two staff members' changes apply one after the other. */
export async function lockOrder(db: DbOrTx, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row ?? null;
}

export async function updateOrder(db: DbOrTx, id: number, patch: OrderPatch): Promise<OrderRow> {
  const [row] = await db.update(orders).set(patch).where(eq(orders.id, id)).returning();
  return row!;
}

export function orderLineRows(db: DbOrTx, orderId: number) {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}
export type OrderLineRow = Awaited<ReturnType<typeof orderLineRows>>[number];

export function statusChangeRows(db: DbOrTx, orderId: number) {
  return db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, orderId))
    .orderBy(asc(orderStatusChanges.at), asc(orderStatusChanges.id));
}
export type StatusChangeRow = Awaited<ReturnType<typeof statusChangeRows>>[number];

export async function insertStatusChange(db: DbOrTx, change: Omit<typeof orderStatusChanges.$inferInsert, 'id' | 'at'>): Promise<void> {
  await db.insert(orderStatusChanges).values(change);
}

export function commentRows(db: DbOrTx, orderId: number) {
  return db.select().from(orderComments).where(eq(orderComments.orderId, orderId)).orderBy(asc(orderComments.at), asc(orderComments.id));
}
export type CommentRow = Awaited<ReturnType<typeof commentRows>>[number];

export async function insertComment(db: DbOrTx, comment: Omit<typeof orderComments.$inferInsert, 'id' | 'at'>): Promise<CommentRow> {
  const [row] = await db.insert(orderComments).values(comment).returning();
  return row!;
}

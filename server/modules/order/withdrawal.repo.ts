import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines, orders } from './order.tables';
import { withdrawalLines, withdrawals } from './withdrawal.tables';
import { orderTextMatch } from './order-text-search';

export type NewWithdrawal = Omit<typeof withdrawals.$inferInsert, 'id' | 'receivedAt' | 'anonymisedAt'>;

const header = {
  id: withdrawals.id, orderId: withdrawals.orderId, orderNumber: orders.orderNumber, userId: withdrawals.userId,
  requestKey: withdrawals.requestKey, name: withdrawals.name, email: withdrawals.email,
  comment: withdrawals.comment, receivedAt: withdrawals.receivedAt,
  status: withdrawals.status, refundedAt: withdrawals.refundedAt, closedAt: withdrawals.closedAt, staffNote: withdrawals.staffNote,
};
const base = (db: DbOrTx) => db.select(header).from(withdrawals).innerJoin(orders, eq(orders.id, withdrawals.orderId));

export function listWithdrawalsOfOrder(db: DbOrTx, orderId: number) {
  return base(db).where(eq(withdrawals.orderId, orderId)).orderBy(asc(withdrawals.receivedAt), asc(withdrawals.id));
}
export type WithdrawalHeader = Awaited<ReturnType<typeof listWithdrawalsOfOrder>>[number];

export async function insertWithdrawal(
  db: DbOrTx, withdrawal: NewWithdrawal, lines: { orderLineId: number; quantity: number }[],
): Promise<number> {
  const [row] = await db.insert(withdrawals).values(withdrawal).returning({ id: withdrawals.id });
  await db.insert(withdrawalLines).values(lines.map((line) => ({ ...line, withdrawalId: row!.id })));
  return row!.id;
}

export async function findWithdrawalByKey(db: DbOrTx, requestKey: string): Promise<WithdrawalHeader | null> {
  const [row] = await base(db).where(eq(withdrawals.requestKey, requestKey));
  return row ?? null;
}

export async function findWithdrawal(db: DbOrTx, id: number): Promise<WithdrawalHeader | null> {
  const [row] = await base(db).where(eq(withdrawals.id, id));
  return row ?? null;
}

export interface WithdrawalPage {
  page: number; perPage: number; order: 'ASC' | 'DESC'; q?: string;
  status?: 'open' | 'refunded' | 'closed';
  /** open past the refund deadline: the 14th day after receipt (a Budapest day) is over */
  overdue?: boolean;
}

const overdue = sql`${withdrawals.status} = 'open' and ((${withdrawals.receivedAt} + interval '14 days') at time zone 'Europe/Budapest')::date
  < (now() at time zone 'Europe/Budapest')::date`;

/**
 * Newest first by default; `q` searches as the order list does (order number, names in any order, e-mail,
 * a phone number however written), plus the name and e-mail given on the withdrawal.
 */
export async function listWithdrawals(db: DbOrTx, query: WithdrawalPage): Promise<{ total: number; rows: WithdrawalHeader[] }> {
  const where: SQL | undefined = and(
    orderTextMatch(query.q, [withdrawals.name, withdrawals.email]),
    query.status ? eq(withdrawals.status, query.status) : undefined,
    query.overdue === true ? overdue : undefined,
  );
  const direction = query.order === 'ASC' ? asc : desc;
  const rows = await base(db).where(where).orderBy(direction(withdrawals.receivedAt), direction(withdrawals.id))
    .limit(query.perPage).offset((query.page - 1) * query.perPage);
  const [total] = await db.select({ n: count() }).from(withdrawals).innerJoin(orders, eq(orders.id, withdrawals.orderId)).where(where);
  return { total: total?.n ?? 0, rows };
}

/** The withdrawal locked for a change of its handling (two members clicking at once wait for each other). */
export async function lockWithdrawal(db: DbOrTx, id: number): Promise<WithdrawalHeader | null> {
  const [row] = await base(db).where(eq(withdrawals.id, id)).for('update', { of: withdrawals });
  return row ?? null;
}

export type WithdrawalHandling = Pick<typeof withdrawals.$inferInsert, 'status' | 'refundedAt' | 'closedAt' | 'staffNote'>;

export async function updateWithdrawalHandling(db: DbOrTx, id: number, change: WithdrawalHandling): Promise<void> {
  await db.update(withdrawals).set(change).where(eq(withdrawals.id, id));
}

/** The lines of some withdrawals, with what the order line says about them. */
export async function listWithdrawalLines(db: DbOrTx, withdrawalIds: number[]) {
  if (withdrawalIds.length === 0) return [];
  return db.select({
    withdrawalId: withdrawalLines.withdrawalId, orderLineId: withdrawalLines.orderLineId, quantity: withdrawalLines.quantity,
    productName: orderLines.productName, variantName: orderLines.variantName, cikkszam: orderLines.cikkszam,
    unitPrice: orderLines.unitPrice,
  }).from(withdrawalLines).innerJoin(orderLines, eq(orderLines.id, withdrawalLines.orderLineId))
    .where(inArray(withdrawalLines.withdrawalId, withdrawalIds)).orderBy(asc(withdrawalLines.id));
}
export type WithdrawalLineRow = Awaited<ReturnType<typeof listWithdrawalLines>>[number];

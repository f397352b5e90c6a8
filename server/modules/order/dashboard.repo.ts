import { inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../contract/order-status';
import { queryRows, type DbOrTx } from '../../db/client';
import { orders } from './order.tables';

/** The shop's day and week (weeks start on Monday) begin at Budapest midnight, whatever the server's zone. */
const startOf = (unit: 'day' | 'week') => sql`date_trunc(${unit}, now() at time zone 'Europe/Budapest') at time zone 'Europe/Budapest'`;

/** Orders and revenue (cancelled orders excluded from the revenue) since the start of today and of this week. */
export async function periodTotals(db: DbOrTx) {
  const [row] = await queryRows<{ today_orders: number; today_revenue: number; week_orders: number; week_revenue: number }>(db, sql`
    select count(*) filter (where ${orders.createdAt} >= ${startOf('day')})::int as today_orders,
           coalesce(sum(${orders.total}) filter (where ${orders.createdAt} >= ${startOf('day')} and ${orders.status} <> 'cancelled'), 0)::int as today_revenue,
           count(*)::int as week_orders,
           coalesce(sum(${orders.total}) filter (where ${orders.status} <> 'cancelled'), 0)::int as week_revenue
    from ${orders} where ${orders.createdAt} >= ${startOf('week')}`);
  return {
    today: { orders: row!.today_orders, revenue: row!.today_revenue },
    week: { orders: row!.week_orders, revenue: row!.week_revenue },
  };
}

/** How many orders wait in each of the given states (each count an index scan on status). */
export async function countByStatus(db: DbOrTx, statuses: readonly OrderStatus[]): Promise<Map<string, number>> {
  const rows = await db.select({ status: orders.status, count: sql<number>`count(*)::int` }).from(orders)
    .where(inArray(orders.status, [...statuses])).groupBy(orders.status);
  return new Map(rows.map((row) => [row.status, row.count]));
}

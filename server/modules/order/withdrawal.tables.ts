import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../account/account.tables';
import { orderLines, orders } from '../cart/cart.tables';

/**
 * A consumer's withdrawal from an order (45/2014. Korm. rendelet 20. §, the online function of
 * Directive (EU) 2023/2673): what was sent, by whom, when. What the customer sent is never changed;
 * staff only record how it was handled (`status`). The shop refunds within 14 days of `receivedAt`.
 */
export const withdrawals = pgTable('withdrawals', {
  id: serial().primaryKey(),
  orderId: integer().notNull().references(() => orders.id),
  userId: integer().references(() => users.id, { onDelete: 'set null' }),
  /** the client's random key of one submission: a retried request finds this row instead of adding one */
  requestKey: text().notNull(),
  name: text().notNull(),
  email: text().notNull(),
  /** optional free text of the customer (reason, bank account for the refund) */
  comment: text().notNull().default(''),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  anonymisedAt: timestamp({ withTimezone: true }),
  /** open (refund due) | refunded | closed: set by staff in the back office, each change audited */
  status: text().notNull().default('open'),
  refundedAt: timestamp({ withTimezone: true }),
  closedAt: timestamp({ withTimezone: true }),
  /** staff's internal note on the handling (how and when the money went back, why it was closed) */
  staffNote: text().notNull().default(''),
}, (t) => [
  uniqueIndex().on(t.requestKey), index().on(t.orderId), index().on(t.receivedAt),
  // The back office's list of what still waits for a refund, oldest deadline first.
  index().on(t.status, t.receivedAt),
  check('withdrawals_status', sql`${t.status} in ('open', 'refunded', 'closed')`),
]);

export const withdrawalLines = pgTable('withdrawal_lines', {
  id: serial().primaryKey(),
  withdrawalId: integer().notNull().references(() => withdrawals.id, { onDelete: 'cascade' }),
  orderLineId: integer().notNull().references(() => orderLines.id),
  quantity: integer().notNull(),
}, (t) => [index().on(t.withdrawalId), index().on(t.orderLineId), check('withdrawal_lines_quantity', sql`${t.quantity} >= 1`)]);

import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/column-types';
import { orders } from '../cart/cart.tables';

/**
 * An order's invoice and its storno: each row is both the job that asks Számlázz.hu for the document
 * (leased like the mail outbox, so several server processes never work on one at once) and the
 * document it got, number and PDF, kept in the database so every instance can serve it.
 */
export const invoices = pgTable('invoices', {
  id: serial().primaryKey(),
  orderId: integer().notNull().references(() => orders.id),
  /** invoice | storno */
  kind: text().notNull(),
  /** pending | issued | failed */
  status: text().notNull().default('pending'),
  /**
   * Sent as the Agent API's szamlaKulsoAzon: an attempt whose answer was lost left a document that a
   * retry finds by this id instead of issuing a second one.
   */
  externalId: text().notNull().unique(),
  /** the document's number (szlahu_szamlaszam), once issued */
  number: text(),
  pdf: bytea(),
  attempts: integer().notNull().default(0),
  nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastError: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  issuedAt: timestamp({ withTimezone: true }),
}, (t) => [
  // One invoice and at most one storno per order: asking twice finds the first request.
  uniqueIndex().on(t.orderId, t.kind),
  index().on(t.status, t.nextAttemptAt),
]);

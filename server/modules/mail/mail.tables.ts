import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Outgoing mail is recorded first and sent after, so a failing mail server never loses or blocks an order. */
export const outboxMails = pgTable('outbox_mails', {
  id: serial().primaryKey(),
  to: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  html: text(),
  /** pending | sent | failed */
  status: text().notNull().default('pending'),
  attempts: integer().notNull().default(0),
  nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastError: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp({ withTimezone: true }),
}, (t) => [index().on(t.status, t.nextAttemptAt)]);

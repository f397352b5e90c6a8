import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/column-types';

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

/**
 * Files sent with a mail (an invoice PDF), kept in the database beside it: any server instance may
 * deliver the mail, so the file cannot live on one instance's disk.
 */
export const outboxMailAttachments = pgTable('outbox_mail_attachments', {
  id: serial().primaryKey(),
  mailId: integer().notNull().references(() => outboxMails.id, { onDelete: 'cascade' }),
  filename: text().notNull(),
  contentType: text().notNull(),
  content: bytea().notNull(),
}, (t) => [index().on(t.mailId)]);

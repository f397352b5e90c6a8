import { index, integer, jsonb, pgTable, bigserial, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from '../staff/staff.tables';

/**
 * Every staff change: who, when, what, before and after. Append-only: a trigger (migration
 * 0007) refuses UPDATE and DELETE, and no service offers either.
 */
export const auditLog = pgTable('audit_log', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** null for changes made from the command line */
  actorStaffId: integer().references(() => staff.id),
  /** the actor's e-mail at the time, so the entry reads the same after the account changes */
  actorEmail: text().notNull(),
  action: text().notNull(),
  entityType: text().notNull(),
  entityId: text().notNull(),
  before: jsonb(),
  after: jsonb(),
  ip: text(),
}, (t) => [index().on(t.at), index().on(t.entityType, t.entityId), index().on(t.actorStaffId, t.at)]);

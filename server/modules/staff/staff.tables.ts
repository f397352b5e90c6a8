import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Back-office accounts; never deleted, only deactivated, so the audit log's actors stay resolvable. */
export const staff = pgTable('staff', {
  id: serial().primaryKey(),
  email: text().notNull(),
  name: text().notNull().default(''),
  /** 'owner' (everything, including staff and settings) or 'staff' (orders, customers, catalogue) */
  role: text({ enum: ['owner', 'staff'] }).notNull(),
  /** scrypt hash, see server/shared/password.ts */
  passwordHash: text().notNull(),
  /** base32 TOTP secret; set at enrolment, confirmed when totpEnabled; never leaves the server */
  totpSecret: text(),
  totpEnabled: boolean().notNull().default(false),
  /** the last accepted code's time step, so a seen code cannot be replayed */
  totpLastCounter: integer(),
  /** the owner demands a second factor: sign-in is limited to enrolling one until it is set up */
  totpRequired: boolean().notNull().default(false),
  active: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('staff_email_lower_idx').on(sql`lower(${t.email})`)]);

/** Cookie sessions; only a SHA-256 hash of each token is stored. */
export const staffSessions = pgTable('staff_sessions', {
  id: serial().primaryKey(),
  staffId: integer().notNull().references(() => staff.id),
  tokenHash: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** absolute end; the idle end is lastSeenAt + the idle lifetime */
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  revokedAt: timestamp({ withTimezone: true }),
  userAgent: text().notNull().default(''),
  ip: text().notNull().default(''),
}, (t) => [index().on(t.staffId)]);

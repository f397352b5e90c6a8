import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A customer's acceptance of the terms (ÁSZF) and the privacy statement: the version of each text
 * (see legal_document_versions) and when. Null on rows from before acceptance was recorded.
 */
export const consentColumns = () => ({
  termsVersion: text(),
  privacyVersion: text(),
  consentedAt: timestamp({ withTimezone: true }),
});

/** The user data fields of the spec (section 3), shared by users, carts and orders. */
export const customerDataColumns = () => ({
  szallitasVnev: text().notNull().default(''),
  szallitasKnev: text().notNull().default(''),
  szallitasIrsz: text().notNull().default(''),
  szallitasVaros: text().notNull().default(''),
  szallitasUtca: text().notNull().default(''),
  szallitasTelefonszam: text().notNull().default(''),
  szamlaNev: text().notNull().default(''),
  adoszam: text().notNull().default(''),
  szamlaIrsz: text().notNull().default(''),
  szamlaVaros: text().notNull().default(''),
  szamlaUtca: text().notNull().default(''),
});

export const users = pgTable('users', {
  id: serial().primaryKey(),
  email: text().notNull(),
  /** scrypt hash; null for accounts imported from the old site, which must reset their password */
  passwordHash: text(),
  importedFromOldSite: boolean().notNull().default(false),
  ...customerDataColumns(),
  ...consentColumns(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)]);

/** Bearer tokens: only a SHA-256 hash of each is stored, so a database leak reveals no usable token. */
export const authTokens = pgTable('auth_tokens', {
  id: serial().primaryKey(),
  userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  revokedAt: timestamp({ withTimezone: true }),
}, (t) => [index().on(t.userId)]);

/** Password-reset tokens: hashed, expiring, single use, bound to the e-mail they were issued for. */
export const passwordResets = pgTable('password_resets', {
  id: serial().primaryKey(),
  userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
  email: text().notNull(),
  tokenHash: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
}, (t) => [index().on(t.userId)]);

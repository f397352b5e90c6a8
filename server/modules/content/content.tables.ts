import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const pages = pgTable('pages', {
  id: serial().primaryKey(),
  alias: text().notNull().unique(),
  parentId: integer().references((): AnyPgColumn => pages.id, { onDelete: 'restrict' }),
  title: text().notNull(),
  /** sanitized HTML */
  content: text().notNull(),
  sort: integer().notNull().default(0),
}, (t) => [index().on(t.parentId)]);

export const sliders = pgTable('sliders', {
  id: serial().primaryKey(),
  src: text().notNull(),
  title: text().notNull(),
  content: text().notNull(),
  sort: integer().notNull().default(0),
});

export const currentTopics = pgTable('current_topics', {
  id: serial().primaryKey(),
  title: text().notNull(),
  content: text().notNull(),
  img: text().notNull(),
  sort: integer().notNull().default(0),
});

export const popups = pgTable('popups', {
  id: serial().primaryKey(),
  alias: text().notNull().unique(),
  active: boolean().notNull().default(false),
  title: text().notNull(),
  content: text().notNull(),
});

/** One row: what staff set for the whole shop. */
export const shopSettings = pgTable('shop_settings', {
  id: integer().primaryKey().default(1),
  /** forints per delivery mode (spec szallitas): 0 personal pickup, 1 GLS, 2 MPL */
  shippingPickup: integer().notNull(),
  shippingGls: integer().notNull(),
  shippingMpl: integer().notNull(),
  freeShippingFrom: integer(),
  bankTransfer: jsonb().$type<{ beneficiary: string; bank: string; accountNumber: string; iban: string }>().notNull(),
  openingHours: jsonb().$type<{ day: string; hours: string | null }[]>().notNull(),
  address: text().notNull(),
  phone: text().notNull(),
  /** shown to customers; SHOP_EMAIL still receives order notifications */
  email: text(),
}, (t) => [check('shop_settings_single_row', sql`${t.id} = 1`)]);

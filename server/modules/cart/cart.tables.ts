import { sql } from 'drizzle-orm';
import {
  boolean, check, index, integer, pgSequence, pgTable, serial, smallint, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { consentColumns, customerDataColumns, users } from '../account/account.tables';
import { products, variants } from '../catalog/catalog.tables';
import { deliveryModes } from '../content/content.tables';

export const carts = pgTable('carts', {
  /** at least 128 random bits, base64url: the cart id is the only key to a guest's basket */
  id: text().primaryKey(),
  userId: integer().references(() => users.id, { onDelete: 'set null' }),
  /** delivery mode (spec szallitas: 0 personal pickup, 1 GLS, 2 MPL, see delivery_modes); null until chosen */
  szallitas: smallint().references(() => deliveryModes.mode, { onDelete: 'set null' }),
  megjegyzes: text().notNull().default(''),
  email: text().notNull().default(''),
  ...customerDataColumns(),
  billingSameAsShipping: boolean().notNull().default(true),
  termsAccepted: boolean().notNull().default(false),
  finishedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index().on(t.userId),
]);

export const cartLines = pgTable('cart_lines', {
  id: serial().primaryKey(),
  cartId: text().notNull().references(() => carts.id, { onDelete: 'cascade' }),
  variantId: integer().notNull().references(() => variants.id),
  quantity: integer().notNull(),
  addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex().on(t.cartId, t.variantId),
  check('cart_lines_quantity', sql`${t.quantity} between 1 and 999`),
]);

/** Feeds human-readable order numbers such as MP-2026-000123. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });

export const orders = pgTable('orders', {
  id: serial().primaryKey(),
  orderNumber: text().notNull().unique(),
  /** one order per cart: finishing a cart twice finds this row instead of inserting another */
  cartId: text().notNull().unique().references(() => carts.id),
  userId: integer().references(() => users.id, { onDelete: 'set null' }),
  szallitas: smallint().notNull().references(() => deliveryModes.mode),
  shippingCost: integer().notNull(),
  itemsTotal: integer().notNull(),
  total: integer().notNull(),
  email: text().notNull(),
  ...customerDataColumns(),
  megjegyzes: text().notNull().default(''),
  ...consentColumns(),
  /** set when the customer's account was erased: the contact data is gone, the accounting snapshot stays */
  anonymisedAt: timestamp({ withTimezone: true }),
  status: text().notNull().default('new'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [index().on(t.userId), index().on(t.createdAt)]);

/** A snapshot of what was bought at the price of that moment; catalog changes never rewrite it. */
export const orderLines = pgTable('order_lines', {
  id: serial().primaryKey(),
  orderId: integer().notNull().references(() => orders.id, { onDelete: 'cascade' }),
  productId: integer().references(() => products.id, { onDelete: 'set null' }),
  variantId: integer().references(() => variants.id, { onDelete: 'set null' }),
  cikkszam: text().notNull(),
  productName: text().notNull(),
  variantName: text().notNull(),
  quantity: integer().notNull(),
  unitPrice: integer().notNull(),
  lineTotal: integer().notNull(),
}, (t) => [index().on(t.orderId)]);

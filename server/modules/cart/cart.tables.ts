import { sql } from 'drizzle-orm';
import {
  boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customerDataColumns, users } from '../account/account.tables';
import { variants } from '../catalog/catalog.tables';
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

/**
 * Orders belong to the order domain (server/modules/order/); finishing a cart writes them, so the
 * cart's repos reach them through this re-export (a tables file may reference another module's tables).
 */
export { orderLines, orderNumberSeq, orders } from '../order/order.tables';

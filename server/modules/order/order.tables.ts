import { sql } from 'drizzle-orm';
import {
  bigserial, check, index, integer, pgSequence, pgTable, serial, smallint, text, timestamp,
} from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from '../../../contract/order-status';
import { consentColumns, customerDataColumns, users } from '../account/account.tables';
import { carts } from '../cart/cart.tables';
import { products, variants } from '../catalog/catalog.tables';
import { deliveryModes } from '../content/content.tables';
import { staff } from '../staff/staff.tables';

/** Feeds human-readable order numbers such as MP-2026-000123. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });

const statusList = sql.raw(ORDER_STATUSES.map((s) => `'${s}'`).join(', '));

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
  /** the courier's parcel number, given when the order is handed to the courier */
  trackingNumber: text(),
  /** when the shop received the money: a bank transfer arrived, or the order was completed (paid on delivery or at the counter) */
  paidAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /**
   * What the back office's free text looks through: order number, e-mail, names and the phone number
   * as typed and as bare digits (staff type '301234567' for '+36 30 123 4567'). Stored, so the trigram
   * index's recheck of each candidate row compares one string instead of rebuilding it.
   */
  searchText: text().notNull().generatedAlwaysAs(sql`lower(order_number || ' ' || email || ' ' || szallitas_vnev || ' ' || szallitas_knev || ' '
    || szamla_nev || ' ' || szallitas_telefonszam || ' ' || regexp_replace(szallitas_telefonszam, '[^0-9]', '', 'g'))`),
}, (t) => [
  index().on(t.userId),
  index().on(t.createdAt),
  // The back office's list: newest first within a status or a delivery mode, and its counts.
  index().on(t.status, t.createdAt),
  index().on(t.szallitas, t.createdAt),
  // The list sorted by total or by name without a sort of every order.
  index().on(t.total),
  index().on(t.szallitasVnev, t.szallitasKnev),
  index('orders_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  check('orders_status_known', sql`${t.status} in (${statusList})`),
]);

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

/** Every status change of an order: who (the staff member, with the e-mail at the time), when, from, to, and why. */
export const orderStatusChanges = pgTable('order_status_changes', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  orderId: integer().notNull().references(() => orders.id, { onDelete: 'cascade' }),
  at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  actorStaffId: integer().references(() => staff.id),
  actorEmail: text().notNull(),
  fromStatus: text().notNull(),
  toStatus: text().notNull(),
  trackingNumber: text(),
  note: text().notNull().default(''),
}, (t) => [index().on(t.orderId, t.at)]);

/** Staff's internal notes on an order; the customer never sees them. */
export const orderComments = pgTable('order_comments', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  orderId: integer().notNull().references(() => orders.id, { onDelete: 'cascade' }),
  at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  actorStaffId: integer().references(() => staff.id),
  actorEmail: text().notNull(),
  text: text().notNull(),
}, (t) => [index().on(t.orderId, t.at)]);

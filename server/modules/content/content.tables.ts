import { sql } from 'drizzle-orm';
import {
  boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { BankTransfer, OpeningHours, SellerDetails } from '../../../contract/content';
import { DEMO_SELLER } from './demo-seller';

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
  /** where a click on the slide leads (a shop path or an https address); null: nowhere */
  link: text(),
  /** false: kept for later but not shown */
  active: boolean().notNull().default(true),
});

export const currentTopics = pgTable('current_topics', {
  id: serial().primaryKey(),
  title: text().notNull(),
  content: text().notNull(),
  img: text().notNull(),
  sort: integer().notNull().default(0),
  /** false: kept for later but not shown */
  active: boolean().notNull().default(true),
});

export const popups = pgTable('popups', {
  id: serial().primaryKey(),
  alias: text().notNull().unique(),
  active: boolean().notNull().default(false),
  title: text().notNull(),
  content: text().notNull(),
  /** optional schedule: an active notice shows only from activeFrom and before activeTo */
  activeFrom: timestamp({ withTimezone: true }),
  activeTo: timestamp({ withTimezone: true }),
});

/** One row: what staff set for the whole shop. */
export const shopSettings = pgTable('shop_settings', {
  id: integer().primaryKey().default(1),
  /** every delivery mode is free from this basket total up; null: never */
  freeShippingFrom: integer(),
  bankTransfer: jsonb().$type<BankTransfer>().notNull(),
  openingHours: jsonb().$type<OpeningHours>().notNull(),
  address: text().notNull(),
  phone: text().notNull(),
  /** shown to customers; SHOP_EMAIL still receives order notifications */
  email: text(),
  /** the seller's legal details; the default is the demo shop's, so a shop never shows none */
  seller: jsonb().$type<SellerDetails>().notNull().default(DEMO_SELLER),
}, (t) => [check('shop_settings_single_row', sql`${t.id} = 1`)]);

/**
 * Every text of the terms and the privacy statement a customer was shown when accepting it: a
 * consent names its version, and this keeps what that version said, even after the provider's
 * text changed. A version is the start of the text's SHA-256.
 */
export const legalDocumentVersions = pgTable('legal_document_versions', {
  document: text().notNull(),
  version: text().notNull(),
  title: text().notNull(),
  content: text().notNull(),
  firstSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.document, t.version] })]);

/**
 * The delivery modes a customer chooses from, with their texts, cost and rules. A new mode (a parcel
 * locker) is a new row plus the code of its own rules; the flags below are the rules modes share.
 */
export const deliveryModes = pgTable('delivery_modes', {
  /** the spec's `szallitas` value: 0 personal pickup, 1 GLS, 2 MPL; new modes take new numbers */
  mode: smallint().primaryKey(),
  label: text().notNull(),
  /** how the customer pays, e.g. 'Csak előre utalással fizethető.' */
  payment: text().notNull(),
  /** when the goods arrive, e.g. 'Kézbesítés a következő munkanapon.' */
  delivery: text().notNull(),
  /** forints, VAT included */
  cost: integer().notNull(),
  sort: integer().notNull().default(0),
  /** an inactive mode is not offered; modes are never deleted, orders refer to them */
  active: boolean().notNull().default(true),
  /** collected at the shop: the order confirmation gives the address and the opening hours */
  pickupAtShop: boolean().notNull().default(false),
  /** paid by bank transfer before dispatch: the order confirmation gives the account details */
  prepayment: boolean().notNull().default(false),
}, (t) => [
  check('delivery_modes_mode', sql`${t.mode} >= 0`),
  check('delivery_modes_cost', sql`${t.cost} >= 0`),
]);

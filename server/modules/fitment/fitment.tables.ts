import { index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../account/account.tables';
import { variants } from '../catalog/catalog.tables';

/** Ids come from the motorcycle database the shop imports; the spec exposes them. */
export const bikeManufacturers = pgTable('bike_manufacturers', {
  id: integer().primaryKey(),
  name: text().notNull(),
});

export const bikeConstructions = pgTable('bike_constructions', {
  id: integer().primaryKey(),
  name: text().notNull(),
});

export const bikeTypes = pgTable('bike_types', {
  id: integer().primaryKey(),
  manufacturerId: integer().notNull().references(() => bikeManufacturers.id),
  constructionId: integer().notNull().references(() => bikeConstructions.id),
  name: text().notNull(),
  capacity: integer().notNull(),
  yearFrom: smallint().notNull(),
  yearTo: smallint(),
  img: text().notNull(),
  /** manufacturer + model + capacity, lower-case, unaccented, without spaces and hyphens: what free-text search matches */
  searchKey: text().notNull(),
}, (t) => [
  index().on(t.manufacturerId, t.constructionId, t.capacity),
  index('bike_types_search_key_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
]);

export const variantBikes = pgTable('variant_bikes', {
  variantId: integer().notNull().references(() => variants.id, { onDelete: 'cascade' }),
  typeId: integer().notNull().references(() => bikeTypes.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.variantId, t.typeId] }), index().on(t.typeId)]);

/** A logged-in rider's motorcycles ('Garázs'); the active one stays the spec's `motorom` in the browser. */
export const garageBikes = pgTable('garage_bikes', {
  userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
  typeId: integer().notNull().references(() => bikeTypes.id, { onDelete: 'cascade' }),
  addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.typeId] })]);

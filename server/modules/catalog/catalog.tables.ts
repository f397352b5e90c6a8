import { sql } from 'drizzle-orm';
import {
  boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { tsvector } from '../../db/column-types';

export const categories = pgTable('categories', {
  id: serial().primaryKey(),
  alias: text().notNull().unique(),
  parentId: integer().references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
  nameHu: text().notNull(),
  nameEn: text().notNull(),
  /** 1 for the two top-level categories; the tree is at most three levels deep */
  depth: smallint().notNull(),
  sort: integer().notNull().default(0),
}, (t) => [index().on(t.parentId), check('categories_depth', sql`${t.depth} between 1 and 3`)]);

export const brands = pgTable('brands', {
  id: serial().primaryKey(),
  alias: text().notNull().unique(),
  name: text().notNull(),
});

export const products = pgTable('products', {
  id: serial().primaryKey(),
  alias: text().notNull().unique(),
  cikkszam: text().notNull().unique(),
  fullnameHu: text().notNull(),
  fullnameEn: text().notNull(),
  contentHu: text().notNull().default(''),
  contentEn: text().notNull().default(''),
  categoryId: integer().notNull().references(() => categories.id),
  brandId: integer().references(() => brands.id),
  images: jsonb().$type<string[]>().notNull().default([]),
  downloads: jsonb().$type<{ name: string; url: string }[]>().notNull().default([]),
  lastPieces: boolean().notNull().default(false),
  active: boolean().notNull().default(true),
  /** Denormalised from the active variants for sorting and filtering listings; kept by the catalog writer. */
  minPrice: integer().notNull().default(0),
  maxPrice: integer().notNull().default(0),
  /** lowest 'previous price' among discounted variants, null when nothing is on sale */
  prevPrice: integer(),
  onSale: boolean().notNull().default(false),
  searchVector: tsvector().generatedAlwaysAs(
    sql`shop_search_vector(fullname_hu, fullname_en, cikkszam)`,
  ),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index().on(t.categoryId),
  index().on(t.brandId),
  index('products_search_vector_idx').using('gin', t.searchVector),
  index('products_name_trgm_idx').using('gin', sql`shop_unaccent(lower(${t.fullnameHu})) gin_trgm_ops`),
  index('products_cikkszam_prefix_idx').on(sql`lower(${t.cikkszam}) text_pattern_ops`),
  index().on(t.onSale).where(sql`${t.onSale}`),
  index().on(t.lastPieces).where(sql`${t.lastPieces}`),
]);

export const variants = pgTable('variants', {
  id: serial().primaryKey(),
  productId: integer().notNull().references(() => products.id, { onDelete: 'cascade' }),
  cikkszam: text().notNull(),
  nameHu: text().notNull(),
  nameEn: text().notNull(),
  props: jsonb().$type<Record<string, string>>().notNull().default({}),
  /** current price in whole forints, VAT included */
  price: integer().notNull(),
  /** the lowest price of the 30 days before the current reduction (Hungarian price-display rule); null when not on sale */
  prevPrice: integer(),
  stock: integer().notNull().default(0),
  sort: integer().notNull().default(0),
  active: boolean().notNull().default(true),
}, (t) => [
  uniqueIndex().on(t.cikkszam),
  index().on(t.productId),
  index('variants_cikkszam_prefix_idx').on(sql`lower(${t.cikkszam}) text_pattern_ops`),
  // The dashboard's "ran out or runs low" list reads the emptiest variants on sale first.
  index('variants_low_stock_idx').on(t.stock, t.id).where(sql`${t.active}`),
  check('variants_price_positive', sql`${t.price} > 0`),
  check('variants_stock_nonnegative', sql`${t.stock} >= 0`),
]);

/**
 * Distinct unaccented lower-case words of product names, kept by a trigger on products (migration
 * search-words-trigger): a search word that is no known word's beginning is corrected to its nearest
 * known word through the trigram index, so one typo is forgiven.
 */
export const searchWords = pgTable('search_words', {
  word: text().primaryKey(),
}, (t) => [
  index('search_words_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`),
  index('search_words_prefix_idx').on(sql`${t.word} text_pattern_ops`),
]);

/** Every price a variant has had, so the previous price shown can be proven. */
export const variantPrices = pgTable('variant_prices', {
  id: serial().primaryKey(),
  variantId: integer().notNull().references(() => variants.id, { onDelete: 'cascade' }),
  price: integer().notNull(),
  validFrom: timestamp({ withTimezone: true }).notNull(),
}, (t) => [uniqueIndex().on(t.variantId, t.validFrom)]);

import { sql } from 'drizzle-orm';
import {
  bigint, boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex,
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
  /** out of the menus, sub-category links and sitemap, its own listing is empty; its products stay for sale */
  hidden: boolean().notNull().default(false),
}, (t) => [index().on(t.parentId), check('categories_depth', sql`${t.depth} between 1 and 3`)]);

/** Former aliases of renamed categories: their old addresses answer a permanent redirect to the new one. */
export const categoryAliases = pgTable('category_aliases', {
  alias: text().primaryKey(),
  categoryId: integer().notNull().references(() => categories.id, { onDelete: 'cascade' }),
  replacedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

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
  index('products_sale_walk_idx').on(sql`hashint4(${t.id})`).where(sql`${t.active} and ${t.onSale}`),
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
  /** contents of one pack of a liquid or consumable (e.g. 4 l), for the unit price; null for countable goods */
  packAmount: numeric({ precision: 10, scale: 3, mode: 'number' }),
  packUnit: text().$type<'l' | 'kg'>(),
}, (t) => [
  uniqueIndex().on(t.cikkszam),
  index().on(t.productId),
  index('variants_cikkszam_prefix_idx').on(sql`lower(${t.cikkszam}) text_pattern_ops`),
  // The dashboard's "ran out or runs low" list reads the emptiest variants on sale first.
  index('variants_low_stock_idx').on(t.stock, t.id).where(sql`${t.active}`),
  check('variants_price_positive', sql`${t.price} > 0`),
  check('variants_stock_nonnegative', sql`${t.stock} >= 0`),
  check('variants_pack', sql`(${t.packAmount} is null and ${t.packUnit} is null) or (${t.packAmount} > 0 and ${t.packUnit} in ('l', 'kg'))`),
]);

/**
 * What the listing filters narrow by, one row per active product, kept by triggers on products and
 * variants (migration filters): brand, price, flags, availability and the sizes and colours of its
 * active variants as arrays with GIN indexes, so filters and their counts read one narrow table
 * instead of the wide products and every variant's JSON (decision 0027).
 */
export const productFacets = pgTable('product_facets', {
  productId: integer().primaryKey().references(() => products.id, { onDelete: 'cascade' }),
  categoryId: integer().notNull(),
  brandId: integer(),
  minPrice: integer().notNull(),
  onSale: boolean().notNull(),
  lastPieces: boolean().notNull(),
  inStock: boolean().notNull(),
  sizes: text().array().notNull(),
  colours: text().array().notNull(),
}, (t) => [
  index('product_facets_category_idx').on(t.categoryId),
  index('product_facets_brand_idx').on(t.brandId),
  index('product_facets_sizes_idx').using('gin', t.sizes),
  index('product_facets_colours_idx').using('gin', t.colours),
]);

/**
 * What a product card shows of its product's active variants, kept by triggers on variants (migration
 * cheaper-catalogue-reads, decision 0034): a card reads one row by key instead of looking the variants up
 * three times. Not in product_facets, whose every change bumps the facet revision and reloads the
 * in-memory facet index. No row: no variant was ever written (no stock, no pack).
 */
export const productVariantSummary = pgTable('product_variant_summary', {
  productId: integer().primaryKey().references(() => products.id, { onDelete: 'cascade' }),
  /** some active variant has stock */
  inStock: boolean().notNull(),
  /** pieces in stock over every active variant */
  stock: integer().notNull(),
  /** the cheapest active variant sold by volume or weight (by price, then id): its pack and price */
  packAmount: numeric({ precision: 10, scale: 3, mode: 'number' }),
  packUnit: text().$type<'l' | 'kg'>(),
  packPrice: integer(),
});

/**
 * One row per active product and every category it is listed under (its own and each ancestor), kept
 * by triggers on products and categories (migration listing-entries): a category listing in either
 * order is one range of an index, so any page costs about what the first does (decision 0014).
 * Sold-out products come after the buyable ones in every order (issue 15), so `sold_out` leads each
 * sort index, and each order has its own index because the flag ascends while the key may descend.
 */
export const listingEntries = pgTable('listing_entries', {
  categoryId: integer().notNull().references(() => categories.id, { onDelete: 'cascade' }),
  productId: integer().notNull().references(() => products.id, { onDelete: 'cascade' }),
  fullnameEn: text().notNull(),
  minPrice: integer().notNull(),
  /** no active variant in stock (product_facets.in_stock), kept by triggers (migration listing-sold-out-last) */
  soldOut: boolean().notNull().default(false),
}, (t) => [
  primaryKey({ columns: [t.productId, t.categoryId] }),
  index('listing_entries_name_idx').on(t.categoryId, t.soldOut, t.fullnameEn, t.productId),
  index('listing_entries_name_desc_idx').on(t.categoryId, t.soldOut, t.fullnameEn.desc(), t.productId.desc()),
  index('listing_entries_price_idx').on(t.categoryId, t.soldOut, t.minPrice, t.productId),
  index('listing_entries_price_desc_idx').on(t.categoryId, t.soldOut, t.minPrice.desc(), t.productId.desc()),
]);

/** Active products attached directly to each category, kept by the same triggers: counts read ~100 rows. */
/**
 * One row whose revision every transaction that changed product_facets, listing_entries or brands bumps
 * as it commits (migration facet-index-revision): a process compares it with the revision its in-memory
 * facet index was read at, so that index is used only while it is current. Its card revision, likewise,
 * every transaction that wrote products, product_variant_summary or product_photos, what a product card is
 * read from (migration card-revision, decision 0050). One row for both: a transaction that bumps both locks
 * one row, so two writers bumping them in opposite orders cannot deadlock.
 */
export const facetRevision = pgTable('facet_revision', {
  id: smallint().primaryKey(),
  revision: bigint({ mode: 'number' }).notNull(),
  cardRevision: bigint({ mode: 'number' }).notNull().default(1),
}, (t) => [check('facet_revision_one_row', sql`${t.id} = 1`)]);

/** The writing transactions that have not bumped the revision yet: a row each, removed at its commit. */
export const facetChanges = pgTable('facet_changes', {
  xact: bigint({ mode: 'number' }).primaryKey(),
});

/** As facet_changes, for the card revision. */
export const cardChanges = pgTable('card_changes', {
  xact: bigint({ mode: 'number' }).primaryKey(),
});

export const categoryCounts = pgTable('category_counts', {
  categoryId: integer().primaryKey().references(() => categories.id, { onDelete: 'cascade' }),
  products: integer().notNull(),
});

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

/**
 * Uploaded photos of a product, in display order. The files live under MEDIA_DIR named by `hash`
 * (the content's SHA-256), so one picture added to two products is stored once.
 */
export const productPhotos = pgTable('product_photos', {
  id: serial().primaryKey(),
  productId: integer().notNull().references(() => products.id, { onDelete: 'cascade' }),
  sort: integer().notNull(),
  alt: text().notNull().default(''),
  hash: text().notNull(),
  /** relative to MEDIA_DIR */
  originalPath: text().notNull(),
  mime: text().notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  /** the widths its WebP files were made in, and those with a smaller AVIF beside them */
  widths: jsonb().$type<number[]>().notNull(),
  avifWidths: jsonb().$type<number[]>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex().on(t.productId, t.hash), index().on(t.productId, t.sort)]);

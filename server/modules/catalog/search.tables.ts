import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tsvector } from '../../db/column-types';
import { categories, products } from './catalog.tables';

/**
 * One row per active product: what search matches, computed when the product, its category, brand or
 * fitment is written (triggers of migration search-documents, decision 0018), never per search.
 * `doc` holds the name's words and stems, the parts of its compound words ('bukósisak' also 'sisak'),
 * the category's and its parent's words and the brand; `bike_types` the motorcycle types it fits and
 * `bike_makes` their manufacturers (kept from `bike_types` by a trigger, migration 0029, decision 0049);
 * `sold_out` follows product_facets.in_stock (migration 0023, decision 0032), so a search orders its
 * matches buyable first without looking each one up.
 */
export const searchDocuments = pgTable('search_documents', {
  productId: integer().primaryKey().references(() => products.id, { onDelete: 'cascade' }),
  categoryId: integer().notNull().references(() => categories.id, { onDelete: 'cascade' }),
  brandId: integer(),
  /** the listing's name order, the tie-break inside a relevance tier */
  nameEn: text().notNull(),
  doc: tsvector().notNull(),
  bikeTypes: integer().array().notNull().default(sql`'{}'::integer[]`),
  bikeMakes: integer().array().notNull().default(sql`'{}'::integer[]`),
  soldOut: boolean().notNull().default(false),
}, (t) => [
  index('search_documents_doc_idx').using('gin', t.doc),
  index('search_documents_bike_types_idx').using('gin', t.bikeTypes),
  index('search_documents_bike_makes_idx').using('gin', t.bikeMakes),
  index().on(t.brandId),
]);

/** The nouns compound words are split into: a name word ending or beginning with one also matches it. */
export const searchCompoundParts = pgTable('search_compound_parts', {
  part: text().primaryKey(),
});

/** Staff's synonyms: a search word `term` (unaccented, lower case) also matches each word of `alternatives`. */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial().primaryKey(),
  term: text().notNull().unique(),
  alternatives: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Searches that found nothing, per normalised text, counted for staff. */
export const searchZeroResults = pgTable('search_zero_results', {
  query: text().primaryKey(),
  searches: integer().notNull().default(1),
  lastSearchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [index().on(t.searches)]);

import { sql } from 'drizzle-orm';
import type { BrandRecord, CategoryRecord, ProductRecord } from '../../../contract/catalog-import';
import { queryRows, type DbOrTx } from '../../db/client';
import { jsonRows, jsonTextSet } from '../../db/json-rows';
import { packOf } from './unit-price';

/** One level of the tree: every parent is already written, so each row finds its parent by alias. */
export async function upsertCategoryLevel(db: DbOrTx, level: readonly CategoryRecord[], depth: number): Promise<void> {
  await db.execute(sql`
    insert into categories (alias, parent_id, name_hu, name_en, depth, sort)
    select r.alias, p.id, r.name_hu, r.name_en, ${depth}, r.sort
    from ${jsonRows(level, 'alias text, "parentAlias" text, name_hu text, name_en text, sort int')}
    left join categories p on p.alias = r."parentAlias"
    on conflict (alias) do update set parent_id = excluded.parent_id, name_hu = excluded.name_hu,
      name_en = excluded.name_en, depth = excluded.depth, sort = excluded.sort`);
}

export async function categoryDepths(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await queryRows<{ alias: string; depth: number }>(db, sql`select alias, depth from categories`);
  return new Map(rows.map((r) => [r.alias, r.depth]));
}

export async function upsertBrands(db: DbOrTx, brands: readonly BrandRecord[]): Promise<void> {
  await db.execute(sql`
    insert into brands (alias, name) select r.alias, r.name from ${jsonRows(brands, 'alias text, name text')}
    on conflict (alias) do update set name = excluded.name`);
}

export async function brandAliases(db: DbOrTx): Promise<Set<string>> {
  const rows = await queryRows<{ alias: string }>(db, sql`select alias from brands`);
  return new Set(rows.map((r) => r.alias));
}

/** Product item numbers already used by another product (the import would break their uniqueness). */
export async function cikkszamOwners(db: DbOrTx, cikkszamok: readonly string[]): Promise<Map<string, string>> {
  const rows = await queryRows<{ cikkszam: string; alias: string }>(db, sql`
    select cikkszam, alias from products where cikkszam in ${jsonTextSet(cikkszamok)}`);
  return new Map(rows.map((r) => [r.cikkszam, r.alias]));
}

/**
 * Products by alias; `content_*` must already be sanitized. Answers each product's id. A product the record
 * does not change is not written (an import that repeats yesterday's file rewrote every row, and its
 * `updated_at`, the sitemap's lastmod, said changed); its id comes from the table as it was before the
 * statement, which is also where an updated row's id is. The look-up is by the unique index whatever the
 * statistics say: joined, a fresh catalogue's first batches (not yet analyzed) read the whole table each.
 */
export async function upsertProducts(db: DbOrTx, batch: readonly ProductRecord[]): Promise<Map<string, number>> {
  const rows = batch.map((p) => ({
    alias: p.alias, cikkszam: p.cikkszam, fullname_hu: p.fullname_hu, fullname_en: p.fullname_en,
    content_hu: p.content_hu, content_en: p.content_en,
    category: p.categoryAlias, brand: p.brandAlias, images: p.images, downloads: p.downloads, last: p.lastPieces,
  }));
  const written = await queryRows<{ id: number; alias: string }>(db, sql`
    with input as (
      select r.alias, r.cikkszam, r.fullname_hu, r.fullname_en, r.content_hu, r.content_en, c.id as category_id, b.id as brand_id,
        r.images, r.downloads, r.last
      from ${jsonRows(rows, 'alias text, cikkszam text, fullname_hu text, fullname_en text, content_hu text, content_en text, category text, brand text, images jsonb, downloads jsonb, last boolean')}
      join categories c on c.alias = r.category
      left join brands b on b.alias = r.brand),
    written as (
      insert into products as p (alias, cikkszam, fullname_hu, fullname_en, content_hu, content_en, category_id, brand_id,
        images, downloads, last_pieces, updated_at)
      select alias, cikkszam, fullname_hu, fullname_en, content_hu, content_en, category_id, brand_id, images, downloads, last, now()
      from input
      on conflict (alias) do update set cikkszam = excluded.cikkszam, fullname_hu = excluded.fullname_hu,
        fullname_en = excluded.fullname_en, content_hu = excluded.content_hu, content_en = excluded.content_en,
        category_id = excluded.category_id, brand_id = excluded.brand_id, images = excluded.images,
        downloads = excluded.downloads, last_pieces = excluded.last_pieces, updated_at = now()
      where (p.cikkszam, p.fullname_hu, p.fullname_en, p.content_hu, p.content_en, p.category_id, p.brand_id, p.images,
          p.downloads, p.last_pieces)
        is distinct from (excluded.cikkszam, excluded.fullname_hu, excluded.fullname_en, excluded.content_hu, excluded.content_en,
          excluded.category_id, excluded.brand_id, excluded.images, excluded.downloads, excluded.last_pieces)
      returning id, alias)
    select id, alias from written
    union select p.id, p.alias from products p where p.alias = any(array(select alias from input))`);
  return new Map(written.map((r) => [r.alias, r.id]));
}

export interface ImportedVariant {
  productId: number;
  cikkszam: string;
  name_hu: string;
  name_en: string;
  props: Record<string, string>;
  sort: number;
  stock: number;
  /** the current price the row starts with; the price history then decides it */
  price: number;
}

/**
 * Variants by cikkszam (a variant may move to another product). Answers each variant's id. As with products,
 * a variant the record does not change is not written, and its id is read as it was.
 */
export async function upsertVariants(db: DbOrTx, rows: readonly ImportedVariant[]): Promise<Map<string, number>> {
  // A liquid's or consumable's pack ('Kiszerelés': '4 l') gives its unit price (decision 0027).
  const withPacks = rows.map((r) => {
    const pack = packOf(r.props);
    return { ...r, pack_amount: pack?.amount ?? null, pack_unit: pack?.unit ?? null };
  });
  const written = await queryRows<{ id: number; cikkszam: string }>(db, sql`
    with input as (
      select * from ${jsonRows(withPacks, '"productId" int, cikkszam text, name_hu text, name_en text, props jsonb, price int, stock int, sort int, pack_amount numeric, pack_unit text')}),
    written as (
      insert into variants as v (product_id, cikkszam, name_hu, name_en, props, price, stock, sort, pack_amount, pack_unit)
      select "productId", cikkszam, name_hu, name_en, props, price, stock, sort, pack_amount, pack_unit from input
      on conflict (cikkszam) do update set product_id = excluded.product_id, name_hu = excluded.name_hu,
        name_en = excluded.name_en, props = excluded.props, stock = excluded.stock, sort = excluded.sort,
        pack_amount = excluded.pack_amount, pack_unit = excluded.pack_unit
      where (v.product_id, v.name_hu, v.name_en, v.props, v.stock, v.sort, v.pack_amount, v.pack_unit)
        is distinct from (excluded.product_id, excluded.name_hu, excluded.name_en, excluded.props, excluded.stock, excluded.sort,
          excluded.pack_amount, excluded.pack_unit)
      returning id, cikkszam)
    select id, cikkszam from written
    union select v.id, v.cikkszam from variants v where v.cikkszam = any(array(select cikkszam from input))`);
  return new Map(written.map((r) => [r.cikkszam, r.id]));
}

/** The number of products PostgreSQL's statistics last counted (PGlite's too): 0 before the first ANALYZE. */
export async function countedProducts(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(db, sql`
    select greatest(reltuples, 0)::bigint as n from pg_class where oid = 'products'::regclass`);
  return Number(row?.n ?? 0);
}

/**
 * Fresh planner statistics for the tables a product write and its triggers read. Without them, a catalogue
 * grown by an import faster than autovacuum re-analyzes it gets plans for the small one it was: the triggers'
 * look-ups by product went to sequential scans, and a 500-product batch of a million-product seed took 4 s
 * instead of 0.5 s (decision 0025, session 9 addendum).
 */
export async function analyzeCatalogue(db: DbOrTx): Promise<void> {
  await db.execute(sql`analyze products, variants, variant_bikes, listing_entries, product_facets, search_documents, product_variant_summary`);
}

import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { jsonIntSet, jsonRows, jsonTextSet } from '../../db/json-rows';

/** A variant as the catalogue file shows it (decision 0025). */
export interface VariantLine {
  variantId: number;
  productId: number;
  cikkszam: string;
  productCikkszam: string;
  productName: string;
  variantName: string;
  category: string;
  brand: string;
  props: Record<string, string>;
  price: number;
  prevPrice: number | null;
  stock: number;
  active: boolean;
}

const LINE_COLUMNS = sql`
  v.id as "variantId", v.product_id as "productId", v.cikkszam, p.cikkszam as "productCikkszam",
  p.fullname_hu as "productName", v.name_hu as "variantName", c.alias as category, coalesce(b.name, '') as brand,
  v.props, v.price, v.prev_price as "prevPrice", v.stock, p.active`;
const LINE_FROM = sql`variants v join products p on p.id = v.product_id join categories c on c.id = p.category_id
  left join brands b on b.id = p.brand_id`;

/** `lock`: inside an apply's transaction the rows are locked; a dry run only reads (a lock writes each row). */
export function variantLines(db: DbOrTx, cikkszamok: readonly string[], lock: boolean): Promise<VariantLine[]> {
  return queryRows<VariantLine>(db, sql`select ${LINE_COLUMNS} from ${LINE_FROM} where v.cikkszam in ${jsonTextSet(cikkszamok)} order by v.id ${lock ? sql`for update of v` : sql``}`);
}

/** One page of the export, in product order and each product's variant order. */
export function variantLinesAfter(db: DbOrTx, afterProductId: number, products: number): Promise<VariantLine[]> {
  return queryRows<VariantLine>(db, sql`
    select ${LINE_COLUMNS} from ${LINE_FROM}
    where p.id in (select id from products where id > ${afterProductId} order by id limit ${products})
    order by p.id, v.sort, v.id`);
}

export interface ProductHead {
  productId: number;
  productCikkszam: string;
  productName: string;
  category: string;
  brand: string;
  active: boolean;
}

export async function productHeads(db: DbOrTx, cikkszamok: readonly string[]): Promise<ProductHead[]> {
  // a price or stock file names no products
  if (cikkszamok.length === 0) return [];
  return queryRows<ProductHead>(db, sql`
    select p.id as "productId", p.cikkszam as "productCikkszam", p.fullname_hu as "productName", c.alias as category,
      coalesce(b.name, '') as brand, p.active
    from products p join categories c on c.id = p.category_id left join brands b on b.id = p.brand_id
    where p.cikkszam in ${jsonTextSet(cikkszamok)}`);
}

export async function referenceNames(db: DbOrTx) {
  const categories = await queryRows<{ alias: string }>(db, sql`select alias from categories`);
  return [categories, await queryRows<{ id: number; alias: string; name: string }>(db, sql`select id, alias, name from brands`)] as const;
}

export interface ProductWrite {
  cikkszam: string;
  alias: string;
  name: string;
  category: string;
  brandId: number | null;
  active: boolean;
}

/** New products inserted, changed ones updated, by the product's item number; answers every id. */
export async function upsertFileProducts(db: DbOrTx, rows: readonly ProductWrite[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const written = await queryRows<{ id: number; cikkszam: string }>(db, sql`
    insert into products (alias, cikkszam, fullname_hu, fullname_en, category_id, brand_id, active, updated_at)
    select r.alias, r.cikkszam, r.name, r.name, c.id, r."brandId", r.active, now()
    from ${jsonRows(rows, 'cikkszam text, alias text, name text, category text, "brandId" int, active boolean')}
    join categories c on c.alias = r.category
    on conflict (cikkszam) do update set fullname_hu = excluded.fullname_hu, category_id = excluded.category_id,
      brand_id = excluded.brand_id, active = excluded.active, updated_at = now()
    returning id, cikkszam`);
  return new Map(written.map((r) => [r.cikkszam, r.id]));
}

export interface VariantWrite {
  productId: number;
  cikkszam: string;
  name: string;
  props: Record<string, string>;
  stock: number;
  /** the first price of a new variant; an existing one's price changes only through its history */
  price: number;
  sort: number;
}

export async function upsertFileVariants(db: DbOrTx, rows: readonly VariantWrite[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const written = await queryRows<{ id: number; cikkszam: string }>(db, sql`
    insert into variants (product_id, cikkszam, name_hu, name_en, props, price, stock, sort)
    select r."productId", r.cikkszam, r.name, r.name, r.props, r.price, r.stock, r.sort
    from ${jsonRows(rows, '"productId" int, cikkszam text, name text, props jsonb, price int, stock int, sort int')}
    on conflict (cikkszam) do update set name_hu = excluded.name_hu, props = excluded.props, stock = excluded.stock
    returning id, cikkszam`);
  return new Map(written.map((r) => [r.cikkszam, r.id]));
}

/** The products whose cheapest price may move when these variants' prices do. */
export async function productIdsOfVariants(db: DbOrTx, variantIds: readonly number[]): Promise<number[]> {
  const rows = await queryRows<{ product_id: number }>(db, sql`select distinct product_id from variants where id in ${jsonIntSet(variantIds)}`);
  return rows.map((r) => r.product_id);
}

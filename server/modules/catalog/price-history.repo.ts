import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { jsonIntSet, jsonRows } from '../../db/json-rows';

export interface PricePointRow {
  variantId: number;
  price: number;
  validFrom: Date;
}

/** Adds price points; a point at the same instant as a stored one replaces its price, and is left alone when it has it (an import re-run). */
export async function upsertPricePoints(db: DbOrTx, points: readonly { variantId: number; price: number; from: string }[]): Promise<void> {
  if (points.length === 0) return;
  await db.execute(sql`
    insert into variant_prices (variant_id, price, valid_from)
    select r."variantId", r.price, r."from" from ${jsonRows(points, '"variantId" int, price int, "from" timestamptz')}
    on conflict (variant_id, valid_from) do update set price = excluded.price where variant_prices.price <> excluded.price`);
}

/** Every stored price of the variants, oldest first per variant. */
export async function priceHistories(db: DbOrTx, variantIds: readonly number[]): Promise<PricePointRow[]> {
  const rows = await queryRows<{ variant_id: number; price: number; valid_from: string | Date }>(db, sql`
    select variant_id, price, valid_from from variant_prices
    where variant_id in ${jsonIntSet(variantIds)} order by variant_id, valid_from, id`);
  return rows.map((r) => ({ variantId: r.variant_id, price: r.price, validFrom: new Date(r.valid_from) }));
}

/**
 * Writes the current and the struck previous price the history gives; no other column is touched.
 * Rows already holding them are left alone: a new variant's first price is written by its insert, and
 * an untouched row fires no work in the variants' triggers.
 */
export async function setVariantPrices(db: DbOrTx, rows: readonly { id: number; price: number; prev: number | null }[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    update variants v set price = r.price, prev_price = r.prev
    from ${jsonRows(rows, 'id int, price int, prev int')}
    where v.id = r.id and (v.price, v.prev_price) is distinct from (r.price, r.prev)`);
}

/**
 * Keeps the listing columns (cheapest price, its previous price, sale flag) in step with the variants.
 * Each product's variants are found by the product index (a scan of every variant per import batch
 * grew with the catalogue), and only products whose columns move are written, so the products'
 * listing, facet and search triggers see only real changes.
 */
export async function refreshProductPrices(db: DbOrTx, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.execute(sql`
    update products p set min_price = s.min_price, max_price = s.max_price, prev_price = s.prev_price, on_sale = s.on_sale
    from (
      select i.id, c.price as min_price, c.prev_price, m.max_price, c.prev_price is not null and c.prev_price > c.price as on_sale
      from (select distinct id from ${jsonIntSet(productIds)} as ids(id)) i
      cross join lateral (select v.price, v.prev_price from variants v where v.product_id = i.id and v.active order by v.price, v.id limit 1) c
      cross join lateral (select max(v.price) as max_price from variants v where v.product_id = i.id and v.active) m
    ) s
    where p.id = s.id
      and (p.min_price, p.max_price, p.prev_price, p.on_sale) is distinct from (s.min_price, s.max_price, s.prev_price, s.on_sale)`);
}

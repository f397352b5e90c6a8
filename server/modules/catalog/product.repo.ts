import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { queryPreparedRows, queryRows, type DbOrTx } from '../../db/client';
import { jsonTextSet } from '../../db/json-rows';
import { CARD_COLUMNS, CARD_JOIN, PRODUCT_CARD_COLUMNS, type CardRow } from './listing.repo';

export interface ProductRow extends CardRow {
  content_hu: string;
  content_en: string;
  downloads: { name: string; url: string }[];
  brand_alias: string | null;
  brand_name: string | null;
  variants: VariantRow[];
}

export interface VariantRow {
  id: number;
  name_hu: string;
  name_en: string;
  cikkszam: string;
  props: Record<string, string>;
  price: number;
  prev_price: number | null;
  stock: number;
  pack_amount: string | null;
  pack_unit: 'l' | 'kg' | null;
  bikes: number[];
}

/**
 * Products with their active variants by alias, in one statement: a product page is one round trip to the
 * database (decision 0030), shared with the product pages asked for at the same moment (decision 0044).
 * The variants travel as JSON in their page order; `pack_amount` as text, as the driver reads a numeric
 * column. The aliases are one parameter, so the statement has one text and stays prepared.
 */
export async function findProducts(db: DbOrTx, aliases: readonly string[]): Promise<Map<string, ProductRow>> {
  const rows = await queryPreparedRows<ProductRow>(db, sql`
    select ${PRODUCT_CARD_COLUMNS}, p.content_hu, p.content_en, p.downloads, b.alias as brand_alias, b.name as brand_name,
      (select coalesce(json_agg(json_build_object('id', v.id, 'name_hu', v.name_hu, 'name_en', v.name_en,
          'cikkszam', v.cikkszam, 'props', v.props, 'price', v.price, 'prev_price', v.prev_price, 'stock', v.stock,
          'pack_amount', v.pack_amount::text, 'pack_unit', v.pack_unit,
          'bikes', array(select vb.type_id from variant_bikes vb where vb.variant_id = v.id order by vb.type_id))
        order by v.sort, v.id), '[]'::json)
       from variants v where v.product_id = p.id and v.active) as variants
    from products p left join brands b on b.id = p.brand_id
    ${CARD_JOIN}
    where p.alias = any(array${jsonTextSet(aliases)}) and p.active`);
  return new Map(rows.map((row) => [row.alias, row]));
}

/** True when the alias names a product staff have taken off sale (deactivated, not deleted). */
export async function isInactiveProduct(db: DbOrTx, alias: string): Promise<boolean> {
  return (await queryRows(db, sql`select 1 from products where alias = ${alias} and not active`)).length > 0;
}

/** Where a day's walk through the sale products starts: a signed 32-bit number from the date, as hashint4 gives. */
export function saleWalkStart(day: string): number {
  return createHash('sha256').update(day).digest().readInt32BE(0);
}

/**
 * Sale products for the home page: in-stock ones first, then sold-out ones to fill up. Each set is walked
 * in the order of a hash of the id (`products_sale_walk_idx`, migration 0025) from a point that moves once a
 * day, wrapping round: the choice is stable within a day yet varies, and costs a few index entries per card
 * however many products are on sale (sorting every sale product by a daily hash took 2.2 s at a million).
 */
export async function saleProducts(db: DbOrTx, limit: number, day: string): Promise<CardRow[]> {
  const start = saleWalkStart(day);
  const walk = (inStock: boolean, n: number) => {
    const part = (from: SQL, rank: number) => sql`(select s.id, ${sql.raw(String(rank))} as part, hashint4(s.id) as h
      from products s join product_variant_summary v on v.product_id = s.id
      where s.active and s.on_sale and v.in_stock = ${inStock} and ${from} order by hashint4(s.id) limit ${n})`;
    return queryRows<CardRow>(db, sql`
      select ${CARD_COLUMNS} from (
        select id, part, h from (${part(sql`hashint4(s.id) >= ${start}`, 0)} union all ${part(sql`hashint4(s.id) < ${start}`, 1)}) w
        order by part, h limit ${n}) pick
      join products p on p.id = pick.id ${CARD_JOIN}
      order by pick.part, pick.h`);
  };
  const buyable = await walk(true, limit);
  return buyable.length < limit ? [...buyable, ...await walk(false, limit - buyable.length)] : buyable;
}

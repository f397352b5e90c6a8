import { sql } from 'drizzle-orm';
import { queryPreparedRows, queryRows, type DbOrTx } from '../../db/client';
import { CARD_COLUMNS, CARD_JOIN, type CardRow } from './listing.repo';

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
 * The product with its active variants, in one statement: a product page is one round trip to the
 * database (decision 0030). The variants travel as JSON in their page order; `pack_amount` as text, as
 * the driver reads a numeric column.
 */
export async function findProduct(db: DbOrTx, alias: string): Promise<ProductRow | null> {
  const [row] = await queryPreparedRows<ProductRow>(db, sql`
    select ${CARD_COLUMNS}, p.content_hu, p.content_en, p.downloads, b.alias as brand_alias, b.name as brand_name,
      (select coalesce(json_agg(json_build_object('id', v.id, 'name_hu', v.name_hu, 'name_en', v.name_en,
          'cikkszam', v.cikkszam, 'props', v.props, 'price', v.price, 'prev_price', v.prev_price, 'stock', v.stock,
          'pack_amount', v.pack_amount::text, 'pack_unit', v.pack_unit,
          'bikes', array(select vb.type_id from variant_bikes vb where vb.variant_id = v.id order by vb.type_id))
        order by v.sort, v.id), '[]'::json)
       from variants v where v.product_id = p.id and v.active) as variants
    from products p left join brands b on b.id = p.brand_id
    ${CARD_JOIN}
    where p.alias = ${alias} and p.active`);
  return row ?? null;
}

/** True when the alias names a product staff have taken off sale (deactivated, not deleted). */
export async function isInactiveProduct(db: DbOrTx, alias: string): Promise<boolean> {
  return (await queryRows(db, sql`select 1 from products where alias = ${alias} and not active`)).length > 0;
}

/**
 * Sale products for the home page: in-stock ones first, then an order that changes once a day
 * (a hash of the id and the date), so the choice is stable within a day yet varies.
 */
export async function saleProducts(db: DbOrTx, limit: number, day: string): Promise<CardRow[]> {
  return queryRows<CardRow>(db, sql`
    select ${CARD_COLUMNS} from products p ${CARD_JOIN} where p.id in (
      select s.id from products s where s.active and s.on_sale
      order by exists (select 1 from variants v where v.product_id = s.id and v.active and v.stock > 0) desc,
        md5(s.id::text || ${day}), s.id
      limit ${limit})
    order by in_stock desc, md5(p.id::text || ${day}), p.id`);
}

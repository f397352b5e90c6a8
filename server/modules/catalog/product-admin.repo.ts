import { sql, type SQL } from 'drizzle-orm';
import type { ProductFilterValues, ProductListQuery } from '../../../contract/catalog-admin';
import { queryRows, type DbOrTx } from '../../db/client';
import type { StoredImage } from '../media/media.service';
import { containsPattern, pageWindow } from '../../shared/list-page';

/**
 * The back office's product list over 33,000 products: each filter is an indexed condition or an
 * EXISTS on the variants of one product, the page's stock and variant counts are computed for its
 * rows only. Raw SQL: the filters are correlated subqueries Drizzle's builder would only obscure.
 */

const SORTS: Record<ProductListQuery['sort'], SQL> = {
  id: sql`p.id`,
  fullname_hu: sql`lower(p.fullname_hu)`,
  cikkszam: sql`lower(p.cikkszam)`,
  minPrice: sql`p.min_price`,
  updatedAt: sql`p.updated_at`,
};

const inStock = sql`exists (select 1 from variants v where v.product_id = p.id and v.active and v.stock > 0)`;
const linked = sql`exists (select 1 from variants v join variant_bikes vb on vb.variant_id = v.id where v.product_id = p.id)`;
/** Neither an uploaded photo nor an imported picture address. */
const noPhoto = sql`(p.images = '[]'::jsonb and not exists (select 1 from product_photos ph where ph.product_id = p.id))`;
const yesNo = (value: boolean, condition: SQL) => (value ? condition : sql`not (${condition})`);

/** The free text: a name word part (the trigram index), or the beginning of a product's or variant's item number. */
function textCondition(q: string): SQL {
  const prefix = `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(shop_unaccent(lower(p.fullname_hu)) like shop_unaccent(lower(${containsPattern(q)}))
    or lower(p.cikkszam) like ${prefix}
    or p.id = any(array(select v.product_id from variants v where lower(v.cikkszam) like ${prefix})))`;
}

export function productWhere(filter: ProductFilterValues): SQL {
  const conditions: SQL[] = [sql`true`];
  const q = filter.q?.trim();
  if (q) conditions.push(textCondition(q));
  if (filter.category) {
    conditions.push(sql`p.category_id in (with recursive tree as (
      select id from categories where alias = ${filter.category}
      union all select c.id from categories c join tree t on c.parent_id = t.id) select id from tree)`);
  }
  if (filter.brand) conditions.push(sql`p.brand_id = (select id from brands where alias = ${filter.brand})`);
  if (filter.onSale !== undefined) conditions.push(sql`p.on_sale = ${filter.onSale}`);
  if (filter.active !== undefined) conditions.push(sql`p.active = ${filter.active}`);
  if (filter.outOfStock !== undefined) conditions.push(yesNo(!filter.outOfStock, inStock));
  if (filter.noPhoto !== undefined) conditions.push(yesNo(filter.noPhoto, noPhoto));
  if (filter.noFitment !== undefined) conditions.push(yesNo(!filter.noFitment, linked));
  return sql.join(conditions, sql` and `);
}

export interface ProductSummaryRow {
  id: number; alias: string; cikkszam: string; fullname_hu: string; category_alias: string; category_name: string;
  brand_name: string | null; min_price: number; max_price: number; on_sale: boolean; stock: number; variant_count: number;
  active: boolean;
  /** the first uploaded photo, else the first imported address, else null */
  image: StoredImage | null;
}

export async function listProductRows(db: DbOrTx, query: ProductListQuery): Promise<{ rows: ProductSummaryRow[]; total: number }> {
  const where = productWhere(query);
  const direction = query.order === 'ASC' ? sql`asc` : sql`desc`;
  const { limit, offset } = pageWindow(query);
  const [rows, [totals]] = await Promise.all([
    queryRows<ProductSummaryRow>(db, sql`
      select p.id, p.alias, p.cikkszam, p.fullname_hu, c.alias as category_alias, c.name_hu as category_name, b.name as brand_name,
        p.min_price, p.max_price, p.on_sale, p.active, coalesce((select jsonb_build_object('hash', ph.hash, 'alt', ph.alt, 'width', ph.width, 'height', ph.height,
          'widths', ph.widths, 'avif', ph.avif_widths) from product_photos ph where ph.product_id = p.id order by ph.sort, ph.id limit 1),
          p.images->0) as image, s.stock, s.variant_count
      from products p
      join categories c on c.id = p.category_id
      left join brands b on b.id = p.brand_id
      cross join lateral (select coalesce(sum(v.stock) filter (where v.active), 0)::int as stock, count(*)::int as variant_count
        from variants v where v.product_id = p.id) s
      where ${where}
      order by ${SORTS[query.sort]} ${direction}, p.id ${direction}
      limit ${limit} offset ${offset}`),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from products p where ${where}`),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** The ids a bulk action's filter selects, up to `limit` + 1 so the caller can refuse a larger selection. */
export async function productIdsWhere(db: DbOrTx, filter: ProductFilterValues, limit: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`select p.id from products p where ${productWhere(filter)} order by p.id limit ${limit + 1}`);
  return rows.map((row) => row.id);
}

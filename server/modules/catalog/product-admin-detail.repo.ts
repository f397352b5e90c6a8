import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';

export interface AdminProductRow {
  id: number; alias: string; cikkszam: string; fullname_hu: string; fullname_en: string; content_hu: string; content_en: string;
  category_alias: string; brand_alias: string | null; brand_name: string | null; images: string[]; downloads: { name: string; url: string }[];
  active: boolean; updated_at: string | Date;
}

export interface AdminVariantRow {
  id: number; cikkszam: string; name_hu: string; name_en: string; props: Record<string, string>; price: number;
  prev_price: number | null; stock: number; active: boolean; bike_count: number;
  /** oldest first */
  price_history: { price: number; from: string }[];
}

/** One product as staff edit it, with every variant (inactive ones too) and its number of fitment links. */
export async function findAdminProduct(db: DbOrTx, id: number): Promise<{ product: AdminProductRow; variants: AdminVariantRow[] } | null> {
  const [product] = await queryRows<AdminProductRow>(db, sql`
    select p.id, p.alias, p.cikkszam, p.fullname_hu, p.fullname_en, p.content_hu, p.content_en, c.alias as category_alias,
      b.alias as brand_alias, b.name as brand_name, p.images, p.downloads, p.active, p.updated_at
    from products p join categories c on c.id = p.category_id left join brands b on b.id = p.brand_id
    where p.id = ${id}`);
  if (!product) return null;
  const variants = await queryRows<AdminVariantRow>(db, sql`
    select v.id, v.cikkszam, v.name_hu, v.name_en, v.props, v.price, v.prev_price, v.stock, v.active,
      (select count(*)::int from variant_bikes vb where vb.variant_id = v.id) as bike_count,
      (select coalesce(json_agg(json_build_object('price', vp.price, 'from', vp.valid_from) order by vp.valid_from, vp.id), '[]'::json)
        from variant_prices vp where vp.variant_id = v.id) as price_history
    from variants v where v.product_id = ${id} order by v.sort, v.id`);
  return { product, variants };
}

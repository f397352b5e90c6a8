import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';

/** One sellable variant with what both feeds need of its product. */
export interface FeedRow {
  product_id: number;
  alias: string;
  product_cikkszam: string;
  fullname_hu: string;
  content_hu: string;
  images: string[];
  category_id: number;
  brand: string | null;
  variant_id: number;
  cikkszam: string;
  variant_name: string;
  price: number;
  prev_price: number | null;
  stock: number;
}

/** Active variants of active products, a batch of products at a time in id order (keyset, so memory stays flat). */
export function feedRows(db: DbOrTx, afterProductId: number, products: number): Promise<FeedRow[]> {
  return queryRows<FeedRow>(db, sql`
    with batch as (select id from products where active and id > ${afterProductId} order by id limit ${products})
    select p.id as product_id, p.alias, p.cikkszam as product_cikkszam, p.fullname_hu, p.content_hu, p.images,
           p.category_id, b.name as brand, v.id as variant_id, v.cikkszam, v.name_hu as variant_name, v.price,
           v.prev_price, v.stock
    from batch join products p on p.id = batch.id
    join variants v on v.product_id = p.id and v.active
    left join brands b on b.id = p.brand_id
    order by p.id, v.sort, v.id`);
}

export function categoryNames(db: DbOrTx) {
  return queryRows<{ id: number; parent_id: number | null; name_hu: string }>(db, sql`select id, parent_id, name_hu from categories`);
}

/**
 * A cheap digest of everything the feeds show: when it changes, the files are written again. Prices,
 * stock and activity of variants, and products' names, texts, images and categories (through updated_at).
 */
export async function feedFingerprint(db: DbOrTx): Promise<string> {
  const [row] = await queryRows<{ digest: string }>(db, sql`
    select concat_ws(':',
      (select count(*) || '-' || coalesce(max(updated_at)::text, '') || '-' || coalesce(sum(id), 0) from products where active),
      (select count(*) || '-' || coalesce(sum(price::bigint * 31 + stock + id), 0) || '-' || coalesce(sum(coalesce(prev_price, 0)), 0)
         from variants where active),
      (select count(*) || '-' || coalesce(sum(id * 7 + coalesce(parent_id, 0)), 0) from categories)) as digest`);
  return row!.digest;
}

import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../server/db/client';
import { previousPrice } from '../../server/modules/catalog/price-rules';
import { sanitizeHtml } from '../../server/shared/sanitize-html';
import { jsonRows, jsonTextSet } from './json-rows';
import type { ProductRecord } from './records';

/**
 * Upserts one batch of products with their variants, price history and fitment.
 * Callers run it inside a transaction so a batch lands whole or not at all.
 */
export async function applyProductBatch(db: DbOrTx, batch: readonly ProductRecord[]): Promise<void> {
  const productRows = batch.map((p) => ({
    alias: p.alias, cikkszam: p.cikkszam, fullname_hu: p.fullname_hu, fullname_en: p.fullname_en,
    content_hu: sanitizeHtml(p.content_hu), content_en: sanitizeHtml(p.content_en),
    category: p.categoryAlias, brand: p.brandAlias, images: p.images, downloads: p.downloads, last: p.lastPieces,
  }));
  await db.execute(sql`
    insert into products (alias, cikkszam, fullname_hu, fullname_en, content_hu, content_en, category_id, brand_id,
      images, downloads, last_pieces, updated_at)
    select r.alias, r.cikkszam, r.fullname_hu, r.fullname_en, r.content_hu, r.content_en, c.id, b.id,
      r.images, r.downloads, r.last, now()
    from ${jsonRows(productRows, 'alias text, cikkszam text, fullname_hu text, fullname_en text, content_hu text, content_en text, category text, brand text, images jsonb, downloads jsonb, last boolean')}
    join categories c on c.alias = r.category
    left join brands b on b.alias = r.brand
    on conflict (alias) do update set cikkszam = excluded.cikkszam, fullname_hu = excluded.fullname_hu,
      fullname_en = excluded.fullname_en, content_hu = excluded.content_hu, content_en = excluded.content_en,
      category_id = excluded.category_id, brand_id = excluded.brand_id, images = excluded.images,
      downloads = excluded.downloads, last_pieces = excluded.last_pieces, updated_at = now()`);

  const variants = batch.flatMap((p) => p.variants.map((v, sort) => ({ product: p.alias, v, sort })));
  const variantRows = variants.map(({ product, v, sort }) => ({
    product, cikkszam: v.cikkszam, name_hu: v.name_hu, name_en: v.name_en, props: v.props, sort, stock: v.stock,
    price: v.prices.at(-1)?.price,
    prev: previousPrice(v.prices.map((p) => ({ price: p.price, from: new Date(p.from) }))),
  }));
  await db.execute(sql`
    insert into variants (product_id, cikkszam, name_hu, name_en, props, price, prev_price, stock, sort)
    select p.id, r.cikkszam, r.name_hu, r.name_en, r.props, r.price, r.prev, r.stock, r.sort
    from ${jsonRows(variantRows, 'product text, cikkszam text, name_hu text, name_en text, props jsonb, price int, prev int, stock int, sort int')}
    join products p on p.alias = r.product
    on conflict (cikkszam) do update set product_id = excluded.product_id, name_hu = excluded.name_hu,
      name_en = excluded.name_en, props = excluded.props, price = excluded.price, prev_price = excluded.prev_price,
      stock = excluded.stock, sort = excluded.sort`);

  const priceRows = variants.flatMap(({ v }) => v.prices.map((p) => ({ cikkszam: v.cikkszam, price: p.price, from: p.from })));
  await db.execute(sql`
    insert into variant_prices (variant_id, price, valid_from)
    select v.id, r.price, r."from" from ${jsonRows(priceRows, 'cikkszam text, price int, "from" timestamptz')}
    join variants v on v.cikkszam = r.cikkszam
    on conflict (variant_id, valid_from) do update set price = excluded.price`);

  // Fitment is replaced, not merged: the import is the truth about which bikes a variant fits.
  const cikkszamok = variants.map(({ v }) => v.cikkszam);
  await db.execute(sql`delete from variant_bikes where variant_id in
    (select id from variants where cikkszam in ${jsonTextSet(cikkszamok)})`);
  const bikeRows = variants.flatMap(({ v }) => v.bikes.map((bike) => ({ cikkszam: v.cikkszam, bike })));
  if (bikeRows.length) await db.execute(sql`
    insert into variant_bikes (variant_id, type_id)
    select v.id, r.bike from ${jsonRows(bikeRows, 'cikkszam text, bike int')}
    join variants v on v.cikkszam = r.cikkszam
    on conflict do nothing`);

  await refreshProductPrices(db, batch.map((p) => p.alias));
}

/** Keeps the listing columns (cheapest price, its previous price, sale flag) in step with the variants. */
export async function refreshProductPrices(db: DbOrTx, aliases: readonly string[]): Promise<void> {
  await db.execute(sql`
    update products p set min_price = s.min_price, max_price = s.max_price, prev_price = s.prev_price,
      on_sale = s.prev_price is not null and s.prev_price > s.min_price
    from (
      select distinct on (v.product_id) v.product_id, v.price as min_price, v.prev_price,
        max(v.price) over (partition by v.product_id) as max_price
      from variants v join products pp on pp.id = v.product_id
      where v.active and pp.alias in ${jsonTextSet(aliases)}
      order by v.product_id, v.price, v.id
    ) s
    where p.id = s.product_id`);
}

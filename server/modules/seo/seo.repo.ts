import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';

/**
 * Search engines read the HTML before any script runs, so the server needs a few facts per page.
 * These read-only queries span catalog and content tables: SEO is a read model of the whole shop.
 */
export interface ProductFacts {
  alias: string;
  name: string;
  cikkszam: string;
  content: string;
  image: string | null;
  price: number;
  inStock: boolean;
  brand: string | null;
  /** top-level category first */
  categories: { alias: string; name: string }[];
}

export async function findProductFacts(db: DbOrTx, alias: string): Promise<ProductFacts | null> {
  const [row] = await queryRows<{
    alias: string; name: string; cikkszam: string; content: string; images: string[]; price: number;
    in_stock: boolean; brand: string | null; categories: { alias: string; name: string }[];
  }>(db, sql`
    with recursive path as (
      select c.id, c.parent_id, c.alias, c.name_hu, c.depth from categories c
      join products p on p.category_id = c.id where p.alias = ${alias}
      union all
      select c.id, c.parent_id, c.alias, c.name_hu, c.depth from categories c join path on c.id = path.parent_id
    )
    select p.alias, p.fullname_hu as name, p.cikkszam, p.content_hu as content, p.images, p.min_price as price,
      exists (select 1 from variants v where v.product_id = p.id and v.active and v.stock > 0) as in_stock,
      b.name as brand,
      (select coalesce(json_agg(json_build_object('alias', alias, 'name', name_hu) order by depth), '[]') from path) as categories
    from products p left join brands b on b.id = p.brand_id
    where p.alias = ${alias} and p.active`);
  if (!row) return null;
  return {
    alias: row.alias, name: row.name, cikkszam: row.cikkszam, content: row.content, image: row.images[0] ?? null,
    price: row.price, inStock: row.in_stock, brand: row.brand, categories: row.categories,
  };
}

export async function findCategoryFacts(db: DbOrTx, alias: string) {
  const [row] = await queryRows<{ alias: string; name: string; depth: number; top: string; children: string | null }>(db, sql`
    with recursive up as (
      select id, parent_id, alias, name_hu, depth from categories where alias = ${alias}
      union all
      select c.id, c.parent_id, c.alias, c.name_hu, c.depth from categories c join up on c.id = up.parent_id
    )
    select (select alias from up order by depth desc limit 1) as alias,
      (select name_hu from up order by depth desc limit 1) as name,
      (select depth from up order by depth desc limit 1) as depth,
      (select alias from up where depth = 1) as top,
      (select string_agg(c.name_hu, ', ' order by c.sort) from categories c
        where c.parent_id = (select id from up order by depth desc limit 1)) as children`);
  return row?.alias ? row : null;
}

export async function findPageFacts(db: DbOrTx, alias: string) {
  const [row] = await queryRows<{ alias: string; title: string; content: string }>(db, sql`
    select alias, title, content from pages where alias = ${alias}`);
  return row ?? null;
}

export interface SitemapEntry { path: string; lastmod: string | null }

export async function listSitemapEntries(db: DbOrTx): Promise<SitemapEntry[]> {
  return queryRows<SitemapEntry>(db, sql`
    select '/termek/' || alias as path, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as lastmod
      from products where active
    union all
    select case when c.depth = 1 then '/' || c.alias else '/' || top.alias || '/' || c.alias || '/' end, null
      from categories c
      left join categories p on p.id = c.parent_id
      left join categories top on top.id = coalesce(p.parent_id, c.parent_id, c.id) and top.depth = 1
    union all
    select case when alias in ('adatvedelmi-nyilatkozat', 'felhasznalasi-feltetelek') then '/' || alias else '/o/' || alias end, null
      from pages
    order by 1`);
}

/** The first home slide: the home page's largest picture, worth fetching before the app asks for it. */
export async function findFirstSliderImage(db: DbOrTx): Promise<string | null> {
  const [row] = await queryRows<{ src: string }>(db, sql`select src from sliders order by sort, id limit 1`);
  return row?.src ?? null;
}

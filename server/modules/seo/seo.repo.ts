import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';

/** Every address the sitemap lists: products, categories at any depth, brands with products, content pages. */
export interface SitemapEntry { path: string; lastmod: string | null }

/**
 * Every address the sitemap lists, sorted by path, as JSON texts of at most `perText` `[path, lastmod]`
 * pairs: one text parsed at a time, and let go, rather than a million row objects at once.
 */
export async function* listSitemapEntries(db: DbOrTx, perText = 10_000): AsyncGenerator<SitemapEntry> {
  const texts = await queryRows<{ entries: string }>(db, sql`
    select json_agg(json_build_array(path, lastmod) order by path)::text as entries
    from (
      select path, lastmod, (row_number() over (order by path) - 1) / ${perText} as chunk
      from (
        select '/termek/' || alias as path, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as lastmod
          from products where active
        union all
        select case when c.depth = 1 then '/' || c.alias else '/' || top.alias || '/' || c.alias || '/' end, null
          from categories c
          left join categories p on p.id = c.parent_id
          left join categories top on top.id = coalesce(p.parent_id, c.parent_id, c.id) and top.depth = 1
          where not c.hidden
        union all
        select '/marka/' || b.alias, null
          from brands b where exists (select 1 from products p where p.brand_id = b.id and p.active)
        union all
        select case when alias in ('adatvedelmi-nyilatkozat', 'felhasznalasi-feltetelek') then '/' || alias else '/o/' || alias end, null
          from pages) as entries) as numbered
    group by chunk
    order by chunk`);
  for (const row of texts) {
    const text = row.entries;
    row.entries = '';
    for (const [path, lastmod] of JSON.parse(text) as [string, string | null][]) yield { path, lastmod };
  }
}

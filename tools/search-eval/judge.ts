import type pg from 'pg';

/**
 * One judged query: a product is relevant when it meets every given condition. Categories include
 * their sub-categories; `bike` is free text every word of which must occur in the search key of a
 * motorcycle type one of the product's variants fits; `name` must occur in the unaccented name;
 * `item` must begin the product's or one of its variants' item numbers.
 */
export interface JudgedQuery {
  q: string;
  categories?: string[];
  brands?: string[];
  bike?: string;
  name?: string;
  item?: string;
}

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();

/** The query's relevance condition over `products p`, with its parameters numbered from 1. */
export function relevanceCondition(query: JudgedQuery): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const parts = ['p.active'];
  if (query.categories) {
    parts.push(`p.category_id in (with recursive sub(id) as (select id from categories where alias = any(${param(query.categories)}::text[])
      union select c.id from categories c join sub on c.parent_id = sub.id) select id from sub)`);
  }
  if (query.brands) parts.push(`p.brand_id in (select id from brands where alias = any(${param(query.brands)}::text[]))`);
  if (query.bike) {
    const words = plain(query.bike).split(/\s+/).map((w) => w.replace(/[^a-z0-9]/g, '')).filter(Boolean);
    const keys = words.map((w) => `t.search_key like ${param(`%${w}%`)}`).join(' and ');
    parts.push(`exists (select 1 from variants v join variant_bikes vb on vb.variant_id = v.id join bike_types t on t.id = vb.type_id
      where v.product_id = p.id and v.active and ${keys})`);
  }
  if (query.name) parts.push(`shop_unaccent(lower(p.fullname_hu)) like ${param(`%${plain(query.name)}%`)}`);
  if (query.item) {
    const prefix = param(`${query.item.toLowerCase()}%`);
    parts.push(`(lower(p.cikkszam) like ${prefix} or exists (select 1 from variants v where v.product_id = p.id and lower(v.cikkszam) like ${prefix}))`);
  }
  return { sql: parts.join(' and '), params };
}

/** Which of the given product aliases are relevant, and how many relevant products the catalogue holds. */
export async function judge(client: pg.Client, query: JudgedQuery, aliases: string[]): Promise<{ relevant: boolean[]; available: number }> {
  const condition = relevanceCondition(query);
  const aliasParam = `$${condition.params.length + 1}`;
  const [rows, count] = await Promise.all([
    client.query<{ alias: string }>(`select p.alias from products p where p.alias = any(${aliasParam}::text[]) and ${condition.sql}`, [...condition.params, aliases]),
    client.query<{ n: string }>(`select count(*) as n from products p where ${condition.sql}`, condition.params),
  ]);
  const hits = new Set(rows.rows.map((r) => r.alias));
  return { relevant: aliases.map((a) => hits.has(a)), available: Number(count.rows[0]?.n ?? 0) };
}

import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import type { CategoryNode } from './category-index';

export interface CategoryRow {
  id: number;
  alias: string;
  parentId: number | null;
  nameHu: string;
  nameEn: string;
  /** active products attached directly to this category (category_counts, kept by triggers) */
  ownCount: number;
}

export async function listCategoriesWithCounts(db: DbOrTx): Promise<CategoryRow[]> {
  const rows = await queryRows<{ id: number; alias: string; parent_id: number | null; name_hu: string; name_en: string; own: number }>(db, sql`
    select c.id, c.alias, c.parent_id, c.name_hu, c.name_en, coalesce(n.own, 0)::int as own
    from categories c
    left join (select category_id, products as own from category_counts) n on n.category_id = c.id
    left join categories p on p.id = c.parent_id
    left join categories g on g.id = p.parent_id
    -- a hidden category and everything below it stay out of the menus
    where not c.hidden and not coalesce(p.hidden, false) and not coalesce(g.hidden, false)
    order by c.depth, c.sort, c.name_hu`)
  return rows.map((r) => ({
    id: r.id, alias: r.alias, parentId: r.parent_id, nameHu: r.name_hu, nameEn: r.name_en, ownCount: Number(r.own),
  }));
}

export async function listCategoryNodes(db: DbOrTx): Promise<CategoryNode[]> {
  const rows = await queryRows<{ id: number; alias: string; parent_id: number | null; name_hu: string; name_en: string; hidden: boolean }>(db, sql`
    select c.id, c.alias, c.parent_id, c.name_hu, c.name_en,
      c.hidden or coalesce(p.hidden, false) or coalesce(g.hidden, false) as hidden
    from categories c
    left join categories p on p.id = c.parent_id
    left join categories g on g.id = p.parent_id
    order by c.depth, c.sort, c.name_hu, c.id`);
  return rows.map((r) => ({ id: r.id, alias: r.alias, parentId: r.parent_id, nameHu: r.name_hu, nameEn: r.name_en, hidden: r.hidden }));
}

export async function findBrand(db: DbOrTx, alias: string): Promise<{ id: number; alias: string; name: string } | null> {
  const [row] = await queryRows<{ id: number; alias: string; name: string }>(db, sql`
    select id, alias, name from brands where alias = ${alias}`);
  return row ?? null;
}

export async function anyProduct(db: DbOrTx): Promise<boolean> {
  const [row] = await queryRows<{ any: boolean }>(db, sql`select exists (select 1 from products) as any`);
  return row?.any ?? false;
}

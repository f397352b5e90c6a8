import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';

export interface AdminCategoryRow {
  id: number;
  alias: string;
  parentId: number | null;
  nameHu: string;
  nameEn: string;
  depth: number;
  sort: number;
  hidden: boolean;
  /** active products attached directly to it (category_counts) */
  ownCount: number;
  oldAliases: string[];
}

/** The whole tree (about a hundred rows) with direct counts and former aliases, in category order. */
export async function listAdminCategoryRows(db: DbOrTx): Promise<AdminCategoryRow[]> {
  const rows = await queryRows<{
    id: number; alias: string; parent_id: number | null; name_hu: string; name_en: string; depth: number; sort: number;
    hidden: boolean; own: number; old_aliases: string[] | null;
  }>(db, sql`
    select c.id, c.alias, c.parent_id, c.name_hu, c.name_en, c.depth, c.sort, c.hidden,
      coalesce((select n.products from category_counts n where n.category_id = c.id), 0)::int as own,
      (select array_agg(a.alias order by a.replaced_at) from category_aliases a where a.category_id = c.id) as old_aliases
    from categories c
    order by c.depth, c.sort, c.name_hu, c.id`);
  return rows.map((r) => ({
    id: r.id, alias: r.alias, parentId: r.parent_id, nameHu: r.name_hu, nameEn: r.name_en, depth: Number(r.depth),
    sort: Number(r.sort), hidden: r.hidden, ownCount: Number(r.own), oldAliases: r.old_aliases ?? [],
  }));
}

/** Keeps `oldAlias` pointing at the category; an alias given back to a category stops redirecting. */
export async function rememberOldAlias(db: DbOrTx, categoryId: number, oldAlias: string, newAlias: string): Promise<void> {
  await db.execute(sql`delete from category_aliases where alias = ${newAlias}`);
  await db.execute(sql`
    insert into category_aliases (alias, category_id) values (${oldAlias}, ${categoryId})
    on conflict (alias) do update set category_id = excluded.category_id, replaced_at = now()`);
}

export async function isOldAliasOfAnother(db: DbOrTx, alias: string, categoryId: number): Promise<boolean> {
  const [row] = await queryRows<{ taken: boolean }>(db, sql`
    select exists (select 1 from category_aliases where alias = ${alias} and category_id <> ${categoryId}) as taken`);
  return row?.taken ?? false;
}

export async function setCategoryFields(db: DbOrTx, id: number, values: { alias?: string; hidden?: boolean }): Promise<void> {
  if (values.alias !== undefined) await db.execute(sql`update categories set alias = ${values.alias} where id = ${id}`);
  if (values.hidden !== undefined) await db.execute(sql`update categories set hidden = ${values.hidden} where id = ${id}`);
}

/** Children of `parentId` get sort 10, 20, … in the order of `ids`. */
export async function setChildOrder(db: DbOrTx, parentId: number, ids: readonly number[]): Promise<void> {
  await db.execute(sql`
    update categories c set sort = r.position * 10
    from json_to_recordset(${JSON.stringify(ids.map((id, i) => ({ id, position: i + 1 })))}::json) as r(id int, position int)
    where c.id = r.id and c.parent_id = ${parentId}`);
}

/** Former alias -> category id, for the redirect of old addresses. */
export async function listOldAliases(db: DbOrTx): Promise<{ alias: string; categoryId: number }[]> {
  return queryRows<{ alias: string; categoryId: number }>(db, sql`select alias, category_id as "categoryId" from category_aliases`);
}

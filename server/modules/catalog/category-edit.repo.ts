import { eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { categories } from './catalog.tables';

export type CategoryRow = typeof categories.$inferSelect;

export async function categoryByAlias(db: DbOrTx, alias: string): Promise<CategoryRow | null> {
  const [row] = await db.select().from(categories).where(eq(categories.alias, alias));
  return row ?? null;
}

/** How many levels the category's subtree has below it (0 for a leaf), and whether `candidate` is in it. */
export async function subtreeOf(db: DbOrTx, id: number, candidateId: number): Promise<{ height: number; contains: boolean }> {
  const [row] = await queryRows<{ height: number; contains: boolean }>(db, sql`
    with recursive sub(id, level) as (
      select id, 0 from categories where id = ${id}
      union all select c.id, s.level + 1 from categories c join sub s on c.parent_id = s.id
    )
    select max(level)::int as height, bool_or(id = ${candidateId}) as contains from sub`);
  return row ?? { height: 0, contains: false };
}

export async function insertCategory(db: DbOrTx, values: typeof categories.$inferInsert): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning();
  return row!;
}

export async function updateCategoryRow(db: DbOrTx, id: number, values: Partial<typeof categories.$inferInsert>): Promise<void> {
  await db.update(categories).set(values).where(eq(categories.id, id));
}

/** After a move every category below keeps its distance from the moved one. */
export async function shiftSubtreeDepth(db: DbOrTx, id: number, by: number): Promise<void> {
  if (by === 0) return;
  await db.execute(sql`
    with recursive sub(id) as (
      select id from categories where parent_id = ${id}
      union all select c.id from categories c join sub s on c.parent_id = s.id
    )
    update categories set depth = depth + ${by} where id in (select id from sub)`);
}

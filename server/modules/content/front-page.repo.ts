import { asc, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { currentTopics, sliders } from './content.tables';

/** The front page's two ordered lists; both have an id and a sort, so one set of queries serves them. */
export type FrontPageTable = typeof sliders | typeof currentTopics;
export type SliderRow = typeof sliders.$inferSelect;
export type CurrentTopicRow = typeof currentTopics.$inferSelect;
type RowOf<T extends FrontPageTable> = T['$inferSelect'];
type ValuesOf<T extends FrontPageTable> = Omit<T['$inferInsert'], 'id'>;

// Drizzle's builders do not accept a union of tables; every query below touches only the columns both share.
type Sliders = typeof sliders;

export async function findItem<T extends FrontPageTable>(db: DbOrTx, table: T, id: number): Promise<RowOf<T> | null> {
  const t = table as Sliders;
  const [row] = await db.select().from(t).where(eq(t.id, id)).for('update');
  return (row as RowOf<T> | undefined) ?? null;
}

export async function listItemIds(db: DbOrTx, table: FrontPageTable): Promise<number[]> {
  const t = table as Sliders;
  const rows = await db.select({ id: t.id }).from(t).orderBy(asc(t.sort), asc(t.id)).for('update');
  return rows.map((row) => row.id);
}

export async function nextSort(db: DbOrTx, table: FrontPageTable): Promise<number> {
  const t = table as Sliders;
  const [row] = await db.select({ last: max(t.sort) }).from(t);
  return (row?.last ?? 0) + 1;
}

export async function insertItem<T extends FrontPageTable>(db: DbOrTx, table: T, values: ValuesOf<T>): Promise<RowOf<T>> {
  const t = table as Sliders;
  const [row] = await db.insert(t).values(values as ValuesOf<Sliders>).returning();
  return row as RowOf<T>;
}

export async function updateItem<T extends FrontPageTable>(
  db: DbOrTx, table: T, id: number, values: Partial<ValuesOf<T>>,
): Promise<RowOf<T>> {
  const t = table as Sliders;
  const [row] = await db.update(t).set(values as Partial<ValuesOf<Sliders>>).where(eq(t.id, id)).returning();
  return row as RowOf<T>;
}

export async function deleteItem(db: DbOrTx, table: FrontPageTable, id: number): Promise<void> {
  const t = table as Sliders;
  await db.delete(t).where(eq(t.id, id));
}

export async function deleteAllItems(db: DbOrTx, table: FrontPageTable): Promise<void> {
  await db.delete(table as Sliders);
}

import { alias } from 'drizzle-orm/pg-core';
import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pages } from './content.tables';

/** The columns a page write sets; the parent by id. */
export interface PageValues {
  alias: string;
  parentId: number | null;
  title: string;
  content: string;
  sort: number;
}

const parent = alias(pages, 'parent');

/** A page row with its parent's alias, the shape the write use cases answer with. */
function selectPageRecord(db: DbOrTx) {
  return db
    .select({
      id: pages.id, alias: pages.alias, parentId: pages.parentId, parentAlias: parent.alias,
      title: pages.title, content: pages.content, sort: pages.sort,
    })
    .from(pages)
    .leftJoin(parent, eq(parent.id, pages.parentId));
}

export type PageRow = Awaited<ReturnType<typeof selectPageRecord>>[number];

export async function findPageById(db: DbOrTx, id: number): Promise<PageRow | null> {
  const [row] = await selectPageRecord(db).where(eq(pages.id, id)).for('update', { of: pages });
  return row ?? null;
}

export async function findPageByAlias(db: DbOrTx, pageAlias: string): Promise<PageRow | null> {
  const [row] = await selectPageRecord(db).where(eq(pages.alias, pageAlias)).for('update', { of: pages });
  return row ?? null;
}

export async function countChildPages(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pages).where(eq(pages.parentId, id));
  return row?.n ?? 0;
}

export async function insertPage(db: DbOrTx, values: PageValues): Promise<number> {
  const [row] = await db.insert(pages).values(values).returning({ id: pages.id });
  return row!.id;
}

export async function updatePageRow(db: DbOrTx, id: number, values: Partial<PageValues>): Promise<void> {
  await db.update(pages).set(values).where(eq(pages.id, id));
}

export async function deletePageRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(pages).where(eq(pages.id, id));
}

import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { popups } from './content.tables';

export type PopupRow = typeof popups.$inferSelect;
export type PopupValues = Omit<typeof popups.$inferInsert, 'id'>;

export async function findPopupById(db: DbOrTx, id: number): Promise<PopupRow | null> {
  const [row] = await db.select().from(popups).where(eq(popups.id, id)).for('update');
  return row ?? null;
}

export async function findPopupByAlias(db: DbOrTx, alias: string): Promise<PopupRow | null> {
  const [row] = await db.select().from(popups).where(eq(popups.alias, alias)).for('update');
  return row ?? null;
}

export async function insertPopup(db: DbOrTx, values: PopupValues): Promise<PopupRow> {
  const [row] = await db.insert(popups).values(values).returning();
  return row!;
}

export async function updatePopupRow(db: DbOrTx, id: number, values: Partial<PopupValues>): Promise<PopupRow> {
  const [row] = await db.update(popups).set(values).where(eq(popups.id, id)).returning();
  return row!;
}

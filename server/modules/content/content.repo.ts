import { asc, isNull, notInArray, and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pages, shopSettings } from './content.tables';

/** The legal texts have routes and footer links of their own, so they are not listed among the content pages. */
export const LEGAL_PAGE_ALIASES = ['adatvedelmi-nyilatkozat', 'felhasznalasi-feltetelek'];

export function listParentPages(db: DbOrTx) {
  return db
    .select({ alias: pages.alias, title: pages.title })
    .from(pages)
    .where(and(isNull(pages.parentId), notInArray(pages.alias, LEGAL_PAGE_ALIASES)))
    .orderBy(asc(pages.sort), asc(pages.title));
}

export async function findShopSettings(db: DbOrTx) {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  return row ?? null;
}

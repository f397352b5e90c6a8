import { and, asc, desc, eq, gt, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { currentTopics, pages, popups, sliders } from './content.tables';

/** The legal texts have routes and footer links of their own, so they are not listed among the content pages. */
export const LEGAL_PAGE_ALIASES = ['adatvedelmi-nyilatkozat', 'felhasznalasi-feltetelek'];

export function listParentPages(db: DbOrTx) {
  return db
    .select({ alias: pages.alias, title: pages.title })
    .from(pages)
    .where(and(isNull(pages.parentId), notInArray(pages.alias, LEGAL_PAGE_ALIASES)))
    .orderBy(asc(pages.sort), asc(pages.title));
}

export async function findPage(db: DbOrTx, alias: string) {
  const [page] = await db.select().from(pages).where(eq(pages.alias, alias));
  if (!page) return null;
  const children = await db
    .select({ alias: pages.alias, title: pages.title })
    .from(pages)
    .where(eq(pages.parentId, page.id))
    .orderBy(asc(pages.sort), asc(pages.title));
  return { alias: page.alias, title: page.title, content: page.content, children };
}

export async function listFrontPage(db: DbOrTx) {
  const [slides, topics] = await Promise.all([
    db.select({ src: sliders.src, title: sliders.title, content: sliders.content, link: sliders.link })
      .from(sliders).where(eq(sliders.active, true)).orderBy(asc(sliders.sort), asc(sliders.id)),
    db.select({ title: currentTopics.title, content: currentTopics.content, img: currentTopics.img })
      .from(currentTopics).where(eq(currentTopics.active, true)).orderBy(asc(currentTopics.sort), asc(currentTopics.id)),
  ]);
  // The spec's slide has no link: the field travels only when staff set one.
  return { sliders: slides.map(({ link, ...slide }) => (link ? { ...slide, link } : slide)), aktualis: topics };
}

/**
 * The notice to show now: active and inside its window. When several qualify, a scheduled one wins
 * over a standing one (its window is why it exists), the latest start first, then the newest.
 */
export async function findActivePopup(db: DbOrTx) {
  const now = sql`now()`;
  const [row] = await db
    .select({ alias: popups.alias, active: popups.active, title: popups.title, content: popups.content })
    .from(popups)
    .where(and(
      eq(popups.active, true),
      or(isNull(popups.activeFrom), lte(popups.activeFrom, now)),
      or(isNull(popups.activeTo), gt(popups.activeTo, now)),
    ))
    .orderBy(sql`${popups.activeFrom} desc nulls last`, desc(popups.id))
    .limit(1);
  return row ?? null;
}

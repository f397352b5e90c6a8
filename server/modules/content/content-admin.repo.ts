import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { currentTopics, pages, popups, sliders } from './content.tables';

/** The back office's lists: a few dozen rows each, so whole and in display order. */

const parent = alias(pages, 'parent');

export function listPageRows(db: DbOrTx, id?: number) {
  return db
    .select({ id: pages.id, alias: pages.alias, parentAlias: parent.alias, title: pages.title, content: pages.content, sort: pages.sort })
    .from(pages)
    .leftJoin(parent, eq(parent.id, pages.parentId))
    .where(id === undefined ? undefined : eq(pages.id, id))
    .orderBy(
      // each top-level page followed by its children
      sql`coalesce(${parent.sort}, ${pages.sort})`, sql`coalesce(${parent.id}, ${pages.id})`, sql`${parent.id} is not null`,
      asc(pages.sort), asc(pages.id),
    );
}

export function listSliderRows(db: DbOrTx, id?: number) {
  return db.select().from(sliders).where(id === undefined ? undefined : eq(sliders.id, id)).orderBy(asc(sliders.sort), asc(sliders.id));
}

export function listCurrentTopicRows(db: DbOrTx, id?: number) {
  return db.select().from(currentTopics).where(id === undefined ? undefined : eq(currentTopics.id, id))
    .orderBy(asc(currentTopics.sort), asc(currentTopics.id));
}

export function listPopupRows(db: DbOrTx, id?: number) {
  return db.select().from(popups).where(id === undefined ? undefined : eq(popups.id, id)).orderBy(asc(popups.id));
}

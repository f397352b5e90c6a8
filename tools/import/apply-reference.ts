import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../server/db/client';
import { sanitizeHtml } from '../../server/shared/sanitize-html';
import { jsonRows } from './json-rows';
import type { CatalogBundle, CategoryRecord, PageRecord, ShopSettingsRecord } from './records';
import { bikeSearchKey } from '../../server/modules/fitment/bike-search-key';
import { saveShopSettings } from '../../server/modules/content/shop-settings-writes';

/** Parents before children, so each row can find its parent by alias. */
function byDepth<T extends { alias: string; parentAlias: string | null }>(records: readonly T[]): T[][] {
  const levels: T[][] = [];
  let known = new Set<string>();
  let rest = [...records];
  while (rest.length > 0) {
    const level = rest.filter((r) => r.parentAlias === null || known.has(r.parentAlias));
    if (level.length === 0) throw new Error(`orphans: ${rest.slice(0, 5).map((r) => r.alias).join(', ')}`);
    levels.push(level);
    known = new Set([...known, ...level.map((r) => r.alias)]);
    rest = rest.filter((r) => !level.includes(r));
  }
  return levels;
}

export async function applyCategories(db: DbOrTx, records: readonly CategoryRecord[]): Promise<void> {
  for (const [i, level] of byDepth(records).entries()) {
    await db.execute(sql`
      insert into categories (alias, parent_id, name_hu, name_en, depth, sort)
      select r.alias, p.id, r.name_hu, r.name_en, ${i + 1}, r.sort
      from ${jsonRows(level, 'alias text, "parentAlias" text, name_hu text, name_en text, sort int')}
      left join categories p on p.alias = r."parentAlias"
      on conflict (alias) do update set parent_id = excluded.parent_id, name_hu = excluded.name_hu,
        name_en = excluded.name_en, depth = excluded.depth, sort = excluded.sort`);
  }
}

export async function applyPages(db: DbOrTx, records: readonly PageRecord[]): Promise<void> {
  for (const level of byDepth(records)) {
    const rows = level.map((r) => ({ ...r, content: sanitizeHtml(r.content) }));
    await db.execute(sql`
      insert into pages (alias, parent_id, title, content, sort)
      select r.alias, p.id, r.title, r.content, r.sort
      from ${jsonRows(rows, 'alias text, "parentAlias" text, title text, content text, sort int')}
      left join pages p on p.alias = r."parentAlias"
      on conflict (alias) do update set parent_id = excluded.parent_id, title = excluded.title,
        content = excluded.content, sort = excluded.sort`);
  }
}

export async function applySettings(db: DbOrTx, s: ShopSettingsRecord): Promise<void> {
  await saveShopSettings(db, s);
}

export async function applyBikes(db: DbOrTx, bundle: CatalogBundle): Promise<void> {
  const { manufacturers = [], constructions = [], motorcycleTypes = [] } = bundle;
  if (manufacturers.length) await db.execute(sql`
    insert into bike_manufacturers (id, name) select r.id, r.name from ${jsonRows(manufacturers, 'id int, name text')}
    on conflict (id) do update set name = excluded.name`);
  if (constructions.length) await db.execute(sql`
    insert into bike_constructions (id, name) select r.id, r.name from ${jsonRows(constructions, 'id int, name text')}
    on conflict (id) do update set name = excluded.name`);
  if (!motorcycleTypes.length) return;
  const makers = new Map(manufacturers.map((m) => [m.id, m.name]));
  const rows = motorcycleTypes.map((t) => ({ ...t, searchKey: bikeSearchKey(makers.get(t.manufacturerId) ?? '', t.name, t.capacity) }));
  await db.execute(sql`
    insert into bike_types (id, manufacturer_id, construction_id, name, capacity, year_from, year_to, img, search_key)
    select r.id, r."manufacturerId", r."constructionId", r.name, r.capacity, r."yearFrom", r."yearTo", r.img, r."searchKey"
    from ${jsonRows(rows, 'id int, "manufacturerId" int, "constructionId" int, name text, capacity int, "yearFrom" int, "yearTo" int, img text, "searchKey" text')}
    on conflict (id) do update set manufacturer_id = excluded.manufacturer_id, construction_id = excluded.construction_id,
      name = excluded.name, capacity = excluded.capacity, year_from = excluded.year_from, year_to = excluded.year_to,
      img = excluded.img, search_key = excluded.search_key`);
}

export async function applyContent(db: DbOrTx, bundle: CatalogBundle): Promise<void> {
  const { brands, sliders, currentTopics, popups } = bundle;
  if (brands?.length) await db.execute(sql`
    insert into brands (alias, name) select r.alias, r.name from ${jsonRows(brands, 'alias text, name text')}
    on conflict (alias) do update set name = excluded.name`);
  // Sliders and topics have no natural key: an import that carries them replaces the whole set.
  if (sliders) {
    await db.execute(sql`delete from sliders`);
    if (sliders.length) await db.execute(sql`insert into sliders (src, title, content, sort)
      select r.src, r.title, r.content, r.sort from ${jsonRows(sliders, 'src text, title text, content text, sort int')}`);
  }
  if (currentTopics) {
    await db.execute(sql`delete from current_topics`);
    if (currentTopics.length) await db.execute(sql`insert into current_topics (title, content, img, sort)
      select r.title, r.content, r.img, r.sort from ${jsonRows(currentTopics, 'title text, content text, img text, sort int')}`);
  }
  if (popups?.length) await db.execute(sql`
    insert into popups (alias, active, title, content)
    select r.alias, r.active, r.title, r.content from ${jsonRows(popups.map((p) => ({ ...p, content: sanitizeHtml(p.content) })), 'alias text, active boolean, title text, content text')}
    on conflict (alias) do update set active = excluded.active, title = excluded.title, content = excluded.content`);
}

import { sql } from 'drizzle-orm';
import type { ConstructionRecord, ManufacturerRecord, MotorcycleTypeRecord } from '../../../contract/fitment-import';
import { queryRows, type DbOrTx } from '../../db/client';
import { jsonIntSet, jsonRows } from '../../db/json-rows';

export async function upsertManufacturers(db: DbOrTx, rows: readonly ManufacturerRecord[]): Promise<void> {
  if (rows.length) await db.execute(sql`
    insert into bike_manufacturers (id, name) select r.id, r.name from ${jsonRows(rows, 'id int, name text')}
    on conflict (id) do update set name = excluded.name`);
}

export async function upsertConstructions(db: DbOrTx, rows: readonly ConstructionRecord[]): Promise<void> {
  if (rows.length) await db.execute(sql`
    insert into bike_constructions (id, name) select r.id, r.name from ${jsonRows(rows, 'id int, name text')}
    on conflict (id) do update set name = excluded.name`);
}

export async function manufacturerNames(db: DbOrTx): Promise<Map<number, string>> {
  const rows = await queryRows<{ id: number; name: string }>(db, sql`select id, name from bike_manufacturers`);
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function constructionIds(db: DbOrTx): Promise<Set<number>> {
  const rows = await queryRows<{ id: number }>(db, sql`select id from bike_constructions`);
  return new Set(rows.map((r) => r.id));
}

/** Motorcycle types by id; a type the record does not change is not written (an import repeats them all). */
export async function upsertTypes(db: DbOrTx, rows: readonly (MotorcycleTypeRecord & { searchKey: string })[]): Promise<void> {
  if (rows.length) await db.execute(sql`
    insert into bike_types as t (id, manufacturer_id, construction_id, name, capacity, year_from, year_to, img, search_key)
    select r.id, r."manufacturerId", r."constructionId", r.name, r.capacity, r."yearFrom", r."yearTo", r.img, r."searchKey"
    from ${jsonRows(rows, 'id int, "manufacturerId" int, "constructionId" int, name text, capacity int, "yearFrom" int, "yearTo" int, img text, "searchKey" text')}
    on conflict (id) do update set manufacturer_id = excluded.manufacturer_id, construction_id = excluded.construction_id,
      name = excluded.name, capacity = excluded.capacity, year_from = excluded.year_from, year_to = excluded.year_to,
      img = excluded.img, search_key = excluded.search_key
    where (t.manufacturer_id, t.construction_id, t.name, t.capacity, t.year_from, t.year_to, t.img, t.search_key)
      is distinct from (excluded.manufacturer_id, excluded.construction_id, excluded.name, excluded.capacity, excluded.year_from,
        excluded.year_to, excluded.img, excluded.search_key)`);
}

/** Which of `ids` are known motorcycle types. */
export async function existingTypeIds(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(db, sql`select id from bike_types where id in ${jsonIntSet(ids)}`);
  return new Set(rows.map((r) => r.id));
}

/**
 * Replaces, not merges: the caller's list is the truth about which bikes each variant fits. Only the links
 * that differ are deleted and inserted, so an import that repeats a variant's fitment writes nothing and its
 * product's search document is not rewritten twice (emptied by the delete, filled by the insert).
 */
export async function replaceVariantBikes(db: DbOrTx, links: readonly { variantId: number; typeIds: readonly number[] }[]): Promise<void> {
  if (links.length === 0) return;
  const rows = links.flatMap((l) => [...new Set(l.typeIds)].map((typeId) => ({ variantId: l.variantId, typeId })));
  const wanted = jsonRows(rows, '"variantId" int, "typeId" int');
  await db.execute(sql`delete from variant_bikes vb where vb.variant_id in ${jsonIntSet(links.map((l) => l.variantId))}
    and (vb.variant_id, vb.type_id) not in (select r."variantId", r."typeId" from ${wanted})`);
  if (rows.length) await db.execute(sql`
    insert into variant_bikes (variant_id, type_id)
    select r."variantId", r."typeId" from ${wanted}
    on conflict do nothing`);
}

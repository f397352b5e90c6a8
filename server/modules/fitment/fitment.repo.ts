import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { CAPACITY_OPEN_RANGE_FROM } from '../../../contract/fitment';
import { bikeConstructions, bikeManufacturers, bikeTypes } from './fitment.tables';

export function listManufacturers(db: DbOrTx) {
  return db.select({ id: bikeManufacturers.id, name_en: bikeManufacturers.name }).from(bikeManufacturers).orderBy(asc(bikeManufacturers.name));
}

export async function manufacturerExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: bikeManufacturers.id }).from(bikeManufacturers).where(eq(bikeManufacturers.id, id))).length > 0;
}

export async function constructionExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: bikeConstructions.id }).from(bikeConstructions).where(eq(bikeConstructions.id, id))).length > 0;
}

/** Only constructions the manufacturer has types of: an empty choice would be a dead end. */
export function listConstructions(db: DbOrTx, manufacturerId: number) {
  return db
    .selectDistinct({ id: bikeConstructions.id, name_en: bikeConstructions.name })
    .from(bikeConstructions)
    .innerJoin(bikeTypes, eq(bikeTypes.constructionId, bikeConstructions.id))
    .where(eq(bikeTypes.manufacturerId, manufacturerId))
    .orderBy(asc(bikeConstructions.name));
}

export async function listCapacities(db: DbOrTx, manufacturerId: number, constructionId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ capacity: bikeTypes.capacity })
    .from(bikeTypes)
    .where(and(eq(bikeTypes.manufacturerId, manufacturerId), eq(bikeTypes.constructionId, constructionId)))
    .orderBy(asc(bikeTypes.capacity));
  return rows.map((r) => r.capacity);
}

/** A capacity up to 1000 picks that capacity; above 1000 picks the whole '1000+ ccm' range. */
export function listTypes(db: DbOrTx, manufacturerId: number, constructionId: number, capacity: number) {
  const capacityMatch = capacity > CAPACITY_OPEN_RANGE_FROM
    ? gt(bikeTypes.capacity, CAPACITY_OPEN_RANGE_FROM)
    : eq(bikeTypes.capacity, capacity);
  return db
    .select({ id: bikeTypes.id, name_en: bikeTypes.name })
    .from(bikeTypes)
    .where(and(eq(bikeTypes.manufacturerId, manufacturerId), eq(bikeTypes.constructionId, constructionId), capacityMatch))
    .orderBy(asc(bikeTypes.name), asc(bikeTypes.id));
}

/**
 * Free-text match: every normalised word must occur in the type's search key (manufacturer, model
 * and capacity without spaces, hyphens or accents); types containing the whole query come first.
 */
export function findTypesByWords(db: DbOrTx, words: readonly string[], whole: string, limit: number) {
  const conditions = words.map((w) => sql`t.search_key like ${`%${w}%`}`);
  return queryRows<{ id: number; name_en: string }>(db, sql`
    select t.id, m.name || ' ' || t.name as name_en
    from bike_types t join bike_manufacturers m on m.id = t.manufacturer_id
    where ${sql.join(conditions, sql` and `)}
    order by (t.search_key like ${`%${whole}%`}) desc, m.name, t.name, t.id
    limit ${limit}`);
}

/** Every type's free-text search key: a few thousand short strings, matched in memory by the product search. */
export function listTypeSearchKeys(db: DbOrTx): Promise<{ id: number; search_key: string; manufacturer_id: number }[]> {
  return queryRows<{ id: number; search_key: string; manufacturer_id: number }>(db, sql`select id, search_key, manufacturer_id from bike_types`);
}

export interface TypeDetailsRow {
  id: number; img: string; name_en: string; capacity: number; m_id: number; m_name: string; c_id: number; c_name: string;
}

const TYPE_DETAILS = sql`select t.id, t.img, m.name || ' ' || t.name as name_en, t.capacity,
    m.id as m_id, m.name as m_name, c.id as c_id, c.name as c_name
  from bike_types t join bike_manufacturers m on m.id = t.manufacturer_id join bike_constructions c on c.id = t.construction_id`;

export async function findTypeDetails(db: DbOrTx, typeId: number): Promise<TypeDetailsRow | null> {
  const [row] = await queryRows<TypeDetailsRow>(db, sql`${TYPE_DETAILS} where t.id = ${typeId}`);
  return row ?? null;
}

/** A rider's garage, the motorcycles added last first. */
export function listGarage(db: DbOrTx, userId: number): Promise<TypeDetailsRow[]> {
  return queryRows<TypeDetailsRow>(db, sql`${TYPE_DETAILS} join garage_bikes g on g.type_id = t.id
    where g.user_id = ${userId} order by g.added_at desc, t.id`);
}

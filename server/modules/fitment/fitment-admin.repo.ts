import { sql, type SQL } from 'drizzle-orm';
import type { AdminBikeType, BikeTypeQuery } from '../../../contract/fitment-admin';
import { queryRows, type DbOrTx } from '../../db/client';
import { jsonIntSet, jsonRows, jsonTextSet } from '../../db/json-rows';

const TYPE_COLUMNS = sql`t.id, t.manufacturer_id as "manufacturerId", m.name as manufacturer, c.name as construction, t.name,
  t.capacity, t.year_from as "yearFrom", t.year_to as "yearTo"`;
const TYPE_FROM = sql`bike_types t join bike_manufacturers m on m.id = t.manufacturer_id join bike_constructions c on c.id = t.construction_id`;
const TYPE_ORDER: Record<BikeTypeQuery['sort'], SQL> = {
  manufacturer: sql`m.name`, name: sql`t.name`, capacity: sql`t.capacity`, yearFrom: sql`t.year_from`, id: sql`t.id`,
};

export async function searchBikeTypes(db: DbOrTx, query: BikeTypeQuery, words: readonly string[]): Promise<{ items: AdminBikeType[]; total: number }> {
  const conditions: SQL[] = words.map((w) => sql`t.search_key like ${`%${w}%`}`);
  if (query.manufacturerId !== undefined) conditions.push(sql`t.manufacturer_id = ${query.manufacturerId}`);
  if (query.capacity !== undefined) conditions.push(sql`t.capacity = ${query.capacity}`);
  if (query.year !== undefined) conditions.push(sql`t.year_from <= ${query.year} and coalesce(t.year_to, 9999) >= ${query.year}`);
  const where = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
  const direction = sql.raw(query.order === 'ASC' ? 'asc' : 'desc');
  const [items, [count]] = await Promise.all([
    queryRows<AdminBikeType>(db, sql`select ${TYPE_COLUMNS} from ${TYPE_FROM} where ${where}
      order by ${TYPE_ORDER[query.sort]} ${direction}, m.name, t.name, t.id limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from ${TYPE_FROM} where ${where}`),
  ]);
  return { items, total: Number(count?.total ?? 0) };
}

export function listManufacturers(db: DbOrTx) {
  return queryRows<{ id: number; name: string }>(db, sql`select id, name from bike_manufacturers order by name, id`);
}

export async function productHead(db: DbOrTx, id: number) {
  const [row] = await queryRows<{ id: number; alias: string; cikkszam: string; fullname_hu: string }>(db, sql`
    select id, alias, cikkszam, fullname_hu from products where id = ${id}`);
  return row ?? null;
}

export function productVariantHeads(db: DbOrTx, productId: number) {
  return queryRows<{ id: number; cikkszam: string; name_hu: string }>(db, sql`
    select id, cikkszam, name_hu from variants where product_id = ${productId} order by sort, id`);
}

export function typesOfVariants(db: DbOrTx, variantIds: readonly number[]) {
  if (variantIds.length === 0) return Promise.resolve([]);
  return queryRows<AdminBikeType & { variantId: number }>(db, sql`
    select vb.variant_id as "variantId", ${TYPE_COLUMNS}
    from variant_bikes vb join ${TYPE_FROM} on t.id = vb.type_id
    where vb.variant_id in ${jsonIntSet(variantIds)}
    order by m.name, t.name, t.year_from, t.id`);
}

export async function addLinks(db: DbOrTx, links: readonly { variantId: number; typeId: number }[]): Promise<number> {
  if (links.length === 0) return 0;
  const rows = await queryRows<{ variant_id: number }>(db, sql`
    insert into variant_bikes (variant_id, type_id)
    select r."variantId", r."typeId" from ${jsonRows(links, '"variantId" int, "typeId" int')}
    on conflict do nothing returning variant_id`);
  return rows.length;
}

export async function removeLinks(db: DbOrTx, variantIds: readonly number[], typeIds: readonly number[] | null): Promise<void> {
  if (variantIds.length === 0) return;
  await db.execute(sql`delete from variant_bikes where variant_id in ${jsonIntSet(variantIds)}
    ${typeIds ? sql`and type_id in ${jsonIntSet(typeIds)}` : sql``}`);
}

/** Variants named by their own item number or by their product's (then every variant of it). */
export function variantsByItemNumbers(db: DbOrTx, cikkszams: readonly string[]) {
  if (cikkszams.length === 0) return Promise.resolve([]);
  return queryRows<{ id: number; variantCikkszam: string; productCikkszam: string }>(db, sql`
    select v.id, v.cikkszam as "variantCikkszam", p.cikkszam as "productCikkszam"
    from variants v join products p on p.id = v.product_id
    where v.cikkszam in ${jsonTextSet(cikkszams)} or p.cikkszam in ${jsonTextSet(cikkszams)}`);
}

export function typesOfManufacturers(db: DbOrTx, manufacturerIds: readonly number[]) {
  if (manufacturerIds.length === 0) return Promise.resolve([]);
  return queryRows<{ id: number; manufacturerId: number; name: string; yearFrom: number; yearTo: number | null }>(db, sql`
    select id, manufacturer_id as "manufacturerId", name, year_from as "yearFrom", year_to as "yearTo"
    from bike_types where manufacturer_id in ${jsonIntSet(manufacturerIds)}`);
}

export async function existingLinks(db: DbOrTx, variantIds: readonly number[]): Promise<Set<string>> {
  if (variantIds.length === 0) return new Set();
  const rows = await queryRows<{ v: number; t: number }>(db, sql`
    select variant_id as v, type_id as t from variant_bikes where variant_id in ${jsonIntSet(variantIds)}`);
  return new Set(rows.map((r) => `${r.v}:${r.t}`));
}

import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import type { TypeRow } from './bike-models';

/**
 * Every type that some part on sale fits (an active variant of an active product: the search document's
 * `bike_types`, kept by the triggers of migration 0018): a model page without parts would be a dead end.
 */
export function listTypesWithParts(db: DbOrTx): Promise<TypeRow[]> {
  return queryRows<TypeRow>(db, sql`
    select t.id, t.name, t.construction_id as "constructionId", t.capacity, t.year_from as "yearFrom", t.year_to as "yearTo", t.img,
           m.id as "manufacturerId", m.name as "manufacturerName"
    from bike_types t join bike_manufacturers m on m.id = t.manufacturer_id
    where exists (select 1 from search_documents d where d.bike_types @> array[t.id])
    order by m.name, t.name, t.id`);
}

export interface CategoryCountRow {
  alias: string;
  name_hu: string;
  /** the listing's address, as the storefront's links write it */
  path: string;
  type_id: number;
  n: number;
}

/**
 * Active products per category and type that fit one of the types (one row per pair that has any),
 * in the category tree's order. Read from the search documents' `bike_types` (the types a product's
 * active variants fit, one document per active product) through their GIN index: a model's few hundred
 * products. Joining variant_bikes to variants hashed every variant instead (Honda CBR 600 F, 13 types:
 * 24.5 ms on PostgreSQL at 33,000 products, 50–70 ms on PGlite, against 2.1 ms).
 */
export function countPartsByCategory(db: DbOrTx, typeIds: readonly number[]): Promise<CategoryCountRow[]> {
  // Ids are integers from our own table, so the array literal is built from numbers only.
  const types = `{${typeIds.join(',')}}`;
  return queryRows<CategoryCountRow>(db, sql`
    with counts as (
      select d.category_id, fits.type_id, count(*)::int as n
      from search_documents d cross join lateral unnest(d.bike_types) fits(type_id)
      where d.bike_types && ${types}::int[] and fits.type_id = any(${types}::int[])
      group by d.category_id, fits.type_id)
    select c.alias, c.name_hu, counts.type_id, counts.n,
           case when c.depth = 1 then '/' || c.alias else '/' || top.alias || '/' || c.alias || '/' end as path
    from counts
    join categories c on c.id = counts.category_id
    left join categories parent on parent.id = c.parent_id
    left join categories top on top.id = coalesce(parent.parent_id, c.parent_id, c.id) and top.depth = 1
    order by coalesce(top.sort, 0), coalesce(parent.sort, 0), c.sort, c.name_hu, counts.type_id`);
}

import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import type { TypeRow } from './bike-models';

/** Every type that some active part fits: a model page without parts would be a dead end for a rider. */
export function listTypesWithParts(db: DbOrTx): Promise<TypeRow[]> {
  return queryRows<TypeRow>(db, sql`
    select t.id, t.name, t.construction_id as "constructionId", t.capacity, t.year_from as "yearFrom", t.year_to as "yearTo", t.img,
           m.id as "manufacturerId", m.name as "manufacturerName"
    from bike_types t join bike_manufacturers m on m.id = t.manufacturer_id
    where exists (select 1 from variant_bikes vb join variants v on v.id = vb.variant_id
                  where vb.type_id = t.id and v.active)
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
 * in the category tree's order.
 */
export function countPartsByCategory(db: DbOrTx, typeIds: readonly number[]): Promise<CategoryCountRow[]> {
  // Ids are integers from our own table, so the array literal is built from numbers only.
  return queryRows<CategoryCountRow>(db, sql`
    with counts as (
      select p.category_id, vb.type_id, count(distinct p.id)::int as n
      from variant_bikes vb
      join variants v on v.id = vb.variant_id and v.active
      join products p on p.id = v.product_id and p.active
      where vb.type_id = any(${`{${typeIds.join(',')}}`}::int[])
      group by p.category_id, vb.type_id)
    select c.alias, c.name_hu, counts.type_id, counts.n,
           case when c.depth = 1 then '/' || c.alias else '/' || top.alias || '/' || c.alias || '/' end as path
    from counts
    join categories c on c.id = counts.category_id
    left join categories parent on parent.id = c.parent_id
    left join categories top on top.id = coalesce(parent.parent_id, c.parent_id, c.id) and top.depth = 1
    order by coalesce(top.sort, 0), coalesce(parent.sort, 0), c.sort, c.name_hu, counts.type_id`);
}

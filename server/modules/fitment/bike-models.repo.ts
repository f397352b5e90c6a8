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

import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import type { FitCount, FitCountRow } from './fit-counts';

/**
 * `counts(category_id, type_id, n)` named by their categories, with the listing's address as the storefront's
 * links write it, and each row's `position` in the category tree's order.
 */
function named(counts: SQL): SQL {
  return sql`
    with counts as (${counts})
    select c.alias, c.name_hu, counts.type_id, counts.n,
           case when c.depth = 1 then '/' || c.alias else '/' || top.alias || '/' || c.alias || '/' end as path,
           row_number() over (order by coalesce(top.sort, 0), coalesce(parent.sort, 0), c.sort, c.name_hu, counts.type_id) as position
    from counts
    join categories c on c.id = counts.category_id
    left join categories parent on parent.id = c.parent_id
    left join categories top on top.id = coalesce(parent.parent_id, c.parent_id, c.id) and top.depth = 1`;
}

type PositionedRow = FitCountRow & { position: string | number | null };
const rowsOf = (rows: readonly PositionedRow[]): FitCountRow[] =>
  rows.filter((r) => r.position !== null).map(({ position: _, ...row }) => row);

/**
 * Active products per category and type that fit one of the types, read from the search documents'
 * `bike_types` (the types a product's active variants fit, one document per active product) through their
 * GIN index. Joining variant_bikes to variants hashed every variant instead (Honda CBR 600 F, 13 types:
 * 24.5 ms on PostgreSQL at 33,000 products, 50–70 ms on PGlite, against 2.1 ms). At a million products
 * a model fits tens of thousands, each document read (fit-counts.ts counts them in memory when it can).
 */
export async function fitCountsFromDocuments(db: DbOrTx, typeIds: readonly number[]): Promise<FitCountRow[]> {
  // Ids are integers from our own table, so the array literal is built from numbers only.
  const types = `{${typeIds.join(',')}}`;
  const rows = await queryRows<PositionedRow>(db, sql`${named(sql`
      select d.category_id, fits.type_id, count(*)::int as n
      from search_documents d cross join lateral unnest(d.bike_types) fits(type_id)
      where d.bike_types && ${types}::int[] and fits.type_id = any(${types}::int[])
      group by d.category_id, fits.type_id`)}
    order by position`);
  return rowsOf(rows);
}

/**
 * Counts made elsewhere (the facet index), named as `fitCountsFromDocuments` names its own, with the
 * database's facet revision read in the same statement (its row leads, so no counts still read it): the
 * caller keeps them only if they were made at it.
 */
export async function namedFitCounts(db: DbOrTx, counts: readonly FitCount[]): Promise<{ rows: FitCountRow[]; revision: number | null }> {
  // Integers of our own index: the array literals are built from numbers only.
  const ints = (pick: (c: FitCount) => number) => `{${counts.map(pick).join(',')}}`;
  const rows = await queryRows<PositionedRow & { revision: string | number }>(db, sql`
    select r.revision, f.* from facet_revision r
    left join lateral (${named(sql`
      select * from unnest(${ints((c) => c.categoryId)}::int[], ${ints((c) => c.typeId)}::int[], ${ints((c) => c.n)}::int[])
        as x(category_id, type_id, n)`)}) f on true
    where r.id = 1
    order by f.position`);
  const revision = rows.length > 0 ? Number(rows[0]!.revision) : null;
  return { rows: rowsOf(rows.map(({ revision: _, ...row }) => row)), revision };
}

import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { buildFacetIndex, type FacetIndex, type FacetIndexRow } from './facet-index';

/**
 * The database's facet revision, bumped as every transaction that changed the index's tables commits
 * (migration 0022); null without its row, and then no index is ever current.
 */
export async function facetRevision(db: DbOrTx): Promise<number | null> {
  const [row] = await queryRows<{ revision: string | number }>(db, sql`select revision from facet_revision where id = 1`);
  return row ? Number(row.revision) : null;
}

/** Rows per JSON text: parsing and adding one takes 10–20 ms, during which nothing else runs. */
const FACET_ROWS_PER_CHUNK = 5_000;

/**
 * Every active product's facet row and the revision they belong to, in one statement, so one snapshot:
 * sorted by the name each listing sorts by (its own category's listing entry) and then id, so a row's
 * position is its rank in PostgreSQL's collation, each with its rank in price order and the motorcycle types
 * its active variants fit (kept in its search document, migration 0018; a change bumps the revision, migration
 * 0026). JSON texts of
 * `rowsPerChunk` rows rather than a row each: PGlite reads 33,000 products in 0.4–0.6 s instead of
 * 1.0–1.7 s (PostgreSQL 0.2–0.3 s either way). Not one text: a million products made a 70 MB text whose
 * parse and build held the event loop for 3 s; chunk by chunk, requests are served in between.
 */
export async function loadFacetIndex(db: DbOrTx, rowsPerChunk = FACET_ROWS_PER_CHUNK): Promise<FacetIndex> {
  const read = await queryRows<{ revision: string | number | null; size: string | number | null; rows: string | null }>(db, sql`
    select (select revision from facet_revision where id = 1) as revision, chunks.size, chunks.rows
    from (select 1) as one left join (
      select position / ${rowsPerChunk} as chunk, max(size) as size, json_agg(row order by position)::text as rows
      from (
        select json_build_array(f.product_id, f.category_id, f.brand_id, b.alias, b.name, f.min_price,
            f.on_sale, f.last_pieces, f.in_stock, f.sizes, f.colours,
            row_number() over (order by f.min_price, f.product_id) - 1, coalesce(d.bike_types, '{}')) as row,
          row_number() over (order by e.fullname_en, f.product_id) - 1 as position,
          count(*) over () as size
        from product_facets f
        left join listing_entries e on e.product_id = f.product_id and e.category_id = f.category_id
        left join brands b on b.id = f.brand_id
        left join search_documents d on d.product_id = f.product_id) as ranked
      group by 1) as chunks on true
    order by chunks.chunk`);
  const revision = read[0]?.revision ?? null;
  async function* chunks(): AsyncGenerator<FacetIndexRow[]> {
    for (let at = 0; at < read.length; at++) {
      const text = read[at]!.rows;
      // Each text is let go once parsed: the whole catalogue's are not kept to the end.
      read[at]!.rows = null;
      if (text === null) continue;
      yield JSON.parse(text) as FacetIndexRow[];
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return buildFacetIndex(revision === null ? null : Number(revision), Number(read[0]?.size ?? 0), chunks());
}

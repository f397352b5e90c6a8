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

/**
 * Every active product's facet row and the revision they belong to, in one statement, so one snapshot:
 * sorted by the name each listing sorts by (its own category's listing entry) and then id, so a row's
 * position is its rank in PostgreSQL's collation.
 */
export async function loadFacetIndex(db: DbOrTx): Promise<FacetIndex> {
  const rows = await queryRows<FacetIndexRow & { revision: string | number }>(db, sql`
    select f.product_id, f.category_id, f.brand_id, b.alias as brand_alias, b.name as brand_name, f.min_price,
      f.on_sale, f.last_pieces, f.in_stock, f.sizes, f.colours, r.revision
    from facet_revision r
    left join product_facets f on true
    left join listing_entries e on e.product_id = f.product_id and e.category_id = f.category_id
    left join brands b on b.id = f.brand_id
    where r.id = 1
    order by e.fullname_en, f.product_id`);
  const revision = rows.length > 0 ? Number(rows[0]!.revision) : null;
  return buildFacetIndex(revision, rows.filter((r) => r.product_id !== null).map((r) => ({ ...r, min_price: Number(r.min_price) })));
}

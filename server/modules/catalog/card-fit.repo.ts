import { sql } from 'drizzle-orm';
import type { Fit } from '../../../contract/catalog';
import { queryRows, type DbOrTx } from '../../db/client';

/**
 * Whether each of a page's products fits a motorcycle type: a variant lists the type ('fits'), its
 * variants list only other types ('does-not-fit'), or none lists any ('universal': clothing, oils).
 * Only the page's rows are looked at, through the variants' product index and the fitment key.
 */
export async function cardFits(db: DbOrTx, productIds: readonly number[], bike: number): Promise<Map<number, Fit>> {
  if (productIds.length === 0) return new Map();
  // Ids are integers from our own rows, so the array literal is built from numbers only.
  const rows = await queryRows<{ id: number; fits: boolean; bound: boolean }>(db, sql`
    select p.id,
      exists (select 1 from variants v join variant_bikes vb on vb.variant_id = v.id
              where v.product_id = p.id and v.active and vb.type_id = ${bike}) as fits,
      exists (select 1 from variants v join variant_bikes vb on vb.variant_id = v.id
              where v.product_id = p.id and v.active) as bound
    from unnest(${`{${productIds.join(',')}}`}::int[]) as p(id)`);
  return new Map(rows.map((r) => [Number(r.id), r.fits ? 'fits' : r.bound ? 'does-not-fit' : 'universal']));
}

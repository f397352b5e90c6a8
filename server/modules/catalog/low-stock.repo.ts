import { and, asc, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, variants } from './catalog.tables';

/**
 * Variants on sale that ran out or run low, the emptiest first, for the back office's dashboard.
 * Served by the partial index on variants (stock) where active.
 */
export function lowStockVariantRows(db: DbOrTx, threshold: number, limit: number) {
  return db
    .select({
      variantId: variants.id,
      productId: variants.productId,
      cikkszam: variants.cikkszam,
      productName: products.fullnameHu,
      variantName: variants.nameHu,
      stock: variants.stock,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(variants.active, true), eq(products.active, true), lte(variants.stock, threshold)))
    .orderBy(asc(variants.stock), asc(variants.id))
    .limit(limit);
}

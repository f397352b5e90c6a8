import { Type, type Static } from 'typebox';
import { eq } from 'drizzle-orm';
import { Forint } from '../../../contract/catalog-import';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { recordCheck } from '../../shared/record-check';
import { variants } from './catalog.tables';
import { applyPriceHistory } from './price-history';
import { upsertPricePoints } from './price-history.repo';

export const SetVariantPrice = Type.Object({ variantId: Type.Integer({ minimum: 1 }), price: Forint });
export type SetVariantPrice = Static<typeof SetVariantPrice>;
const check = recordCheck(SetVariantPrice);

export interface VariantPrice {
  variantId: number;
  price: number;
  /** the struck previous price the 30-day rule gives, null when the price is no reduction */
  prevPrice: number | null;
}

/**
 * setVariantPrice: a new point in the variant's price history from `now` (only when the price
 * changes), then the shown prices recomputed from that history. Nothing else of the variant changes.
 */
export function createVariantPrice(db: Db, onChanged: () => void) {
  return async function setVariantPrice(input: SetVariantPrice, now: Date = new Date()): Promise<VariantPrice> {
    const { variantId, price } = check.parse(input);
    const result = await db.transaction(async (tx) => {
      const [row] = await tx.select({ productId: variants.productId, price: variants.price }).from(variants)
        .where(eq(variants.id, variantId)).for('update');
      if (!row) throw new AppError('variant_not_found', 'Nem található ilyen termékváltozat.');
      if (row.price !== price) {
        await upsertPricePoints(tx, [{ variantId, price, from: now.toISOString() }]);
        await applyPriceHistory(tx, [variantId], [row.productId]);
      }
      const [after] = await tx.select({ price: variants.price, prevPrice: variants.prevPrice }).from(variants).where(eq(variants.id, variantId));
      return { variantId, price: after!.price, prevPrice: after!.prevPrice };
    });
    onChanged();
    return result;
  };
}

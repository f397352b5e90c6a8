import type { DbOrTx } from '../../db/client';
import { previousPrice } from './price-rules';
import { priceHistories, refreshProductPrices, setVariantPrices } from './price-history.repo';

/**
 * The one way a variant's shown prices change: from its stored history. The last point is the
 * current price; the struck previous price follows the 30-day rule (price-rules.ts). Then the
 * products' listing columns follow their variants.
 */
export async function applyPriceHistory(tx: DbOrTx, variantIds: readonly number[], productIds: readonly number[]): Promise<void> {
  const byVariant = new Map<number, { price: number; from: Date }[]>();
  for (const point of await priceHistories(tx, variantIds)) {
    const points = byVariant.get(point.variantId) ?? [];
    points.push({ price: point.price, from: point.validFrom });
    byVariant.set(point.variantId, points);
  }
  const rows = [...byVariant].map(([id, points]) => ({ id, price: points.at(-1)!.price, prev: previousPrice(points) }));
  await setVariantPrices(tx, rows);
  await refreshProductPrices(tx, productIds);
}

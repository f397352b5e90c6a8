import type { PricePoint } from '../../contract/catalog-import';

const DAY_MS = 86_400_000;

/**
 * The price shown struck through for a reduction under the EU 30-day rule:
 * the lowest price that applied in the 30 days before the current price took
 * effect. Written independently of the generator, so the tests check it.
 */
export function thirtyDayLowest(prices: readonly PricePoint[]): number | null {
  const current = prices.at(-1);
  if (!current || prices.length < 2) return null;
  const reducedAt = Date.parse(current.from);
  const windowStart = reducedAt - 30 * DAY_MS;
  let lowest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < prices.length - 1; i++) {
    const point = prices[i] as PricePoint;
    const next = prices[i + 1] as PricePoint;
    if (Date.parse(next.from) > windowStart && Date.parse(point.from) < reducedAt) lowest = Math.min(lowest, point.price);
  }
  return Number.isFinite(lowest) ? lowest : null;
}

export function duplicates<T>(values: readonly T[]): T[] {
  const seen = new Set<T>();
  return values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
}

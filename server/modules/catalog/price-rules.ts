/** Hungarian price-display rule: a reduced price may only be compared with the lowest price of the 30 days before the reduction. */
const WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

export interface PricePointAt {
  price: number;
  from: Date;
}

/**
 * The 'previous price' to strike through, or null when the current price is no reduction.
 * `points` is the whole history, oldest first; the last one is the current price.
 */
export function previousPrice(points: readonly PricePointAt[]): number | null {
  const current = points.at(-1);
  if (!current || points.length < 2) return null;
  const windowStart = current.from.getTime() - WINDOW_MS;
  const earlier = points.slice(0, -1);
  // The price in force when the window opened counts, and so does every price set inside the window.
  const inForceAtStart = earlier.filter((p) => p.from.getTime() <= windowStart).at(-1);
  const setInWindow = earlier.filter((p) => p.from.getTime() > windowStart);
  const candidates = [...(inForceAtStart ? [inForceAtStart] : []), ...setInWindow].map((p) => p.price);
  if (candidates.length === 0) return null;
  const lowest = Math.min(...candidates);
  return lowest > current.price ? lowest : null;
}

/** Spec: a product is on sale when its effective price is below the previous price. */
export function isOnSale(effectivePrice: number, prev: number | null | undefined): boolean {
  return prev != null && effectivePrice < prev;
}

import type { PricePoint } from '../../contract/catalog-import';
import type { Random } from './prng';
import { daysBefore } from './reference-date';

/** Shop-style price: ...990 from 10 000 Ft up, ...490 or ...990 below. */
export function shopPrice(value: number): number {
  if (value >= 10_000) return Math.floor(value / 1000) * 1000 + 990;
  return Math.max(490, Math.floor(value / 500) * 500 + 490);
}

/** Where a brand sits in its kind's price range: premium makers at the top, budget ones at the bottom. */
const TIERS: Readonly<Record<string, readonly [number, number]>> = {
  arai: [0.6, 1], shoei: [0.55, 1], schuberth: [0.6, 1], dainese: [0.5, 1], alpinestars: [0.45, 0.95], akrapovic: [0.55, 1],
  brembo: [0.5, 1], sidi: [0.5, 0.95], held: [0.35, 0.85], revit: [0.4, 0.9], agv: [0.3, 0.95], tcx: [0.3, 0.8],
  ls2: [0, 0.35], caberg: [0.05, 0.4], modeka: [0, 0.4], macna: [0.1, 0.5], oxford: [0, 0.35], hjc: [0.1, 0.6], nolan: [0.15, 0.55],
};
const MIDDLE: readonly [number, number] = [0.15, 0.75];

/** FNV-1a over the text, as a fraction in [0, 1): the same model line always lands at the same place. */
function fraction(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0) / 4294967296;
}

/**
 * A base price in the kind's range, from the brand's tier and the model: one model of one brand has
 * one price (its colours and sizes are variants), a Shoei costs more than an LS2 of the same kind.
 */
export function basePrice([min, max]: readonly [number, number], brand: string, model: string): number {
  const [low, high] = TIERS[brand] ?? MIDDLE;
  return shopPrice(min + (max - min) * (low + (high - low) * fraction(`${brand}|${model}`) ** 1.3));
}

/** A shop price about `ratio` times `price`, but always strictly below it. */
function below(price: number, ratio: number): number {
  let value = shopPrice(price * ratio);
  while (value >= price) value -= price > 10_000 ? 1000 : 500;
  return value;
}

/**
 * One price story per product, applied to each variant's regular price.
 * 'sale-dip' is the case the EU 30-day rule exists for: a short cheaper spell
 * inside the 30 days before the reduction, so the previous price to show is
 * that lowest one, not the regular price. 'sale-old-dip' has the cheaper
 * spell outside the window, where the regular price is the previous price.
 */
export type PriceStory =
  | { kind: 'plain'; since: number }
  | { kind: 'rise'; since: number; raisedAgo: number }
  | { kind: 'sale' | 'sale-dip' | 'sale-old-dip'; since: number; reducedAgo: number; cut: number };

export function priceStory(r: Random, onSale: boolean, saleOrdinal: number): PriceStory {
  const since = r.int(120, 900);
  if (!onSale) return r.chance(0.08) ? { kind: 'rise', since, raisedAgo: r.int(31, 110) } : { kind: 'plain', since };
  const kind = saleOrdinal % 10 === 0 ? 'sale-dip' : saleOrdinal % 10 === 5 ? 'sale-old-dip' : 'sale';
  return { kind, since, reducedAgo: r.int(1, 29), cut: r.int(10, 30) / 100 };
}

export function priceHistory(story: PriceStory, regular: number): PricePoint[] {
  const at = (price: number, ago: number): PricePoint => ({ price, from: daysBefore(ago) });
  switch (story.kind) {
    case 'plain':
      return [at(regular, story.since)];
    case 'rise':
      return [at(below(regular, 0.92), story.since), at(regular, story.raisedAgo)];
    case 'sale':
      return [at(regular, story.since), at(below(regular, 1 - story.cut), story.reducedAgo)];
    case 'sale-dip':
    case 'sale-old-dip': {
      const dip = below(regular, 0.93);
      const [dipAgo, backAgo] = story.kind === 'sale-dip' ? [20, 10] : [60, 45];
      const sale = below(dip, (1 - Math.max(story.cut, 0.15)) / 0.93);
      return [
        at(regular, story.since),
        at(dip, story.reducedAgo + dipAgo),
        at(regular, story.reducedAgo + backAgo),
        at(sale, story.reducedAgo),
      ];
    }
  }
}

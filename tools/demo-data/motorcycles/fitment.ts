import type { MotorcycleTypeRecord } from '../../../contract/fitment-import';
import type { Random } from '../prng';
import { CONSTRUCTIONS } from './model-row';

/** 'chain' parts (chains, sprockets) skip scooters, which have belt or shaft drive. */
export type FitmentRule = 'any' | 'chain';

interface Pool {
  anchors: MotorcycleTypeRecord[];
  /** per manufacturer, ordered by capacity: neighbours share an engine family */
  byMaker: Map<number, MotorcycleTypeRecord[]>;
  position: Map<number, number>;
}

const SCOOTER_ID = CONSTRUCTIONS.findIndex(([code]) => code === 'R') + 1;

function buildPool(types: readonly MotorcycleTypeRecord[]): Pool {
  const byMaker = new Map<number, MotorcycleTypeRecord[]>();
  for (const type of types) {
    const list = byMaker.get(type.manufacturerId) ?? [];
    list.push(type);
    byMaker.set(type.manufacturerId, list);
  }
  const position = new Map<number, number>();
  for (const list of byMaker.values()) {
    list.sort((a, b) => a.capacity - b.capacity || a.id - b.id);
    list.forEach((type, index) => position.set(type.id, index));
  }
  return { anchors: types.slice(), byMaker, position };
}

/**
 * Chooses compatible motorcycle types the way a parts catalogue lists them: a
 * part is made for one model (the anchor) and also fits its neighbours of the
 * same manufacturer and engine size, e.g. other model years and trims.
 */
export class FitmentIndex {
  private readonly pools: Record<FitmentRule, Pool>;
  /** anchor groups the demo must be able to show: Honda CBR 600 RR and Yamaha MT-07 */
  readonly featured: readonly MotorcycleTypeRecord[][];

  constructor(types: readonly MotorcycleTypeRecord[], featured: readonly MotorcycleTypeRecord[][]) {
    this.pools = { any: buildPool(types), chain: buildPool(types.filter((t) => t.constructionId !== SCOOTER_ID)) };
    this.featured = featured;
  }

  randomAnchor(r: Random, rule: FitmentRule): MotorcycleTypeRecord {
    return r.pick(this.pools[rule].anchors);
  }

  /** 1-12 type ids around the anchor, always including it, ascending. */
  compatible(r: Random, rule: FitmentRule, anchor: MotorcycleTypeRecord): number[] {
    const pool = this.pools[rule];
    const list = pool.byMaker.get(anchor.manufacturerId) ?? [anchor];
    const at = pool.position.get(anchor.id) ?? 0;
    const size = Math.min(r.int(1, 12), list.length);
    const start = Math.max(0, Math.min(at - r.int(0, size - 1), list.length - size));
    return list
      .slice(start, start + size)
      .map((type) => type.id)
      .sort((a, b) => a - b);
  }
}

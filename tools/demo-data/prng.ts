/**
 * A tiny seeded PRNG (mulberry32). The demo catalog must be byte-identical for
 * the same options, so nothing here may touch Math.random or the clock.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(list: readonly T[]): T {
    const value = list[Math.floor(this.next() * list.length)];
    if (value === undefined) throw new Error('pick from an empty list');
    return value;
  }

  /** n distinct items in random order (partial Fisher-Yates on a copy). */
  sample<T>(list: readonly T[], n: number): T[] {
    const copy = list.slice();
    const count = Math.min(n, copy.length);
    for (let i = 0; i < count; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      const held = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = held;
    }
    return copy.slice(0, count);
  }

  /** Picks by relative weight; weights need not sum to 1. */
  weighted<T extends { weight: number }>(list: readonly T[], total: number): T {
    let rest = this.next() * total;
    for (const item of list) {
      rest -= item.weight;
      if (rest < 0) return item;
    }
    return this.pick(list);
  }
}

/**
 * Derives an independent stream seed from (seed, index), so product i does not
 * depend on how many draws products 0..i-1 made: a smaller catalog is then a
 * prefix of a larger one with the same seed.
 */
export function streamSeed(seed: number, index: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

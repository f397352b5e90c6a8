import type { ModelGen } from './kind';

/** Prefix + a number of `digits` digits + suffix, e.g. code(['FA'], 3, ['HH']) -> 'FA196HH'. */
export function code(prefixes: readonly string[], digits: number, suffixes: readonly string[] = ['']): ModelGen {
  const low = 10 ** (digits - 1);
  return (r) => `${r.pick(prefixes)}${r.int(low, low * 10 - 1)}${r.pick(suffixes)}`;
}

export function oneOf(names: readonly string[]): ModelGen {
  return (r) => r.pick(names);
}

/** A product line name with an optional edition, e.g. 'Tourino' + ' GTX'. */
export function line(names: readonly string[], editions: readonly string[]): ModelGen {
  return (r) => `${r.pick(names)}${r.chance(0.6) ? ` ${r.pick(editions)}` : ''}`;
}

/** Brand-specific code patterns, falling back for brands not listed. */
export function byBrand(patterns: Readonly<Record<string, ModelGen>>, fallback: ModelGen): ModelGen {
  return (r, brand) => (patterns[brand] ?? fallback)(r, brand);
}

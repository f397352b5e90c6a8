import type { CatalogBundle, ProductRecord } from './records';

export interface Validated {
  bundle: CatalogBundle;
  /** one line per rejected record, naming it and the reason */
  problems: string[];
}

const ALIAS = /^[a-z0-9][a-z0-9-]*$/;
const isPrice = (n: unknown) => Number.isInteger(n) && (n as number) > 0 && (n as number) < 100_000_000;

function productProblem(p: ProductRecord, categories: Set<string>, bikes: Set<number> | null, seen: Set<string>): string | null {
  if (!ALIAS.test(p.alias)) return 'alias must be lower-case letters, digits and hyphens';
  if (!p.cikkszam.trim()) return 'cikkszam is empty';
  if (!p.fullname_hu.trim()) return 'fullname_hu is empty';
  if (categories.size > 0 && !categories.has(p.categoryAlias)) return `unknown category ${p.categoryAlias}`;
  if (p.variants.length === 0) return 'has no variants';
  for (const v of p.variants) {
    if (seen.has(v.cikkszam)) return `variant cikkszam ${v.cikkszam} repeats`;
    seen.add(v.cikkszam);
    if (v.prices.length === 0 || !v.prices.every((pp) => isPrice(pp.price) && !Number.isNaN(Date.parse(pp.from)))) {
      return `variant ${v.cikkszam} has a price that is not a positive whole forint amount with a date`;
    }
    if (!Number.isInteger(v.stock) || v.stock < 0) return `variant ${v.cikkszam} has a negative or fractional stock`;
    if (bikes && v.bikes.some((b) => !bikes.has(b))) return `variant ${v.cikkszam} names an unknown motorcycle type`;
  }
  return null;
}

/**
 * Drops the records that cannot be written and says why, so one bad supplier row never stops an import.
 * Cross-references are checked against the bundle itself when it carries the referenced part.
 */
export function validateBundle(bundle: CatalogBundle): Validated {
  const problems: string[] = [];
  const categories = new Set((bundle.categories ?? []).map((c) => c.alias));
  const bikes = bundle.motorcycleTypes ? new Set(bundle.motorcycleTypes.map((t) => t.id)) : null;
  const aliases = new Set<string>();
  const variantCodes = new Set<string>();
  const products = (bundle.products ?? []).filter((p) => {
    const problem = aliases.has(p.alias) ? 'alias repeats' : productProblem(p, categories, bikes, variantCodes);
    aliases.add(p.alias);
    if (problem) problems.push(`product ${p.alias}: ${problem}`);
    return problem === null;
  });
  const badCategories = (bundle.categories ?? []).filter((c) => !ALIAS.test(c.alias));
  for (const c of badCategories) problems.push(`category ${c.alias}: alias must be lower-case letters, digits and hyphens`);
  return {
    bundle: { ...bundle, products, categories: bundle.categories?.filter((c) => !badCategories.includes(c)) },
    problems,
  };
}

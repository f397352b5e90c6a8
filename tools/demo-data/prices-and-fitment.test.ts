import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductRecord, VariantRecord } from '../../contract/catalog-import';
import type { MotorcycleTypeRecord } from '../../contract/fitment-import';
import type { CatalogBundle } from '../../contract/import-bundle';
import { generateCatalog } from './generate';
import { REFERENCE_TIME } from './reference-date';
import { thirtyDayLowest } from './test-helpers';

const DAY_MS = 86_400_000;
const CLOTHING_ROOT = 'ruhazat-sisak';

let bundle: CatalogBundle;
let products: ProductRecord[];
let variants: VariantRecord[];

beforeAll(() => {
  bundle = generateCatalog({ seed: 1, products: 2000 });
  products = bundle.products ?? [];
  variants = products.flatMap((p) => p.variants);
});

const isReduced = (v: VariantRecord): boolean => {
  const [previous, current] = [v.prices.at(-2), v.prices.at(-1)];
  return previous !== undefined && current !== undefined && current.price < previous.price;
};

describe('prices', () => {
  it('are positive whole forints ending in 90, oldest first, none after the reference date', () => {
    for (const v of variants) {
      expect(v.prices.length, v.cikkszam).toBeGreaterThanOrEqual(1);
      for (const point of v.prices) {
        expect(Number.isInteger(point.price) && point.price > 0, v.cikkszam).toBe(true);
        expect(point.price % 100, v.cikkszam).toBe(90);
        expect(Date.parse(point.from)).toBeLessThanOrEqual(REFERENCE_TIME);
      }
      const times = v.prices.map((point) => Date.parse(point.from));
      expect(times, v.cikkszam).toEqual([...times].sort((a, b) => a - b));
    }
  });

  it('puts about 15% of products on sale, reduced within the last 30 days, below the previous price', () => {
    const onSale = products.filter((p) => p.variants.every(isReduced));
    expect(onSale.length / products.length).toBeGreaterThan(0.1);
    expect(onSale.length / products.length).toBeLessThan(0.2);
    for (const v of onSale.flatMap((p) => p.variants)) {
      const current = v.prices.at(-1);
      const previous = thirtyDayLowest(v.prices);
      expect(previous, v.cikkszam).not.toBeNull();
      expect(previous ?? 0, v.cikkszam).toBeGreaterThan(current?.price ?? 0);
      expect(REFERENCE_TIME - Date.parse(current?.from ?? ''), v.cikkszam).toBeLessThanOrEqual(30 * DAY_MS);
    }
  });

  it('includes a reduction where the 30-day lowest price, not the last one, is the previous price', () => {
    const dipped = variants.filter((v) => isReduced(v) && (thirtyDayLowest(v.prices) ?? 0) < (v.prices.at(-2)?.price ?? 0));
    expect(dipped.length).toBeGreaterThan(0);
    const lowest = thirtyDayLowest(dipped[0]?.prices ?? []) ?? 0;
    expect(lowest).toBeGreaterThan(dipped[0]?.prices.at(-1)?.price ?? Number.POSITIVE_INFINITY);
  });

  it('includes price rises, which are not sales', () => {
    expect(variants.some((v) => v.prices.length === 2 && (v.prices[1]?.price ?? 0) > (v.prices[0]?.price ?? 0))).toBe(true);
  });

  it('keeps kinds in realistic ranges', () => {
    const current = (category: string) => products.filter((p) => p.categoryAlias === category).flatMap((p) => p.variants.map((v) => v.prices.at(-1)?.price ?? 0));
    for (const price of current('fekbetet')) expect(price).toBeLessThanOrEqual(24_990);
    for (const price of current('integralt-sisak')) expect(price).toBeGreaterThanOrEqual(39_990);
    for (const price of current('integralt-sisak')) expect(price).toBeLessThanOrEqual(299_990);
  });
});

describe('fitment', () => {
  const typesNamed = (maker: string, model: string): MotorcycleTypeRecord[] => {
    const makerId = bundle.manufacturers?.find((m) => m.name === maker)?.id;
    return (bundle.motorcycleTypes ?? []).filter((t) => t.manufacturerId === makerId && t.name.startsWith(`${model} (`));
  };

  it('only names motorcycle types that exist, 1 to 12 per bike-specific variant', () => {
    const ids = new Set((bundle.motorcycleTypes ?? []).map((t) => t.id));
    for (const v of variants) {
      for (const id of v.bikes) expect(ids.has(id), `${v.cikkszam} -> ${id}`).toBe(true);
      expect(v.bikes.length).toBeLessThanOrEqual(12);
    }
    expect(variants.filter((v) => v.bikes.length > 0).length).toBeGreaterThan(variants.length / 4);
  });

  it('gives clothing no bikes and bike-specific parts at least one', () => {
    const categories = new Map((bundle.categories ?? []).map((c) => [c.alias, c.parentAlias]));
    const rootOf = (alias: string): string => {
      const parent = categories.get(alias);
      return parent ? rootOf(parent) : alias;
    };
    for (const p of products.filter((x) => rootOf(x.categoryAlias) === CLOTHING_ROOT)) {
      expect(p.variants.every((v) => v.bikes.length === 0), p.alias).toBe(true);
    }
    for (const p of products.filter((x) => ['fekbetet', 'lanc', 'olajszuro', 'akkumulator', 'gyujtogyertya'].includes(x.categoryAlias))) {
      expect(p.variants.every((v) => v.bikes.length > 0), p.alias).toBe(true);
    }
  });

  it('has Honda CBR 600 RR and Yamaha MT-07 types with compatible products', () => {
    const cbr = typesNamed('Honda', 'CBR 600 RR');
    const mt07 = typesNamed('Yamaha', 'MT-07');
    expect(cbr.length).toBeGreaterThan(0);
    expect(mt07.length).toBeGreaterThan(0);
    expect(cbr.every((t) => t.capacity === 599)).toBe(true);
    expect(mt07.every((t) => t.capacity === 689)).toBe(true);
    for (const types of [cbr, mt07]) {
      const ids = new Set(types.map((t) => t.id));
      expect(products.filter((p) => p.variants.some((v) => v.bikes.some((id) => ids.has(id)))).length).toBeGreaterThan(5);
    }
  });

  it('keeps a part within one manufacturer', () => {
    const makerOf = new Map((bundle.motorcycleTypes ?? []).map((t) => [t.id, t.manufacturerId]));
    for (const v of variants) expect(new Set(v.bikes.map((id) => makerOf.get(id))).size, v.cikkszam).toBeLessThanOrEqual(1);
  });
});

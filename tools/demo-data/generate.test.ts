import { beforeAll, describe, expect, it } from 'vitest';
import { TOP_CATEGORY_ALIASES } from '../../contract/catalog';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { CategoryRecord, ProductRecord } from '../../contract/catalog-import';
import { MotorcycleTypeRecord } from '../../contract/fitment-import';
import type { CatalogBundle } from '../../contract/import-bundle';
import { generateCatalog } from './generate';
import { duplicates } from './test-helpers';

const ALIAS = /^[a-z0-9][a-z0-9-]*$/;
const CIKKSZAM = /^[A-Z0-9][A-Z0-9-]*$/;
/** what the media route accepts as a demo image file name */
/** A demo drawing: a product motif in a colour code, sized by the shop's image pipeline on request. */
const DEMO_PICTURE = /^\/media\/demo\/product\/[a-z]+(-[a-z]+)*-m?([a-z]{2}){1,2}\.webp$/;

let bundle: CatalogBundle;
let products: ProductRecord[];

beforeAll(() => {
  bundle = generateCatalog({ seed: 1, products: 2000 });
  products = bundle.products ?? [];
});

describe('generateCatalog', () => {
  it('gives byte-identical output for the same options and different output for another seed', () => {
    const again = generateCatalog({ seed: 1, products: 2000 });
    expect(JSON.stringify(again)).toBe(JSON.stringify(bundle));
    const other = generateCatalog({ seed: 2, products: 2000 });
    expect(JSON.stringify(other.products)).not.toBe(JSON.stringify(products));
  });

  it('makes a smaller catalogue the prefix of a larger one with the same seed', () => {
    const small = generateCatalog({ seed: 1, products: 300 }).products ?? [];
    expect(small).toEqual(products.slice(0, 300));
  });

  it('makes the requested number of products with one to six variants, about three on average', () => {
    expect(products).toHaveLength(2000);
    for (const p of products) expect(p.variants.length, p.alias).toBeGreaterThanOrEqual(1);
    for (const p of products) expect(p.variants.length, p.alias).toBeLessThanOrEqual(6);
    const average = products.reduce((sum, p) => sum + p.variants.length, 0) / products.length;
    expect(average).toBeGreaterThan(2.5);
    expect(average).toBeLessThan(3.5);
  });

  it('keeps every alias and item number unique and well-formed', () => {
    const variantCodes = products.flatMap((p) => p.variants.map((v) => v.cikkszam));
    expect(duplicates(products.map((p) => p.alias))).toEqual([]);
    expect(duplicates(products.map((p) => p.cikkszam))).toEqual([]);
    expect(duplicates([...products.map((p) => p.cikkszam), ...variantCodes])).toEqual([]);
    expect(duplicates((bundle.brands ?? []).map((b) => b.alias))).toEqual([]);
    expect(duplicates((bundle.pages ?? []).map((p) => p.alias))).toEqual([]);
    const aliases = [...products, ...(bundle.brands ?? []), ...(bundle.pages ?? [])].map((r) => r.alias);
    expect(aliases.filter((a) => !ALIAS.test(a))).toEqual([]);
    expect([...products.map((p) => p.cikkszam), ...variantCodes].filter((c) => !CIKKSZAM.test(c))).toEqual([]);
  });

  it('puts every product in an existing leaf category under a brand that exists', () => {
    const parents = new Set((bundle.categories ?? []).map((c) => c.parentAlias));
    const categories = new Set((bundle.categories ?? []).map((c) => c.alias));
    const brands = new Set((bundle.brands ?? []).map((b) => b.alias));
    for (const p of products) {
      expect(categories.has(p.categoryAlias) && !parents.has(p.categoryAlias), `${p.alias} in ${p.categoryAlias}`).toBe(true);
      expect(brands.has(p.brandAlias ?? ''), p.alias).toBe(true);
    }
  });

  it('writes names, descriptions, images and downloads the shop can show', () => {
    for (const p of products) {
      expect(p.fullname_hu.length).toBeGreaterThan(5);
      expect(p.content_hu.length, p.alias).toBeGreaterThan(150);
      expect(p.content_en).toMatch(/<ul><li>/);
      expect(p.images.length).toBeGreaterThanOrEqual(1);
      expect(p.images.length).toBeLessThanOrEqual(4);
      for (const image of p.images) expect(image).toMatch(DEMO_PICTURE);
      for (const d of p.downloads) expect(d.url).toBe(`/media/demo/download/${p.alias}.pdf`);
    }
    const withDownloads = products.filter((p) => p.downloads.length > 0).length / products.length;
    expect(withDownloads).toBeGreaterThan(0.05);
    expect(withDownloads).toBeLessThan(0.15);
  });

  it('names every product once within its category, and paints a coloured product in each of its colours', () => {
    const byCategory = new Map<string, Set<string>>();
    for (const p of products) {
      const names = byCategory.get(p.categoryAlias) ?? new Set<string>();
      expect(names.has(p.fullname_hu), `${p.fullname_hu} twice in ${p.categoryAlias}`).toBe(false);
      names.add(p.fullname_hu);
      byCategory.set(p.categoryAlias, names);
      const colours = new Set(p.variants.map((v) => v.props['Szín']).filter(Boolean));
      if (colours.size > 0) expect(p.images.length, p.alias).toBe(Math.min(colours.size, 4));
    }
  });

  it('marks about 3% as last pieces, each with a variant of stock 1', () => {
    const last = products.filter((p) => p.lastPieces);
    expect(last.length / products.length).toBeGreaterThan(0.01);
    expect(last.length / products.length).toBeLessThan(0.06);
    for (const p of last) expect(p.variants.some((v) => v.stock === 1), p.alias).toBe(true);
    const stocks = products.flatMap((p) => p.variants.map((v) => v.stock));
    expect(stocks.every((s) => Number.isInteger(s) && s >= 0 && s <= 25)).toBe(true);
    expect(stocks.filter((s) => s === 0).length).toBeGreaterThan(0);
  });

  it('fits the import records\' schemas, every record of it', () => {
    const fits = <T>(schema: TSchema, records: readonly T[]) => {
      const check = Compile(schema);
      return records.filter((r) => !check.Check(r));
    };
    expect(fits(ProductRecord, products)).toEqual([]);
    expect(fits(CategoryRecord, bundle.categories ?? [])).toEqual([]);
    expect(fits(MotorcycleTypeRecord, bundle.motorcycleTypes ?? [])).toEqual([]);
  });

  it('has the two top-level categories and a tree at most three levels deep', () => {
    const categories = bundle.categories ?? [];
    const roots = categories.filter((c) => c.parentAlias === null);
    expect(roots.map((c) => [c.alias, c.name_hu])).toEqual([
      [TOP_CATEGORY_ALIASES[0], 'Alkatrészek'],
      [TOP_CATEGORY_ALIASES[1], 'Ruházat és sisak'],
    ]);
    const byAlias = new Map(categories.map((c) => [c.alias, c]));
    const depth = (alias: string | null): number => (alias === null ? 0 : 1 + depth(byAlias.get(alias)?.parentAlias ?? null));
    for (const c of categories) {
      expect(ALIAS.test(c.alias), c.alias).toBe(true);
      expect(depth(c.alias), c.alias).toBeLessThanOrEqual(3);
      if (c.parentAlias !== null) expect(byAlias.has(c.parentAlias), c.alias).toBe(true);
    }
    expect(duplicates(categories.map((c) => c.alias))).toEqual([]);
  });
});

describe('the full demo catalogue', () => {
  it('makes 33,000 products with unique aliases, item numbers and names within each category', () => {
    const full = generateCatalog({ seed: 1, products: 33_000 }).products ?? [];
    expect(full).toHaveLength(33_000);
    expect(duplicates(full.map((p) => p.alias))).toEqual([]);
    expect(duplicates(full.flatMap((p) => [p.cikkszam, ...p.variants.map((v) => v.cikkszam)]))).toEqual([]);
    expect(duplicates(full.map((p) => `${p.categoryAlias}: ${p.fullname_hu.toLowerCase()}`))).toEqual([]);
  });
});

import type { Db, DbOrTx } from '../../db/client';
import { applyPriceHistory } from './price-history';
import { upsertPricePoints } from './price-history.repo';
import {
  productHeads, productIdsOfVariants, referenceNames, upsertFileProducts, upsertFileVariants, variantLines, variantLinesAfter,
  type ProductHead, type VariantLine,
} from './catalogue-file.repo';

export type { ProductHead, VariantLine } from './catalogue-file.repo';

/** What a batch of file rows is compared with: its variants, their products, the category and brand names. */
export interface FileState {
  lines: Map<string, VariantLine>;
  products: Map<string, ProductHead>;
  categories: Set<string>;
  /** by lower-case name and by alias */
  brands: Map<string, { id: number; name: string }>;
}

/** Full values of each product and variant the batch creates or changes (decision 0025). */
export interface FileWrites {
  products: { cikkszam: string; name: string; category: string; brandId: number | null; active: boolean }[];
  variants: {
    id: number | null; cikkszam: string; productCikkszam: string; name: string; props: Record<string, string>;
    stock: number; price: number; sort: number;
    /** name, properties or stock differ (or the variant is new) */
    write: boolean;
    priceChanged: boolean;
  }[];
}

function aliasOf(name: string, cikkszam: string): string {
  const slug = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return `${slug(name).slice(0, 120)}-${slug(cikkszam)}`.replace(/^-+/, '') || `termek-${Date.now()}`;
}

async function readState(tx: DbOrTx, cikkszamok: readonly string[], productCikkszamok: readonly string[], lock: boolean): Promise<FileState> {
  // One after another: a transaction is one connection, and node-postgres deprecates overlapping queries on one.
  const lines = await variantLines(tx, cikkszamok, lock);
  const heads = await productHeads(tx, productCikkszamok);
  const [categories, brands] = await referenceNames(tx);
  const products = new Map(heads.map((h) => [h.productCikkszam, h]));
  // A variant's own product is known too, so a row without termek_cikkszam compares its product's columns.
  for (const l of lines) if (!products.has(l.productCikkszam)) products.set(l.productCikkszam, { ...l });
  const brandKeys = new Map<string, { id: number; name: string }>();
  for (const b of brands) {
    brandKeys.set(b.alias, b);
    brandKeys.set(b.name.toLowerCase(), b);
  }
  return { lines: new Map(lines.map((l) => [l.cikkszam, l])), products, categories: new Set(categories.map((c) => c.alias)), brands: brandKeys };
}

/**
 * The catalogue file's reads and its one write. A batch is planned against the state read inside its
 * own transaction (rows locked), so a dry run and an apply decide alike and a re-run changes nothing.
 * Prices change only by a point in the variant's history, so the struck price follows the 30-day rule.
 */
export function createCatalogueFile(db: Db, onChanged: () => void) {
  return {
    fileState: (cikkszamok: readonly string[], productCikkszamok: readonly string[]) => readState(db, cikkszamok, productCikkszamok, false),
    exportPage: (afterProductId: number, products: number) => variantLinesAfter(db, afterProductId, products),
    async applyFileBatch<T>(
      cikkszamok: readonly string[], productCikkszamok: readonly string[],
      plan: (state: FileState) => { writes: FileWrites; result: T }, now: Date = new Date(),
    ): Promise<T> {
      const result = await db.transaction(async (tx) => {
        const { writes, result } = plan(await readState(tx, cikkszamok, productCikkszamok, true));
        const productIds = await upsertFileProducts(tx, writes.products.map((p) => ({ ...p, alias: aliasOf(p.name, p.cikkszam) })));
        const missing = writes.variants.filter((v) => v.write && !productIds.has(v.productCikkszam)).map((v) => v.productCikkszam);
        if (missing.length) for (const h of await productHeads(tx, [...new Set(missing)])) productIds.set(h.productCikkszam, h.productId);
        const written = await upsertFileVariants(tx, writes.variants.filter((v) => v.write).map((v) => ({
          productId: productIds.get(v.productCikkszam)!, cikkszam: v.cikkszam, name: v.name, props: v.props, stock: v.stock, price: v.price, sort: v.sort,
        })));
        const priced = writes.variants.filter((v) => v.priceChanged).map((v) => ({ ...v, id: v.id ?? written.get(v.cikkszam)! }));
        await upsertPricePoints(tx, priced.map((v) => ({ variantId: v.id, price: v.price, from: now.toISOString() })));
        const ids = priced.map((v) => v.id);
        if (ids.length) await applyPriceHistory(tx, ids, await productIdsOfVariants(tx, ids));
        return result;
      });
      onChanged();
      return result;
    },
  };
}

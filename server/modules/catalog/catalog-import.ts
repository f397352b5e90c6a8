import { BrandRecord, CategoryRecord, ProductRecord } from '../../../contract/catalog-import';
import type { ImportProgress, ImportRejection, ImportResult } from '../../../contract/import-result';
import type { Db, DbOrTx } from '../../db/client';
import { chunks } from '../../db/json-rows';
import { partitionRecords, recordCheck } from '../../shared/record-check';
import { sanitizeHtml } from '../../shared/sanitize-html';
import { applyPriceHistory } from './price-history';
import { upsertPricePoints } from './price-history.repo';
import {
  analyzeCatalogue, brandAliases, categoryDepths, cikkszamOwners, countedProducts, upsertBrands, upsertCategoryLevel,
  upsertProducts, upsertVariants,
} from './catalog-import.repo';

/** What the catalogue's import needs of the fitment module (passed in: modules meet through services). */
export interface FitmentLinks {
  knownTypeIds(tx: DbOrTx, ids: readonly number[]): Promise<Set<number>>;
  setVariantsFitment(tx: DbOrTx, links: readonly { variantId: number; typeIds: number[] }[]): Promise<void>;
}

/** Products per transaction: PGlite's one connection is never held long, and a stopped import keeps its finished batches. */
const BATCH = 500;

/**
 * An import refreshes the planner's statistics once it has written this share of the products they counted,
 * and at least ANALYZE_AFTER_AT_LEAST products: autovacuum re-analyzes a table only after a tenth of it has
 * changed and may fall behind a bulk import, whose own triggers then get plans for a far smaller catalogue.
 */
const ANALYZE_SHARE = 0.2;
const ANALYZE_AFTER_AT_LEAST = 10_000;

/** Whether an import that wrote `written` products since the statistics counted `counted` should refresh them. */
export function statisticsOutgrown(written: number, counted: number): boolean {
  return written >= Math.max(ANALYZE_AFTER_AT_LEAST, counted * ANALYZE_SHARE);
}
const MAX_DEPTH = 3;

const categoryCheck = recordCheck(CategoryRecord);
const brandCheck = recordCheck(BrandRecord);
const productCheck = recordCheck(ProductRecord);
const keyOf = (kind: string, key: unknown, index: number) => `${kind} ${typeof key === 'string' ? key : `#${index}`}`;

/** Repeats of a key within one import: the first record wins, later ones are rejected. */
function firstOfEach<T>(key: (record: T) => string[]): (record: T) => string | null {
  const seen = new Set<string>();
  return (record) => {
    const keys = key(record);
    const repeated = keys.find((k) => seen.has(k));
    if (repeated) return `${repeated} repeats`;
    for (const k of keys) seen.add(k);
    return null;
  };
}

export function createCatalogImport(db: Db, fitment: FitmentLinks, onChanged: () => void) {
  /** Parents before children; a record whose parent is neither imported nor stored is rejected. */
  async function importCategories(records: readonly CategoryRecord[]): Promise<ImportResult> {
    const repeats = firstOfEach<CategoryRecord>((r) => [r.alias]);
    const { valid, rejected } = partitionRecords(records, (r, i) => keyOf('category', r?.alias, i), (r) => categoryCheck.problem(r) ?? repeats(r));
    const written = await db.transaction(async (tx) => {
      const depths = await categoryDepths(tx);
      let rest = valid;
      let count = 0;
      for (let depth = 1; depth <= MAX_DEPTH && rest.length; depth++) {
        const level = rest.filter((r) => (r.parentAlias === null ? depth === 1 : depths.get(r.parentAlias) === depth - 1
          && !rest.some((o) => o.alias === r.parentAlias)));
        if (level.length) await upsertCategoryLevel(tx, level, depth);
        for (const r of level) depths.set(r.alias, depth);
        count += level.length;
        rest = rest.filter((r) => !level.includes(r));
      }
      for (const r of rest) {
        rejected.push({ record: `category ${r.alias}`, index: records.indexOf(r), reason: `parent ${r.parentAlias} is unknown or the tree would be deeper than ${MAX_DEPTH}` });
      }
      return count;
    });
    onChanged();
    return { written, rejected };
  }

  async function importBrands(records: readonly BrandRecord[]): Promise<ImportResult> {
    const repeats = firstOfEach<BrandRecord>((r) => [r.alias]);
    const { valid, rejected } = partitionRecords(records, (r, i) => keyOf('brand', r?.alias, i), (r) => brandCheck.problem(r) ?? repeats(r));
    if (valid.length) await db.transaction((tx) => upsertBrands(tx, valid));
    onChanged();
    return { written: valid.length, rejected };
  }

  /** Cross-references checked against the database in the batch's own transaction. */
  async function writeBatch(tx: DbOrTx, batch: readonly { record: ProductRecord; index: number }[], rejected: ImportRejection[]): Promise<number> {
    // One after the other: a transaction is one connection, which runs one query at a time anyway
    // (queued queries on one pg client are deprecated and go in pg 9).
    const depths = await categoryDepths(tx);
    const brands = await brandAliases(tx);
    const owners = await cikkszamOwners(tx, batch.map((b) => b.record.cikkszam));
    const bikes = await fitment.knownTypeIds(tx, [...new Set(batch.flatMap((b) => b.record.variants.flatMap((v) => v.bikes)))]);
    const { valid } = partitionRecords(batch, () => '', ({ record: p, index }) => {
      const reason = !depths.has(p.categoryAlias) ? `unknown category ${p.categoryAlias}`
        : p.brandAlias !== null && !brands.has(p.brandAlias) ? `unknown brand ${p.brandAlias}`
        : (owners.get(p.cikkszam) ?? p.alias) !== p.alias ? `cikkszam ${p.cikkszam} belongs to product ${owners.get(p.cikkszam)}`
        : p.variants.flatMap((v) => v.bikes).find((b) => !bikes.has(b)) !== undefined ? 'a variant names an unknown motorcycle type'
        : null;
      if (reason) rejected.push({ record: `product ${p.alias}`, index, reason });
      return reason;
    });
    if (valid.length === 0) return 0;
    const products = valid.map(({ record: p }) => ({ ...p, content_hu: sanitizeHtml(p.content_hu), content_en: sanitizeHtml(p.content_en) }));
    const productIds = await upsertProducts(tx, products);
    const variants = products.flatMap((p) => p.variants.map((v, sort) => ({ productId: productIds.get(p.alias)!, v, sort })));
    const variantIds = await upsertVariants(tx, variants.map(({ productId, v, sort }) => ({
      productId, cikkszam: v.cikkszam, name_hu: v.name_hu, name_en: v.name_en, props: v.props, sort, stock: v.stock,
      price: v.prices.at(-1)!.price,
    })));
    await upsertPricePoints(tx, variants.flatMap(({ v }) => v.prices.map((p) => ({ variantId: variantIds.get(v.cikkszam)!, price: p.price, from: p.from }))));
    await applyPriceHistory(tx, [...variantIds.values()], [...productIds.values()]);
    await fitment.setVariantsFitment(tx, variants.map(({ v }) => ({ variantId: variantIds.get(v.cikkszam)!, typeIds: v.bikes })));
    return valid.length;
  }

  /**
   * Products with their variants, price history and fitment, upserted by alias and cikkszam in
   * transactions of BATCH products. Prices shown come from the stored history, never from the record.
   */
  async function importProducts(records: readonly ProductRecord[], onProgress: ImportProgress = () => {}): Promise<ImportResult> {
    const repeats = firstOfEach<ProductRecord>((p) => [`alias ${p.alias}`, `cikkszam ${p.cikkszam}`, ...p.variants.map((v) => `variant cikkszam ${v.cikkszam}`)]);
    const indexed = records.map((record, index) => ({ record, index }));
    const { valid, rejected } = partitionRecords(indexed, ({ record }, i) => keyOf('product', record?.alias, i),
      ({ record }) => productCheck.problem(record) ?? repeats(record));
    let written = 0;
    let done = 0;
    let counted = valid.length >= ANALYZE_AFTER_AT_LEAST ? await countedProducts(db) : 0;
    let sinceAnalyze = 0;
    onProgress(0, valid.length);
    try {
      for (const batch of chunks(valid, BATCH)) {
        const batchWritten = await db.transaction((tx) => writeBatch(tx, batch, rejected));
        written += batchWritten;
        sinceAnalyze += batchWritten;
        done += batch.length;
        onProgress(done, valid.length);
        if (statisticsOutgrown(sinceAnalyze, counted)) {
          await analyzeCatalogue(db);
          counted = await countedProducts(db);
          sinceAnalyze = 0;
        }
      }
    } finally {
      onChanged();
    }
    return { written, rejected };
  }

  return { importCategories, importBrands, importProducts };
}

import type { Db } from '../../server/db/client';
import { applyBikes, applyCategories, applyContent, applyPages, applySettings } from './apply-reference';
import { applyProductBatch } from './apply-products';
import { chunks } from './json-rows';
import type { CatalogBundle } from './records';

export interface ApplyProgress {
  (done: number, total: number): void;
}

const BATCH = 500;

/**
 * Writes a validated bundle: reference data first (products point at it), then products in
 * short transactions of BATCH products, so PGlite's single connection is never held for long
 * and an interrupted import keeps every finished batch.
 */
export async function applyBundle(db: Db, bundle: CatalogBundle, onProgress: ApplyProgress = () => {}): Promise<void> {
  await db.transaction(async (tx) => {
    if (bundle.settings) await applySettings(tx, bundle.settings);
    if (bundle.categories) await applyCategories(tx, bundle.categories);
    await applyBikes(tx, bundle);
    await applyContent(tx, bundle);
    if (bundle.pages) await applyPages(tx, bundle.pages);
  });
  const products = bundle.products ?? [];
  let done = 0;
  onProgress(done, products.length);
  for (const batch of chunks(products, BATCH)) {
    await db.transaction((tx) => applyProductBatch(tx, batch));
    done += batch.length;
    onProgress(done, products.length);
  }
}

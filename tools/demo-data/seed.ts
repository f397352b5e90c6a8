import type { ProductRecord } from '../../contract/catalog-import';
import { rejectionLine, type ImportProgress } from '../../contract/import-result';
import type { Services } from '../../server/services';
import { generateProducts, generateReference } from './generate';

export interface SeedOptions {
  seed: number;
  products: number;
  onProgress?: ImportProgress;
  /** products handed to the import at a time (tests use small batches) */
  batchSize?: number;
}

/** Products handed to the import at a time: a million-product catalogue never sits in memory whole. */
const SEED_BATCH = 10_000;

/** Generates the demo catalog and writes it through the same import use cases as a real import. */
export async function seedDemoCatalog(services: Services, { seed, products, onProgress, batchSize = SEED_BATCH }: SeedOptions): Promise<string[]> {
  const reference = generateReference();
  const problems = [...(await services.imports.importBundle(reference)).problems];
  let written = 0;
  const writeBatch = async (batch: ProductRecord[]) => {
    const result = await services.catalog.importProducts(batch, (done) => onProgress?.(written + done, products));
    problems.push(...result.rejected.map(rejectionLine));
    written += batch.length;
  };
  let batch: ProductRecord[] = [];
  for (const product of generateProducts({ seed, products }, reference)) {
    batch.push(product);
    if (batch.length === batchSize) {
      await writeBatch(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await writeBatch(batch);
  return problems;
}

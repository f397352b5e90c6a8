import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../server/db/client';
import { applyBundle, type ApplyProgress } from '../import/apply';
import { validateBundle } from '../import/validate';
import { generateCatalog } from './generate';

export interface SeedOptions {
  seed: number;
  products: number;
  onProgress?: ApplyProgress;
}

/** True when the catalog has no product yet: a fresh database seeds itself on start. */
export async function isCatalogEmpty(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ any: boolean }>(db, sql`select exists (select 1 from products) as any`);
  return !row?.any;
}

/** Generates the demo catalog and writes it through the same pipeline as a real import. */
export async function seedDemoCatalog(db: Db, { seed, products, onProgress }: SeedOptions): Promise<string[]> {
  const { bundle, problems } = validateBundle(generateCatalog({ seed, products }));
  await applyBundle(db, bundle, onProgress);
  return problems;
}

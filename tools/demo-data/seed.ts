import type { ImportProgress } from '../../contract/import-result';
import type { Services } from '../../server/services';
import { generateCatalog } from './generate';

export interface SeedOptions {
  seed: number;
  products: number;
  onProgress?: ImportProgress;
}

/** Generates the demo catalog and writes it through the same import use cases as a real import. */
export async function seedDemoCatalog(services: Services, { seed, products, onProgress }: SeedOptions): Promise<string[]> {
  const { problems } = await services.imports.importBundle(generateCatalog({ seed, products }), onProgress);
  return problems;
}

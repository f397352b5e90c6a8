import type { CatalogBundle } from '../../../contract/import-bundle';
import { rejectionLine, type ImportProgress, type ImportResult } from '../../../contract/import-result';
import type { BikesImport } from '../fitment/fitment-writes';
import type { ContentImport } from '../content/content-import';

interface ImportingModules {
  catalog: {
    importCategories(records: NonNullable<CatalogBundle['categories']>): Promise<ImportResult>;
    importBrands(records: NonNullable<CatalogBundle['brands']>): Promise<ImportResult>;
    importProducts(records: NonNullable<CatalogBundle['products']>, onProgress?: ImportProgress): Promise<ImportResult>;
  };
  fitment: { importBikes(input: BikesImport): Promise<ImportResult> };
  content: { importContent(input: ContentImport): Promise<ImportResult> };
}

export interface BundleResult {
  written: number;
  /** one line per rejected record: which one and why */
  problems: string[];
}

/**
 * A whole import run (the demo catalogue, a supplier file): each part goes to its module's import
 * use case, reference data first because products point at it.
 */
export function createImportService({ catalog, fitment, content }: ImportingModules) {
  return {
    async importBundle(bundle: CatalogBundle, onProgress?: ImportProgress): Promise<BundleResult> {
      const results: ImportResult[] = [];
      if (bundle.categories) results.push(await catalog.importCategories(bundle.categories));
      if (bundle.brands) results.push(await catalog.importBrands(bundle.brands));
      if (bundle.manufacturers || bundle.constructions || bundle.motorcycleTypes) results.push(await fitment.importBikes(bundle));
      results.push(await content.importContent(bundle));
      if (bundle.products) results.push(await catalog.importProducts(bundle.products, onProgress));
      return {
        written: results.reduce((sum, r) => sum + r.written, 0),
        problems: results.flatMap((r) => r.rejected.map(rejectionLine)),
      };
    },
  };
}

import type { Category } from '../../../contract/catalog';
import type { Db } from '../../db/client';
import { ttlCache, type Cached } from '../../shared/ttl-cache';
import { listCategoriesWithCounts } from './catalog.repo';
import { toCategoryTree } from './catalog.mapper';

/** Catalog answers hold no personal data; a few seconds of staleness across instances is acceptable. */
const CATALOG_TTL_MS = 5_000;

export interface CatalogService {
  headerCategories: Cached<Category[]>;
}

export function createCatalogService(db: Db): CatalogService {
  return {
    headerCategories: ttlCache(CATALOG_TTL_MS, async () => toCategoryTree(await listCategoriesWithCounts(db))),
  };
}

import type { DbOrTx } from '../../db/client';
import type { FacetIndex } from './facet-index';
import type { FacetIndexSource } from './facet-index-source';
import { fitCountsFromDocuments, namedFitCounts } from './fit-counts.repo';

/** Active products of one category that fit one motorcycle type. */
export interface FitCount {
  categoryId: number;
  typeId: number;
  n: number;
}

export interface FitCountRow {
  alias: string;
  name_hu: string;
  /** the listing's address, as the storefront's links write it */
  path: string;
  type_id: number;
  n: number;
}

/** The index's products per category for each type: its rows by type, as the motorcycle listings walk them. */
export function countFits(index: FacetIndex, typeIds: readonly number[]): FitCount[] {
  const counts: FitCount[] = [];
  for (const typeId of new Set(typeIds)) {
    const byCategory = new Map<number, number>();
    for (const i of index.byBike.get(typeId) ?? []) byCategory.set(index.categoryId[i]!, (byCategory.get(index.categoryId[i]!) ?? 0) + 1);
    for (const [categoryId, n] of byCategory) counts.push({ categoryId, typeId, n });
  }
  return counts;
}

/**
 * Active products per category and type that fit one of the types (one row per pair that has any), in the
 * category tree's order: a motorcycle model's page. Counted from the in-memory facet index when it is at the
 * database's revision (read with the categories' names), else from the search documents in SQL; both give
 * the same rows (facet-index.api.test.ts). At a million products a model fits tens of thousands of products,
 * and reading each one's document let the server answer 93 model pages a second instead of 778–942
 * (decision 0035, session 23 addendum).
 */
export async function partsByCategory(db: DbOrTx, source: FacetIndexSource, typeIds: readonly number[]): Promise<FitCountRow[]> {
  const index = source.latest();
  if (index) {
    const counts = countFits(index, typeIds);
    const { rows, revision } = await namedFitCounts(db, counts);
    if (revision !== null && revision === index.revision) return rows;
    source.seen(revision);
  }
  return fitCountsFromDocuments(db, typeIds);
}

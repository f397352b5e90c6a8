import type { Db } from '../../db/client';
import type { FacetIndex } from './facet-index';
import { loadFacetIndex } from './facet-index.repo';

/** The process's facet index, and what to do when the database's revision turned out to be another. */
export interface FacetIndexSource {
  /** the index last read, current or not; null before the first read has finished */
  latest(): FacetIndex | null;
  /** the database is at `revision` (null: it has no revision row): read the index again unless it is at that revision */
  seen(revision: number | null): void;
}

/**
 * Holds the in-memory facet index and reads it again, one read at a time in the background, whenever a
 * listing saw the database at another revision. A listing uses the index only if the database's revision,
 * read in the same statement as the page's cards, is the index's (listing.service.ts): counts and pages
 * are never older than the request, whichever process or program wrote. Requests never wait for a read:
 * until it has finished they are answered from SQL, so during an import (a commit every batch) they do not
 * queue behind read after read.
 */
export function facetIndexSource(db: Db): FacetIndexSource {
  let index: FacetIndex | null = null;
  let loading: Promise<void> | null = null;
  const reload = () => {
    // A failed read (the database restarting) leaves the SQL path in use; the next listing tries again.
    loading ??= loadFacetIndex(db).then((loaded) => { index = loaded; }, () => {}).finally(() => { loading = null; });
  };
  return {
    latest() {
      if (!index) reload();
      return index;
    },
    seen(revision) {
      if (revision !== null && index?.revision !== revision) reload();
    },
  };
}

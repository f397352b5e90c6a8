import type { Db } from '../../db/client';
import type { FacetIndex } from './facet-index';
import { loadFacetIndex } from './facet-index.repo';

/**
 * After a read of d ms the next waits 4d: during an import, which commits every batch, PGlite's one
 * connection (and a PostgreSQL one) spends at most a fifth of its time reading the index again.
 */
const REST_FACTOR = 4;

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
export function facetIndexSource(
  db: Db, now: () => number = () => performance.now(), load: (db: Db) => Promise<FacetIndex> = loadFacetIndex,
): FacetIndexSource {
  let index: FacetIndex | null = null;
  let loading: Promise<void> | null = null;
  /** no read starts before this: reads take at most a fifth of the time, however often writers commit */
  let restUntil = 0;
  const reload = () => {
    if (loading || now() < restUntil) return;
    const started = now();
    // A failed read (the database restarting) leaves the SQL path in use; a later listing tries again.
    loading = load(db).then((loaded) => { index = loaded; }, () => {}).finally(() => {
      loading = null;
      restUntil = now() + (now() - started) * REST_FACTOR;
    });
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

import type { Db } from '../../db/client';
import type { FacetIndex } from './facet-index';
import { facetRevision, loadFacetIndex } from './facet-index.repo';

/** The process's facet index, or null when it is not current. */
export interface FacetIndexSource {
  current(): Promise<FacetIndex | null>;
}

/**
 * Answers the in-memory facet index only while its revision is the database's (one primary-key read per
 * listing), so counts and pages are never older than the request, whichever process or program wrote.
 * Otherwise it answers null, and the listing is computed in SQL as before, while one reload runs in the
 * background: requests never wait for a reload, and during an import (a commit every batch) they keep
 * being answered from SQL rather than queue behind reload after reload.
 */
export function facetIndexSource(db: Db): FacetIndexSource {
  let index: FacetIndex | null = null;
  let loading: Promise<void> | null = null;
  return {
    async current() {
      const revision = await facetRevision(db);
      if (revision !== null && index?.revision === revision) return index;
      // A failed reload (the database restarting) leaves the SQL path in use; the next listing tries again.
      loading ??= loadFacetIndex(db).then((loaded) => { index = loaded; }, () => {}).finally(() => { loading = null; });
      return null;
    },
  };
}

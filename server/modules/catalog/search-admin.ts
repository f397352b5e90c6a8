import type { SearchSynonym, SearchSynonymBody, SearchSynonymQuery, ZeroResultQuery, ZeroResultSearch } from '../../../contract/search-admin';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { record } from '../audit/audit.service';
import { auditActorOf, type StaffPrincipal } from '../staff/staff.principal';
import { deleteSynonym, findSynonym, insertSynonym, listSynonyms, listZeroResults, type SynonymRow } from './search-admin.repo';
import { unaccent } from './search-text';

const toSynonym = (row: SynonymRow): SearchSynonym => ({ id: row.id, term: row.term, alternatives: row.alternatives, createdAt: row.created_at });

/** The term as the search compares words: one word, lower case, without accents. */
function searchTerm(text: string): string {
  const term = unaccent(text.trim().toLowerCase());
  if (!/^[\p{L}\p{N}]+$/u.test(term)) throw new AppError('bad_request', 'A keresett szó egyetlen szó legyen, csak betűkkel és számokkal.', { term: text });
  return term;
}

/**
 * Staff's synonym list and the searches that found nothing (decision 0018). Every change is audited in
 * its own transaction; `onChanged` makes the search use it at once on this instance.
 */
export function createSearchAdmin(db: Db, onChanged: () => void) {
  return {
    async synonyms(_actor: StaffPrincipal, query: SearchSynonymQuery): Promise<{ total: number; items: SearchSynonym[] }> {
      const { rows, total } = await listSynonyms(db, query);
      return { total, items: rows.map(toSynonym) };
    },
    async addSynonym(actor: StaffPrincipal, body: SearchSynonymBody): Promise<SearchSynonym> {
      const term = searchTerm(body.term);
      const alternatives = body.alternatives.trim();
      if (!/[\p{L}\p{N}]/u.test(alternatives)) throw new AppError('bad_request', 'Adjon meg legalább egy szót, amelyet a keresés helyette is megtalál.', {});
      const added = await db.transaction(async (tx) => {
        const row = await insertSynonym(tx, term, alternatives);
        if (!row) throw new AppError('conflict', `A(z) „${term}” szónak már vannak szinonimái: előbb törölje azokat.`, { term });
        await record(tx, auditActorOf(actor), { action: 'search-synonym.create', entityType: 'search-synonym', entityId: row.id, after: toSynonym(row) });
        return toSynonym(row);
      });
      onChanged();
      return added;
    },
    async deleteSynonym(actor: StaffPrincipal, id: number): Promise<SearchSynonym> {
      const removed = await db.transaction(async (tx) => {
        const row = await findSynonym(tx, id);
        if (!row) throw new AppError('not_found', 'Nincs ilyen szinonima.');
        await deleteSynonym(tx, id);
        await record(tx, auditActorOf(actor), { action: 'search-synonym.delete', entityType: 'search-synonym', entityId: id, before: toSynonym(row) });
        return toSynonym(row);
      });
      onChanged();
      return removed;
    },
    async zeroResults(_actor: StaffPrincipal, query: ZeroResultQuery): Promise<{ total: number; items: ZeroResultSearch[] }> {
      const { rows, total } = await listZeroResults(db, query);
      return { total, items: rows.map((r) => ({ id: r.query, query: r.query, searches: Number(r.searches), lastSearchedAt: r.last_searched_at })) };
    },
  };
}

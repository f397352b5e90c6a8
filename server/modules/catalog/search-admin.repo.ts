import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import type { SearchSynonymQuery, ZeroResultQuery } from '../../../contract/search-admin';
import { likePrefix } from './search-text';

export interface SynonymRow { id: number; term: string; alternatives: string; created_at: string }
export interface ZeroResultRow { query: string; searches: number; last_searched_at: string }

const SYNONYM_SORT = { term: sql`term`, createdAt: sql`created_at` } as const;
const ZERO_SORT = { searches: sql`searches`, lastSearchedAt: sql`last_searched_at`, query: sql`query` } as const;

function page<Q extends { page: number; perPage: number; order: 'ASC' | 'DESC' }>(query: Q, key: SQL, tie: SQL): SQL {
  const direction = query.order === 'ASC' ? sql`asc` : sql`desc`;
  return sql`order by ${key} ${direction}, ${tie} limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`;
}

const synonymColumns = sql`id, term, alternatives, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at`;

export async function listSynonyms(db: DbOrTx, query: SearchSynonymQuery): Promise<{ rows: SynonymRow[]; total: number }> {
  const where = query.q ? sql`where term like ${likePrefix(query.q.toLowerCase())}` : sql``;
  const [rows, [count]] = await Promise.all([
    queryRows<SynonymRow>(db, sql`select ${synonymColumns} from search_synonyms ${where} ${page(query, SYNONYM_SORT[query.sort], sql`id`)}`),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from search_synonyms ${where}`),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findSynonym(db: DbOrTx, id: number): Promise<SynonymRow | null> {
  const [row] = await queryRows<SynonymRow>(db, sql`select ${synonymColumns} from search_synonyms where id = ${id}`);
  return row ?? null;
}

/** null when the term already has synonyms. */
export async function insertSynonym(db: DbOrTx, term: string, alternatives: string): Promise<SynonymRow | null> {
  const [row] = await queryRows<SynonymRow>(db, sql`insert into search_synonyms (term, alternatives) values (${term}, ${alternatives})
    on conflict (term) do nothing returning ${synonymColumns}`);
  return row ?? null;
}

export async function deleteSynonym(db: DbOrTx, id: number): Promise<void> {
  await db.execute(sql`delete from search_synonyms where id = ${id}`);
}

export async function listZeroResults(db: DbOrTx, query: ZeroResultQuery): Promise<{ rows: ZeroResultRow[]; total: number }> {
  const where = query.q ? sql`where query like ${`%${likePrefix(query.q.toLowerCase())}`}` : sql``;
  const [rows, [count]] = await Promise.all([
    queryRows<ZeroResultRow>(db, sql`select query, searches,
      to_char(last_searched_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as last_searched_at
      from search_zero_results ${where} ${page(query, ZERO_SORT[query.sort], sql`query`)}`),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from search_zero_results ${where}`),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

import type { Db } from '../../server/db/client';
import { applyUsers, type ApplyUsersResult } from './apply-users';
import { parseCsv } from './parse-csv';
import { validateUsers, type BadRow } from './validate-users';

export interface ImportUsersReport extends ApplyUsersResult {
  bad: BadRow[];
}

/** parse (pure) -> validate -> apply: the whole import of the old site's customer CSV. */
export async function importUsers(db: Db, csv: string, onProgress?: (done: number, total: number) => void): Promise<ImportUsersReport> {
  const { users, bad } = validateUsers(parseCsv(csv));
  const applied = await applyUsers(db, users, onProgress);
  return { ...applied, bad };
}

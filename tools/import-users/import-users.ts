import type { UserData } from '../../contract/account';
import type { ImportProgress } from '../../contract/import-result';
import type { Services } from '../../server/services';
import { parseCsv } from './parse-csv';
import { readCustomerRows, type BadRow } from './validate-users';

export interface ImportUsersReport {
  inserted: number;
  updated: number;
  unchanged: number;
  /** rows of the file left out, by line number */
  bad: BadRow[];
}

/** parse (pure) -> rows to records -> the account module's importCustomers use case. */
export async function importUsers(account: Pick<Services['account'], 'importCustomers'>, csv: string, onProgress?: ImportProgress): Promise<ImportUsersReport> {
  const { rows, bad } = readCustomerRows(parseCsv(csv));
  const result = await account.importCustomers(rows.map((r) => r.user) satisfies UserData[], onProgress);
  const rejected = result.rejected.map((r) => ({ line: rows[r.index]!.line, problem: r.reason }));
  return { inserted: result.inserted, updated: result.updated, unchanged: result.unchanged, bad: [...bad, ...rejected].sort((a, b) => a.line - b.line) };
}

import { Type } from 'typebox';
import { UserData } from '../../../contract/account';
import type { ImportProgress, ImportRejection } from '../../../contract/import-result';
import type { Db } from '../../db/client';
import { chunks } from '../../db/json-rows';
import { partitionRecords, recordCheck } from '../../shared/record-check';
import { upsertCustomerBatch } from './customers-import.repo';
import { isEmail } from './user-data-rules';

export interface CustomersImportResult {
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: ImportRejection[];
}

const BATCH = 500;
const customerCheck = recordCheck(Type.Object(UserData.properties, { additionalProperties: false }));

/**
 * Old data is taken as it is, except what would break an account: the e-mail must be an address and
 * unique in the import, and a postcode or tax number, when given, must have the Hungarian form.
 */
function customerProblem(seen: Set<string>) {
  return (user: UserData): string | null => {
    const shape = customerCheck.problem(user);
    if (shape) return shape;
    if (!isEmail(user.email)) return `hibás e-mail cím: "${user.email}"`;
    if (seen.has(user.email.toLowerCase())) return `az e-mail cím már szerepelt: ${user.email}`;
    for (const field of ['szallitas_irsz', 'szamla_irsz'] as const) {
      if (user[field] !== '' && !/^\d{4}$/.test(user[field])) return `hibás irányítószám (${field}): "${user[field]}"`;
    }
    if (user.adoszam !== '' && !/^\d{8}-\d-\d{2}$/.test(user.adoszam)) return `hibás adószám: "${user.adoszam}"`;
    if (Object.values(user).some((value) => value.length > 200)) return 'túl hosszú mező (legfeljebb 200 karakter)';
    seen.add(user.email.toLowerCase());
    return null;
  };
}

/**
 * importCustomers: the old site's customers, upserted by e-mail in transactions of BATCH. Imported
 * accounts have no password; an account whose owner has set one since is never changed, and a
 * re-run changes nothing.
 */
export function createCustomersImport(db: Db) {
  return async function importCustomers(records: readonly UserData[], onProgress: ImportProgress = () => {}): Promise<CustomersImportResult> {
    const { valid, rejected } = partitionRecords(records, (_r, i) => `customer #${i + 1}`, customerProblem(new Set()));
    const result: CustomersImportResult = { inserted: 0, updated: 0, unchanged: 0, rejected };
    let done = 0;
    onProgress(0, valid.length);
    for (const batch of chunks(valid, BATCH)) {
      const { inserted, updated } = await db.transaction((tx) => upsertCustomerBatch(tx, batch));
      result.inserted += inserted;
      result.updated += updated;
      result.unchanged += batch.length - inserted - updated;
      done += batch.length;
      onProgress(done, valid.length);
    }
    return result;
  };
}

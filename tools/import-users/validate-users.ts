import type { UserData, UserDataField } from '../../contract/account';
import { isEmail } from '../../server/modules/account/user-data-rules';
import type { CsvRecord } from './parse-csv';

/** The CSV columns, in the spec's user data names (README: 'Importing customers of the old site'). */
export const COLUMNS: readonly UserDataField[] = [
  'email', 'szallitas_vnev', 'szallitas_knev', 'szallitas_irsz', 'szallitas_varos', 'szallitas_utca',
  'szallitas_telefonszam', 'szamla_nev', 'adoszam', 'szamla_irsz', 'szamla_varos', 'szamla_utca',
];

export interface BadRow {
  line: number;
  problem: string;
}

export interface ValidatedUsers {
  users: UserData[];
  bad: BadRow[];
}

/**
 * Old data is taken as it is, except what would break an account: the e-mail must be an address and
 * unique in the file, and a postcode or tax number, when given, must have the Hungarian form.
 */
function rowProblem(user: UserData, seen: Set<string>): string | null {
  if (!isEmail(user.email)) return `hibás e-mail cím: "${user.email}"`;
  if (seen.has(user.email.toLowerCase())) return `az e-mail cím már szerepelt a fájlban: ${user.email}`;
  for (const field of ['szallitas_irsz', 'szamla_irsz'] as const) {
    if (user[field] !== '' && !/^\d{4}$/.test(user[field])) return `hibás irányítószám (${field}): "${user[field]}"`;
  }
  if (user.adoszam !== '' && !/^\d{8}-\d-\d{2}$/.test(user.adoszam)) return `hibás adószám: "${user.adoszam}"`;
  if (Object.values(user).some((value) => value.length > 200)) return 'túl hosszú mező (legfeljebb 200 karakter)';
  return null;
}

export function validateUsers(records: CsvRecord[]): ValidatedUsers {
  const [header, ...rows] = records;
  const names = header?.fields.map((name) => name.trim().toLowerCase()) ?? [];
  const missing = COLUMNS.filter((column) => !names.includes(column));
  if (!header || missing.length > 0) {
    return { users: [], bad: [{ line: header?.line ?? 1, problem: `hiányzó oszlopok a fejlécben: ${missing.join(', ') || COLUMNS.join(', ')}` }] };
  }
  const users: UserData[] = [];
  const bad: BadRow[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    if (row.fields.length !== names.length) {
      bad.push({ line: row.line, problem: `${row.fields.length} mező a fejléc ${names.length} oszlopa helyett` });
      continue;
    }
    const user = Object.fromEntries(COLUMNS.map((column) => [column, row.fields[names.indexOf(column)]!.trim()])) as unknown as UserData;
    const problem = rowProblem(user, seen);
    if (problem) bad.push({ line: row.line, problem });
    else {
      seen.add(user.email.toLowerCase());
      users.push(user);
    }
  }
  return { users, bad };
}

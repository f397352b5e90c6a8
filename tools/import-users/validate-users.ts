import type { UserData, UserDataField } from '../../contract/account';
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

export interface CustomerRows {
  rows: { line: number; user: UserData }[];
  bad: BadRow[];
}

/**
 * The file's shape: a header naming every column (any order, extra columns ignored) and rows with as
 * many fields. The account module checks the values themselves.
 */
export function readCustomerRows(records: CsvRecord[]): CustomerRows {
  const [header, ...rest] = records;
  const names = header?.fields.map((name) => name.trim().toLowerCase()) ?? [];
  const missing = COLUMNS.filter((column) => !names.includes(column));
  if (!header || missing.length > 0) {
    return { rows: [], bad: [{ line: header?.line ?? 1, problem: `hiányzó oszlopok a fejlécben: ${missing.join(', ') || COLUMNS.join(', ')}` }] };
  }
  const rows: CustomerRows['rows'] = [];
  const bad: BadRow[] = [];
  for (const row of rest) {
    if (row.fields.length !== names.length) {
      bad.push({ line: row.line, problem: `${row.fields.length} mező a fejléc ${names.length} oszlopa helyett` });
      continue;
    }
    rows.push({ line: row.line, user: Object.fromEntries(COLUMNS.map((column) => [column, row.fields[names.indexOf(column)]!.trim()])) as unknown as UserData });
  }
  return { rows, bad };
}

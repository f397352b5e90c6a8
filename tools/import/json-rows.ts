import { sql, type SQL } from 'drizzle-orm';

/**
 * Rows travel as one JSON parameter and are unpacked with json_to_recordset:
 * one round trip per batch, no 65,535-parameter limit, and the same SQL on PGlite and PostgreSQL.
 */
export function jsonRows(rows: readonly object[], columns: string): SQL {
  return sql`json_to_recordset(${JSON.stringify(rows)}::json) as r(${sql.raw(columns)})`;
}

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

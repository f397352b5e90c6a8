import { sql, type SQL } from 'drizzle-orm';

/**
 * Rows travel as one JSON parameter and are unpacked with json_to_recordset:
 * one round trip per batch, no 65,535-parameter limit, and the same SQL on PGlite and PostgreSQL.
 */
export function jsonRows(rows: readonly object[], columns: string): SQL {
  return sql`json_to_recordset(${JSON.stringify(rows)}::json) as r(${sql.raw(columns)})`;
}

/** A set of strings for `x in jsonTextSet(values)`; Drizzle would otherwise expand an array into one parameter each. */
export function jsonTextSet(values: readonly string[]): SQL {
  return sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
}

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** A set of integers for `x in jsonIntSet(values)`. */
export function jsonIntSet(values: readonly number[]): SQL {
  return sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)::int)`;
}

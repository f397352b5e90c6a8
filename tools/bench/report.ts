import type { LoadResult } from './load';

const COLUMNS = ['database', 'target', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors/non-2xx'] as const;

export interface Row extends LoadResult {
  database: string;
}

function cells(row: Row): string[] {
  const ms = (n: number) => n.toFixed(1);
  return [row.database, row.target, Math.round(row.requestsPerSecond).toString(), ms(row.p50), ms(row.p95), ms(row.p99), String(row.failures)];
}

/** A plain-text table that reads the same in a terminal and pasted into a report. */
export function formatTable(rows: readonly Row[]): string {
  const body = rows.map(cells);
  const widths = COLUMNS.map((title, i) => Math.max(title.length, ...body.map((r) => r[i]!.length)));
  const line = (values: readonly string[]) =>
    `| ${values.map((v, i) => (i < 2 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join(' | ')} |`;
  return [line(COLUMNS), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}

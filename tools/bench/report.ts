import type { LoadResult } from './load';

/** The middle value of a benchmark's repeated runs (the upper one of an even count); 0 for none. */
export const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const COLUMNS = ['database', 'cache', 'target', 'req/s', 'of bare', 'p50 ms', 'p95 ms', 'p97.5 ms', 'p99 ms', 'errors/non-2xx', 'RSS MB'] as const;
const TEXT_COLUMNS = 3;

export interface Row extends LoadResult {
  database: string;
  /** the shop's RESPONSE_CACHE, or '-' for the bare Fastify route */
  cache: string;
  /** req/s as a share of the bare Fastify route measured in the same run */
  ofBare: number;
  /** the server process's resident memory right after this target's load, in MB; null: not measured */
  rssMb: number | null;
}

function cells(row: Row): string[] {
  const ms = (n: number) => n.toFixed(1);
  return [row.database, row.cache, row.target, Math.round(row.requestsPerSecond).toString(), row.ofBare.toFixed(3),
    ms(row.p50), ms(row.p95), ms(row.p975), ms(row.p99), String(row.failures),
    row.rssMb === null ? '-' : Math.round(row.rssMb).toString()];
}

/** A plain-text table that reads the same in a terminal and pasted into a report. */
export function formatTable(rows: readonly Row[]): string {
  const body = rows.map(cells);
  const widths = COLUMNS.map((title, i) => Math.max(title.length, ...body.map((r) => r[i]!.length)));
  const line = (values: readonly string[]) =>
    `| ${values.map((v, i) => (i < TEXT_COLUMNS ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join(' | ')} |`;
  return [line(COLUMNS), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}

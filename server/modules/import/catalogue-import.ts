import type { ImportReport } from '../../../contract/admin/import-types';
import type { ImportProgress } from '../../../contract/import-result';
import { chunks } from '../../db/json-rows';
import type { FileState, FileWrites } from '../catalog/catalogue-file';
import { ImportFileError, readTable } from './catalogue-file';
import { planBatch, type ProductsSeen, type RowOutcome } from './catalogue-plan';
import { parseRows, type ParsedRow, type Rejection } from './catalogue-rows';

/** Rows per transaction: the shop waits at most one batch for PGlite's one connection (decision 0006). */
export const IMPORT_BATCH = 1000;
const REJECTED_SHOWN = 200;
const CHANGED_SHOWN = 50;

/** What the pipeline needs of the catalogue: its file reads and its one batch write. */
export interface CatalogueFileAccess {
  fileState(cikkszamok: readonly string[], productCikkszamok: readonly string[]): Promise<FileState>;
  applyFileBatch<T>(cikkszamok: readonly string[], productCikkszamok: readonly string[],
    plan: (state: FileState) => { writes: FileWrites; result: T }, now?: Date): Promise<T>;
}

/** A file read and checked row by row, ready to be compared with the catalogue. */
export interface ReadFile {
  format: 'csv' | 'xlsx';
  rows: ParsedRow[];
  /** rows refused before the catalogue is even looked at */
  rejected: Rejection[];
  total: number;
}

function reportOf(file: ReadFile | null, fileError: string | null): ImportReport & { add(o: RowOutcome): void } {
  const report = {
    format: file?.format ?? null, rows: file?.total ?? 0, fileError,
    counts: { new: 0, changed: 0, unchanged: 0, rejected: 0 }, rejected: [] as ImportReport['rejected'], changed: [] as ImportReport['changed'],
    add(o: RowOutcome) {
      report.counts[o.kind]++;
      if (o.kind === 'rejected' && report.rejected.length < REJECTED_SHOWN) report.rejected.push({ line: o.line, cikkszam: o.cikkszam, reason: o.reason });
      if (o.kind === 'changed' && report.changed.length < CHANGED_SHOWN) report.changed.push({ line: o.line, cikkszam: o.cikkszam, changes: o.changes });
    },
  };
  return report;
}

/** The report without its helper, ready to store or send. */
function finished(report: ReturnType<typeof reportOf>): ImportReport {
  const { add: _add, ...plain } = report;
  plain.rejected.sort((a, b) => a.line - b.line);
  return plain;
}

const keysOf = (batch: readonly ParsedRow[]) => [
  batch.map((r) => r.cikkszam), [...new Set(batch.flatMap((r) => (r.given.productCikkszam ? [r.given.productCikkszam] : [])))],
] as const;

/**
 * The one catalogue import pipeline (decision 0025): bytes → table → checked rows → per batch, a plan
 * against the catalogue (dry run) or the same plan written in the batch's transaction (apply).
 */
export function createCatalogueImport(catalog: CatalogueFileAccess) {
  async function read(bytes: Buffer): Promise<ReadFile | { fileError: string }> {
    try {
      const table = await readTable(bytes);
      const { rows, rejected } = parseRows(table);
      return { format: table.format, rows, rejected, total: table.rows.length };
    } catch (error) {
      if (error instanceof ImportFileError) return { fileError: error.message };
      throw error;
    }
  }

  async function run(file: ReadFile | { fileError: string }, write: boolean, onProgress: ImportProgress): Promise<ImportReport> {
    if ('fileError' in file) return finished(reportOf(null, file.fileError));
    const report = reportOf(file, null);
    for (const r of file.rejected) report.add({ kind: 'rejected', ...r });
    const seen: ProductsSeen = new Map();
    let done = 0;
    onProgress(0, file.rows.length);
    for (const batch of chunks(file.rows, IMPORT_BATCH)) {
      const [cikkszamok, products] = keysOf(batch);
      const outcomes = write
        ? await catalog.applyFileBatch(cikkszamok, products, (state) => {
          const { outcomes, writes } = planBatch(batch, state, seen);
          return { writes, result: outcomes };
        })
        : planBatch(batch, await catalog.fileState(cikkszamok, products), seen).outcomes;
      for (const o of outcomes) report.add(o);
      done += batch.length;
      onProgress(done, file.rows.length);
    }
    return finished(report);
  }

  return {
    read,
    /** The diff the file would make; changes nothing. */
    dryRun: (file: ReadFile | { fileError: string }, onProgress: ImportProgress = () => {}) => run(file, false, onProgress),
    /** Writes the file in batches; a re-run of the same file finds everything unchanged. */
    apply: (file: ReadFile | { fileError: string }, onProgress: ImportProgress = () => {}) => run(file, true, onProgress),
  };
}

export type CatalogueImport = ReturnType<typeof createCatalogueImport>;

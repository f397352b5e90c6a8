import { Type, type Static } from 'typebox';

/** A row the import left out: its line in the file (the header is line 1) and why, in Hungarian. */
export const ImportRejected = Type.Object({ line: Type.Integer({ minimum: 0 }), cikkszam: Type.String(), reason: Type.String() });
export type ImportRejected = Static<typeof ImportRejected>;

export const ImportChange = Type.Object({ column: Type.String(), before: Type.String(), after: Type.String() });
export const ImportChanged = Type.Object({ line: Type.Integer({ minimum: 0 }), cikkszam: Type.String(), changes: Type.Array(ImportChange) });
export type ImportChanged = Static<typeof ImportChanged>;

export const ImportCounts = Type.Object({
  new: Type.Integer({ minimum: 0 }), changed: Type.Integer({ minimum: 0 }),
  unchanged: Type.Integer({ minimum: 0 }), rejected: Type.Integer({ minimum: 0 }),
});
export type ImportCounts = Static<typeof ImportCounts>;

/** A dry run's or an apply's outcome: counts, the first rejected rows and samples of changes. */
export const ImportReport = Type.Object({
  format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx'), Type.Null()]),
  /** data rows read (the header not counted) */
  rows: Type.Integer({ minimum: 0 }),
  counts: ImportCounts,
  /** the first 200 */
  rejected: Type.Array(ImportRejected),
  /** the first 50 */
  changed: Type.Array(ImportChanged),
  /** the whole file was refused (encoding, a missing `cikkszam` column, …); then nothing else is filled */
  fileError: Type.Union([Type.String(), Type.Null()]),
});
export type ImportReport = Static<typeof ImportReport>;

export const ImportSource = Type.Union([Type.Literal('upload'), Type.Literal('cli'), Type.Literal('feed')]);
export const ImportState = Type.Union([Type.Literal('dryRun'), Type.Literal('applying'), Type.Literal('done'), Type.Literal('failed')]);
export type ImportState = Static<typeof ImportState>;

/** One import: uploaded and dry-run, then applied (the back office polls it while it runs). */
export const ImportJob = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  source: ImportSource,
  fileName: Type.String(),
  state: ImportState,
  createdAt: Type.String({ format: 'date-time' }),
  finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** who started it: a staff member's e-mail, 'parancssor' or 'beszallitoi-feed' */
  startedBy: Type.String(),
  progress: Type.Object({ done: Type.Integer({ minimum: 0 }), total: Type.Integer({ minimum: 0 }) }),
  dryRun: ImportReport,
  applied: Type.Union([ImportReport, Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
});
export type ImportJob = Static<typeof ImportJob>;

export const ExportQuery = Type.Object({ format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')], { default: 'csv' }) }, { additionalProperties: false });

/** The supplier's feed: a CSV or XLSX at a URL, imported every `intervalMinutes` with the same rules. */
export const SupplierFeedForm = Type.Object({
  url: Type.String({ maxLength: 2000, pattern: '^(https?://\\S+)?$' }),
  intervalMinutes: Type.Integer({ minimum: 5, maximum: 10_080 }),
  enabled: Type.Boolean(),
}, { additionalProperties: false });
export type SupplierFeedForm = Static<typeof SupplierFeedForm>;

export const SupplierFeed = Type.Object({
  ...SupplierFeedForm.properties,
  lastRunAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** the latest run's import, its report in the import list */
  lastImportId: Type.Union([Type.Integer(), Type.Null()]),
});
export type SupplierFeed = Static<typeof SupplierFeed>;

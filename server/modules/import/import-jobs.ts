import { count, desc, eq } from 'drizzle-orm';
import type { ImportJob, ImportReport } from '../../../contract/admin/import-types';
import type { ImportProgress } from '../../../contract/import-result';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { record, type AuditActor } from '../audit/audit.service';
import type { CatalogueImport, ReadFile } from './catalogue-import';
import { catalogueImports } from './import.tables';

type Row = typeof catalogueImports.$inferSelect;
type Source = 'upload' | 'cli' | 'feed';

/** Uploaded files waiting for 'Alkalmazás' are kept this long in memory, and only this many. */
const PENDING_MS = 60 * 60 * 1000;
const MAX_PENDING = 4;

interface Pending {
  file: ReadFile | { fileError: string };
  at: number;
}

/**
 * Imports as jobs: a file's dry run is stored as a row; applying it runs in the background of this
 * process while the back office polls `get` (progress lives in memory, the report in the row). An
 * upload waits in memory for at most an hour; after a restart it must be uploaded again.
 */
export function createImportJobs(db: Db, pipeline: CatalogueImport) {
  const pending = new Map<number, Pending>();
  const progress = new Map<number, { done: number; total: number }>();
  const running = new Map<number, Promise<ImportJob>>();

  function toJob(row: Row): ImportJob {
    const p = progress.get(row.id);
    const total = row.applied?.rows ?? row.dryRun.rows;
    return {
      id: row.id, source: row.source as Source, fileName: row.fileName, state: row.state as ImportJob['state'],
      createdAt: row.createdAt.toISOString(), finishedAt: row.finishedAt?.toISOString() ?? null, startedBy: row.startedBy,
      progress: p ?? { done: row.state === 'done' ? total : 0, total }, dryRun: row.dryRun, applied: row.applied ?? null, error: row.error ?? null,
    };
  }

  async function rowOf(id: number): Promise<Row> {
    const [row] = await db.select().from(catalogueImports).where(eq(catalogueImports.id, id));
    if (!row) throw new AppError('not_found', 'Nincs ilyen import.');
    return row;
  }

  function forgetOld(now: number) {
    for (const [id, p] of pending) if (now - p.at > PENDING_MS) pending.delete(id);
    while (pending.size >= MAX_PENDING) pending.delete(pending.keys().next().value!);
  }

  async function finish(id: number, actor: AuditActor, applied: ImportReport | null, error: string | null): Promise<ImportJob> {
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx.update(catalogueImports).set({ state: error ? 'failed' : 'done', applied, error, finishedAt: new Date() })
        .where(eq(catalogueImports.id, id)).returning();
      await record(tx, actor, {
        action: 'catalogue.import', entityType: 'catalogue_import', entityId: id,
        after: { fileName: updated!.fileName, source: updated!.source, counts: applied?.counts ?? null, error },
      });
      return updated!;
    });
    progress.delete(id);
    return toJob(row);
  }

  async function runApply(id: number, actor: AuditActor, file: ReadFile | { fileError: string }, onProgress: ImportProgress = () => {}): Promise<ImportJob> {
    try {
      const report = await pipeline.apply(file, (done, total) => {
        progress.set(id, { done, total });
        onProgress(done, total);
      });
      return await finish(id, actor, report, report.fileError);
    } catch (error) {
      return finish(id, actor, null, `Az import megszakadt: ${(error as Error).message}`);
    }
  }

  return {
    /** Reads the file and stores its dry run; nothing in the catalogue changes. */
    async upload(actor: AuditActor, source: Source, fileName: string, bytes: Buffer): Promise<ImportJob> {
      const file = await pipeline.read(bytes);
      const dryRun = await pipeline.dryRun(file);
      const [row] = await db.insert(catalogueImports).values({
        source, fileName: fileName.slice(0, 300) || 'import', state: dryRun.fileError ? 'failed' : 'dryRun', startedBy: actor.email,
        dryRun, error: dryRun.fileError, finishedAt: dryRun.fileError ? new Date() : null,
      }).returning();
      if (!dryRun.fileError) {
        forgetOld(Date.now());
        pending.set(row!.id, { file, at: Date.now() });
      }
      return toJob(row!);
    },
    /** A run that never got a file (the supplier's URL failed): kept in the list with its reason. */
    async recordFailure(actor: AuditActor, source: Source, fileName: string, error: string): Promise<ImportJob> {
      const empty: ImportReport = { format: null, rows: 0, counts: { new: 0, changed: 0, unchanged: 0, rejected: 0 }, rejected: [], changed: [], fileError: error };
      const [row] = await db.insert(catalogueImports).values({
        source, fileName: fileName.slice(0, 300), state: 'failed', startedBy: actor.email, dryRun: empty, error, finishedAt: new Date(),
      }).returning();
      return toJob(row!);
    },
    /** Starts applying a dry-run file; answers at once with the job in state 'applying'. */
    async apply(actor: AuditActor, id: number): Promise<{ job: ImportJob; done: Promise<ImportJob> }> {
      const row = await rowOf(id);
      const waiting = pending.get(id);
      if (row.state !== 'dryRun' || !waiting) {
        throw new AppError('conflict', row.state === 'dryRun' ? 'A feltöltött fájl már nem érhető el; töltse fel újra.' : 'Ezt az importot már alkalmazták.');
      }
      pending.delete(id);
      const [updated] = await db.update(catalogueImports).set({ state: 'applying' }).where(eq(catalogueImports.id, id)).returning();
      progress.set(id, { done: 0, total: row.dryRun.rows });
      const done = runApply(id, actor, waiting.file).finally(() => running.delete(id));
      running.set(id, done);
      return { job: toJob(updated!), done };
    },
    /** The command line's apply: the file's dry run stored, then applied at once, waited for. */
    async applyNow(actor: AuditActor, source: Source, fileName: string, file: ReadFile | { fileError: string }, onProgress?: ImportProgress): Promise<ImportJob> {
      const dryRun = await pipeline.dryRun(file);
      const [row] = await db.insert(catalogueImports).values({
        source, fileName: fileName.slice(0, 300), state: 'applying', startedBy: actor.email, dryRun,
      }).returning();
      return runApply(row!.id, actor, file, onProgress);
    },
    get: async (id: number) => toJob(await rowOf(id)),
    async list(page: number, perPage: number): Promise<{ items: ImportJob[]; total: number }> {
      const rows = await db.select().from(catalogueImports).orderBy(desc(catalogueImports.id)).limit(perPage).offset((page - 1) * perPage);
      const [counted] = await db.select({ total: count() }).from(catalogueImports);
      return { items: rows.map(toJob), total: Number(counted?.total ?? 0) };
    },
    /** Waits for applies under way (a server stopping). */
    async settle(): Promise<void> {
      await Promise.allSettled(running.values());
    },
  };
}

export type ImportJobs = ReturnType<typeof createImportJobs>;

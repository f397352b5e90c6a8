import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { ImportJob, SupplierFeed, SupplierFeedForm } from '../../../contract/admin/import-types';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { createBackgroundLoop } from '../../shared/background-loop';
import { record, type AuditActor } from '../audit/audit.service';
import { MAX_IMPORT_BYTES } from './catalogue-file';
import type { ImportJobs } from './import-jobs';
import { supplierFeed } from './import.tables';

const FEED_ACTOR: AuditActor = { staffId: null, email: 'beszallitoi-feed', ip: null };
/** How often the loop looks whether the feed is due; the interval itself is the setting's. */
const CHECK_MS = 60_000;
const DOWNLOAD_TIMEOUT_MS = 120_000;

interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The supplier's file, at most MAX_IMPORT_BYTES; a failed download is the run's error, not the loop's. */
async function download(url: string): Promise<Buffer> {
  const res = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS), redirect: 'follow' });
  if (!res.ok || !res.body) throw new Error(`a letöltés sikertelen (HTTP ${res.status})`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > MAX_IMPORT_BYTES) throw new Error(`a fájl nagyobb ${MAX_IMPORT_BYTES / 1024 / 1024} MB-nál`);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/**
 * The supplier feed: a URL imported every `intervalMinutes` with the catalogue file's rules (dry run,
 * then apply), each run an import with its report in the back office's list. The due run is claimed by
 * one conditional update, so two server processes never import the same round twice.
 */
export function createSupplierFeed(db: Db, jobs: ImportJobs) {
  let log: Logger = { info() {}, error() {} };

  async function read(): Promise<SupplierFeed> {
    const [row] = await db.select().from(supplierFeed).where(eq(supplierFeed.id, 1));
    return {
      url: row?.url ?? '', intervalMinutes: row?.intervalMinutes ?? 1440, enabled: row?.enabled ?? false,
      lastRunAt: row?.lastRunAt?.toISOString() ?? null, lastImportId: row?.lastImportId ?? null,
    };
  }

  async function runFeed(url: string, actor: AuditActor): Promise<ImportJob> {
    let bytes: Buffer;
    try {
      bytes = await download(url);
    } catch (error) {
      log.error({ err: error, url }, 'supplier feed download failed');
      const job = await jobs.recordFailure(actor, 'feed', url, `A beszállítói fájl nem tölthető le: ${(error as Error).message}`);
      await db.update(supplierFeed).set({ lastImportId: job.id }).where(eq(supplierFeed.id, 1));
      return job;
    }
    const uploaded = await jobs.upload(actor, 'feed', url, bytes);
    const job = uploaded.state === 'dryRun' ? await (await jobs.apply(actor, uploaded.id)).done : uploaded;
    await db.update(supplierFeed).set({ lastImportId: job.id }).where(eq(supplierFeed.id, 1));
    log.info({ importId: job.id, counts: job.applied?.counts, error: job.error }, 'supplier feed imported');
    return job;
  }

  /** Claims the run when due (enabled, a URL, the interval passed): answers the URL, or null. */
  async function claimDue(now: Date): Promise<string | null> {
    const [claimed] = await db.update(supplierFeed).set({ lastRunAt: now }).where(and(
      eq(supplierFeed.id, 1), eq(supplierFeed.enabled, true), sql`${supplierFeed.url} <> ''`,
      or(isNull(supplierFeed.lastRunAt), lt(supplierFeed.lastRunAt, sql`${now.toISOString()}::timestamptz - make_interval(mins => ${supplierFeed.intervalMinutes})`)),
    )).returning({ url: supplierFeed.url });
    return claimed?.url ?? null;
  }

  const loop = createBackgroundLoop(async () => {
    const url = await claimDue(new Date());
    if (url) await runFeed(url, FEED_ACTOR);
    return CHECK_MS;
  }, CHECK_MS, (error) => log.error({ err: error }, 'supplier feed failed'));

  return {
    read,
    async update(actor: AuditActor, form: SupplierFeedForm): Promise<SupplierFeed> {
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(supplierFeed).where(eq(supplierFeed.id, 1));
        await tx.insert(supplierFeed).values({ id: 1, ...form })
          .onConflictDoUpdate({ target: supplierFeed.id, set: form });
        await record(tx, actor, { action: 'supplier_feed.update', entityType: 'supplier_feed', entityId: 1, before: before ?? null, after: form });
      });
      return read();
    },
    /** 'Futtatás most': imports the feed at once, whatever the schedule. */
    async runNow(actor: AuditActor): Promise<ImportJob> {
      const { url } = await read();
      if (!url) throw new AppError('validation_failed', 'Nincs megadva a beszállítói fájl URL-je.');
      await db.update(supplierFeed).set({ lastRunAt: new Date() }).where(eq(supplierFeed.id, 1));
      return runFeed(url, actor);
    },
    /** One look at the schedule (the loop's step; tests call it with a chosen time). */
    async runIfDue(now: Date = new Date()): Promise<ImportJob | null> {
      const url = await claimDue(now);
      return url ? runFeed(url, FEED_ACTOR) : null;
    },
    start(logger: Logger) {
      log = logger;
      loop.start();
    },
    stop: () => loop.stop(),
  };
}

export type SupplierFeedService = ReturnType<typeof createSupplierFeed>;

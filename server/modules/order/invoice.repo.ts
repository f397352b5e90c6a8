import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { invoices } from './invoice.tables';

export type InvoiceKind = 'invoice' | 'storno';
export type InvoiceRow = typeof invoices.$inferSelect;
/** A row without its PDF, for lists and status answers. */
export type InvoiceSummary = Omit<InvoiceRow, 'pdf'>;

const summaryColumns = {
  id: invoices.id, orderId: invoices.orderId, kind: invoices.kind, status: invoices.status,
  externalId: invoices.externalId, number: invoices.number, attempts: invoices.attempts,
  nextAttemptAt: invoices.nextAttemptAt, lastError: invoices.lastError, createdAt: invoices.createdAt,
  issuedAt: invoices.issuedAt,
};

/** Queues a document once: asking again for the same order and kind keeps the first request. */
export async function enqueueInvoice(db: DbOrTx, orderId: number, kind: InvoiceKind, externalId: string): Promise<void> {
  await db.insert(invoices).values({ orderId, kind, externalId }).onConflictDoNothing();
}

/**
 * Leases due jobs as the mail outbox does: one statement counts the attempt and moves the next one
 * past the lease, so the call to Számlázz.hu runs outside any transaction, a crashed runner's job
 * comes due again, and SKIP LOCKED keeps two instances off one job. A storno waits for its invoice.
 */
export async function leaseDueInvoices(db: DbOrTx, now: Date, leaseMs: number, limit: number): Promise<InvoiceRow[]> {
  const rows = await queryRows<{ id: number }>(db, sql`
    update ${invoices} set attempts = attempts + 1,
      next_attempt_at = greatest(now(), ${now}) + ${leaseMs} * interval '1 millisecond'
    where id in (
      select j.id from ${invoices} j
      where j.status = 'pending' and j.next_attempt_at <= greatest(now(), ${now})
        and (j.kind = 'invoice' or exists (
          select 1 from ${invoices} i where i.order_id = j.order_id and i.kind = 'invoice' and i.status = 'issued'))
      order by j.next_attempt_at, j.id limit ${limit}
      for update skip locked
    )
    returning id`);
  if (rows.length === 0) return [];
  return db.select().from(invoices).where(inArray(invoices.id, rows.map((row) => row.id))).orderBy(asc(invoices.id));
}

export async function markIssued(db: DbOrTx, id: number, number: string, pdf: Buffer, now: Date): Promise<void> {
  await db.update(invoices).set({ status: 'issued', number, pdf, issuedAt: now, lastError: null }).where(eq(invoices.id, id));
}

/** A failed attempt: retried at `retryAt`, or given up for good (staff see it) when `retryAt` is null. */
export async function markAttemptFailed(db: DbOrTx, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db.update(invoices)
    .set(retryAt ? { lastError: error, nextAttemptAt: retryAt } : { lastError: error, status: 'failed' })
    .where(eq(invoices.id, id));
}

/**
 * Staff ask for one more attempt at a document given up for good: due at once, attempts kept, so the
 * attempt first looks for a document an earlier, lost answer may have left at Számlázz.hu.
 */
export async function retryFailedInvoice(db: DbOrTx, id: number): Promise<void> {
  await db.update(invoices).set({ status: 'pending', nextAttemptAt: sql`now()` }).where(and(eq(invoices.id, id), eq(invoices.status, 'failed')));
}

/** The row of an order's document, locked against a runner or a second click until the transaction ends. */
export async function lockInvoice(db: DbOrTx, orderId: number, kind: InvoiceKind): Promise<InvoiceSummary | null> {
  const [row] = await db.select(summaryColumns).from(invoices).where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind))).for('update');
  return row ?? null;
}

export async function findInvoice(db: DbOrTx, orderId: number, kind: InvoiceKind): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)));
  return row ?? null;
}

export async function listInvoicesOf(db: DbOrTx, orderIds: readonly number[]): Promise<InvoiceSummary[]> {
  if (orderIds.length === 0) return [];
  return db.select(summaryColumns).from(invoices).where(inArray(invoices.orderId, [...orderIds])).orderBy(asc(invoices.id));
}

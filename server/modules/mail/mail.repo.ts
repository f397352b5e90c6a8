import { eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { outboxMailAttachments, outboxMails } from './mail.tables';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * Records a mail in the outbox. Called inside the transaction of what caused it (an order, a reset
 * request), so the mail exists exactly when that change does; the sender delivers it afterwards.
 */
export async function enqueueMail(db: DbOrTx, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(outboxMails)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
    .returning({ id: outboxMails.id });
  const attachments = mail.attachments ?? [];
  if (attachments.length > 0) {
    await db.insert(outboxMailAttachments).values(attachments.map((file) => ({ mailId: row!.id, ...file })));
  }
  return row!.id;
}

export async function listAttachments(db: DbOrTx, mailId: number): Promise<MailAttachment[]> {
  return db
    .select({ filename: outboxMailAttachments.filename, contentType: outboxMailAttachments.contentType, content: outboxMailAttachments.content })
    .from(outboxMailAttachments).where(eq(outboxMailAttachments.mailId, mailId)).orderBy(outboxMailAttachments.id);
}

export type OutboxRow = typeof outboxMails.$inferSelect;

/**
 * Leases up to `limit` due mails: one short statement moves their next attempt past the lease and
 * counts the attempt, so the slow part (talking to the mail server) runs outside any transaction and
 * a crashed sender's mails come due again when the lease runs out. SKIP LOCKED lets several server
 * instances share the outbox without sending a mail twice.
 */
export async function leaseDueMails(db: DbOrTx, now: Date, leaseMs: number, limit: number): Promise<OutboxRow[]> {
  // The database's clock stamps new mails, so it also decides what is due; `now` may only move it later (tests).
  const rows = await queryRows<{ id: number }>(db, sql`
    update ${outboxMails} set attempts = attempts + 1,
      next_attempt_at = greatest(now(), ${now}) + ${leaseMs} * interval '1 millisecond'
    where id in (
      select id from ${outboxMails}
      where status = 'pending' and next_attempt_at <= greatest(now(), ${now})
      order by next_attempt_at, id limit ${limit}
      for update skip locked
    )
    returning id`);
  if (rows.length === 0) return [];
  return db.select().from(outboxMails).where(inArray(outboxMails.id, rows.map((row) => row.id))).orderBy(outboxMails.id);
}

export async function markSent(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db.update(outboxMails).set({ status: 'sent', sentAt: now, lastError: null }).where(eq(outboxMails.id, id));
}

/** A failed attempt: retried at `retryAt`, or given up for good when `retryAt` is null. */
export async function markAttemptFailed(db: DbOrTx, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(outboxMails)
    .set(retryAt ? { lastError: error, nextAttemptAt: retryAt } : { lastError: error, status: 'failed' })
    .where(eq(outboxMails.id, id));
}

/**
 * Deletes every mail to an address (an account's erasure), the ones not yet sent as well: a mail still
 * waiting would otherwise go out after the erasure and stay in the outbox with the address and its
 * content. One being sent at this moment is deleted too; the sender then marks nothing.
 */
export async function forgetMailsTo(db: DbOrTx, address: string): Promise<void> {
  await db.delete(outboxMails).where(sql`lower(${outboxMails.to}) = lower(${address})`);
}

import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createBackgroundLoop } from '../../shared/background-loop';
import { leaseDueMails, listAttachments, markAttemptFailed, markSent, type OutboxRow } from './mail.repo';
import { createMailTransport, PARALLEL_SENDS, type MailTransport } from './mail.transport';

/**
 * Other modules queue their mails through the service, not the repo (the module boundary lint
 * checks): inside their own transaction, so a mail exists exactly when the change that caused it does.
 */
import { enqueueMail, forgetMailsTo, type MailAttachment, type OutgoingMail } from './mail.repo';

export { enqueueMail, forgetMailsTo, type MailAttachment, type OutgoingMail };
export { budapestDateTime, forints, MailLayout, mailStyles, renderMail, SellerFooter, sellerText, type MailShop } from './mail-layout';

export interface MailLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface FlushResult {
  sent: number;
  retrying: number;
  failed: number;
}

export interface MailService {
  /** Queues one mail on its own; use cases queue theirs with enqueueMail inside their transaction. */
  enqueue(mail: OutgoingMail): Promise<number>;
  /** Sends every mail due at `now` once; used by the background loop and directly by tests and tools. */
  flush(now?: Date): Promise<FlushResult>;
  /** Starts the background loop; `stop` ends it and waits for a running flush. */
  start(log: MailLog): void;
  stop(): Promise<void>;
}

/** After this many failed attempts a mail is marked 'failed' (about a day of retries with the backoff below). */
export const MAX_ATTEMPTS = 10;
const POLL_MS = 2_000;
/**
 * A leased mail comes due again after this, so the mails of a killed sender go out within 30 s. The
 * SMTP timeouts (mail.transport.ts) end an attempt well before, so a live sender never loses its lease.
 */
export const LEASE_MS = 30_000;

/** 1, 2, 4 … minutes, at most 4 hours, between attempts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** (attempts - 1), 4 * 3_600_000);
}

const silent: MailLog = { info: () => {}, warn: () => {}, error: () => {} };

export function createMailService(db: Db, config: Config, transport: MailTransport = createMailTransport(config)): MailService {
  let log = silent;

  async function deliver(mail: OutboxRow, result: FlushResult): Promise<void> {
    try {
      await transport.send({ ...mail, attachments: await listAttachments(db, mail.id) });
      await markSent(db, mail.id, new Date());
      result.sent++;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = mail.attempts >= MAX_ATTEMPTS;
      await markAttemptFailed(db, mail.id, reason, giveUp ? null : new Date(Date.now() + retryDelayMs(mail.attempts)));
      if (giveUp) {
        result.failed++;
        log.error({ mailId: mail.id, attempts: mail.attempts, reason }, 'mail given up after the last attempt');
      } else {
        result.retrying++;
        log.warn({ mailId: mail.id, attempts: mail.attempts, reason }, 'mail not delivered; will retry');
      }
    }
  }

  /** One second's worth of mails (MAIL_RATE), PARALLEL_SENDS of them in flight at a time. */
  async function flush(now = new Date()): Promise<FlushResult> {
    const result: FlushResult = { sent: 0, retrying: 0, failed: 0 };
    const queue = await leaseDueMails(db, now, LEASE_MS, config.mailRate);
    const worker = async () => {
      for (let mail = queue.shift(); mail; mail = queue.shift()) await deliver(mail, result);
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_SENDS, queue.length) }, worker));
    return result;
  }

  /** A full batch means more are waiting: the next starts a second after this one, else after POLL_MS. */
  const loop = createBackgroundLoop(async () => {
    const started = Date.now();
    const r = await flush();
    return r.sent + r.retrying + r.failed >= config.mailRate ? Math.max(0, 1_000 - (Date.now() - started)) : POLL_MS;
  }, POLL_MS, (error) => log.error({ err: error }, 'mail outbox flush failed'));

  return {
    enqueue: (mail) => enqueueMail(db, mail),
    flush,
    start(logger) {
      log = logger;
      loop.start();
    },
    async stop() {
      await loop.stop();
      transport.close();
    },
  };
}

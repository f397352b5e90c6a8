import type { DeliveryModeSetting } from '../../../contract/content-admin';
import type { SzamlazzConfig } from '../../config';
import type { Db } from '../../db/client';
import { createBackgroundLoop } from '../../shared/background-loop';
import type { PlacedOrder } from '../cart/cart.service';
import { enqueueMail, MAX_ATTEMPTS, retryDelayMs, type MailLog } from '../mail/mail.service';
import { createInvoiceAgent, type InvoiceAgent, type IssuedDocument } from './invoice-agent';
import { invoiceDocument } from './invoice-document';
import { invoiceMail } from './invoice-mail';
import { findInvoice, leaseDueInvoices, markAttemptFailed, markIssued, type InvoiceRow } from './invoice.repo';

/** What the runner needs of other modules: the order as placed, and how its delivery mode is paid. */
export interface InvoiceRunnerDeps {
  placedOrder(where: { id: number }): Promise<PlacedOrder | null>;
  deliveryModes(): Promise<readonly DeliveryModeSetting[]>;
  shopName: string;
}

export interface FlushResult {
  issued: number;
  retrying: number;
  failed: number;
}

/**
 * A leased job comes due again after this. The Agent call's own timeout (60 s, invoice-agent.ts) ends
 * an attempt well before, so a live runner never loses its job to another instance mid-call.
 */
export const LEASE_MS = 120_000;
const POLL_MS = 5_000;
const BATCH = 5;

export function createInvoiceRunner(db: Db, config: SzamlazzConfig, deps: InvoiceRunnerDeps, agent: InvoiceAgent = createInvoiceAgent(config)) {
  /**
   * The document of one job. Its first attempt asks for it; a later attempt may follow one whose answer
   * was lost after Számlázz.hu had issued, so it first looks the document up by the job's external id.
   */
  async function obtain(job: InvoiceRow, order: PlacedOrder): Promise<IssuedDocument> {
    const earlier = job.attempts > 1 ? await agent.find(job.externalId) : null;
    if (earlier) return earlier;
    if (job.kind === 'storno') {
      const invoice = await findInvoice(db, job.orderId, 'invoice');
      return agent.storno(job.externalId, invoice!.number!);
    }
    const delivery = (await deps.deliveryModes()).find((mode) => mode.mode === order.szallitas);
    return agent.issue(job.externalId, invoiceDocument(order, {
      now: new Date(), dueDays: config.dueDays, invoicePrefix: config.invoicePrefix, delivery,
    }));
  }

  /** The number, the PDF and the customer's mail are recorded together, or not at all. */
  async function work(job: InvoiceRow): Promise<void> {
    const order = await deps.placedOrder({ id: job.orderId });
    if (!order) throw new Error(`order ${job.orderId} not found`);
    const document = await obtain(job, order);
    await db.transaction(async (tx) => {
      await markIssued(tx, job.id, document.number, document.pdf, new Date());
      await enqueueMail(tx, invoiceMail(order, job.kind === 'storno' ? 'storno' : 'invoice', document, deps.shopName));
    });
  }

  let log: MailLog = { info: () => {}, warn: () => {}, error: () => {} };

  async function flush(now = new Date()): Promise<FlushResult> {
    const result: FlushResult = { issued: 0, retrying: 0, failed: 0 };
    for (const job of await leaseDueInvoices(db, now, LEASE_MS, BATCH)) {
      try {
        await work(job);
        result.issued++;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const giveUp = job.attempts >= MAX_ATTEMPTS;
        await markAttemptFailed(db, job.id, reason, giveUp ? null : new Date(Date.now() + retryDelayMs(job.attempts)));
        result[giveUp ? 'failed' : 'retrying']++;
        log[giveUp ? 'error' : 'warn']({ invoiceId: job.id, kind: job.kind, attempts: job.attempts, reason },
          giveUp ? 'invoice given up after the last attempt' : 'invoice not issued; will retry');
      }
    }
    return result;
  }

  /** A full batch means more are waiting: the next starts at once, else after POLL_MS. */
  const loop = createBackgroundLoop(async () => {
    const r = await flush();
    return r.issued + r.retrying + r.failed >= BATCH ? 0 : POLL_MS;
  }, POLL_MS, (error) => log.error({ err: error }, 'invoice runner failed'));

  return {
    flush,
    start(logger: MailLog) {
      log = logger;
      loop.start();
    },
    stop: () => loop.stop(),
  };
}

export type InvoiceRunner = ReturnType<typeof createInvoiceRunner>;

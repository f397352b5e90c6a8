import type { InvoiceKind, InvoicingStatus, OrderInvoicesResponse } from '../../../contract/invoice';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/errors';
import { isCustomer, type Principal } from '../../shared/principal';
import { record } from '../audit/audit.service';
import { auditActorOf, type StaffActor } from '../staff/staff.principal';
import type { PlacedOrder } from '../cart/cart.service';
import type { MailLog } from '../mail/mail.service';
import { pdfFilename } from './invoice-mail';
import { createInvoiceRunner, type InvoiceRunnerDeps } from './invoice-runner';
import { toAdminOrderInvoice, toOrderInvoice } from './invoice.mapper';
import { enqueueInvoice, findInvoice, listInvoicesOf, lockInvoice, retryFailedInvoice, type InvoiceSummary } from './invoice.repo';

export interface InvoiceServiceDeps extends Omit<InvoiceRunnerDeps, 'shopName' | 'placedOrder'> {
  placedOrder(where: { id: number } | { orderNumber: string }, tx?: DbOrTx): Promise<PlacedOrder | null>;
}

const OFF: InvoicingStatus = {
  enabled: false,
  message: 'A számlázás ki van kapcsolva: a SZAMLAZZ_AGENT_KEY nincs beállítva, ezért a rendelésekről nem készül számla.',
};
const NO_ORDER = 'Nem található ilyen rendelés.';

/** The key of a document at Számlázz.hu (szamlaKulsoAzon): one per order and kind, the same on every retry. */
const externalId = (orderNumber: string, kind: InvoiceKind) => `${orderNumber}:${kind}`;

/**
 * Electronic invoices through Számlázz.hu's Agent API. The order workflow asks for an invoice or a
 * storno inside its own transaction; a runner in each server process issues them afterwards.
 */
export function createInvoiceService(db: Db, config: Config, deps: InvoiceServiceDeps) {
  const { szamlazz } = config;
  const runner = szamlazz ? createInvoiceRunner(db, szamlazz, { ...deps, shopName: config.shopName }) : null;

  /** Queues a document in the caller's transaction; false (nothing queued) while invoicing is off. */
  async function request(tx: DbOrTx, orderId: number, kind: InvoiceKind): Promise<boolean> {
    if (!szamlazz) return false;
    const order = await deps.placedOrder({ id: orderId }, tx);
    if (!order) throw new AppError('not_found', NO_ORDER);
    if (kind === 'storno' && !(await findInvoice(tx, orderId, 'invoice'))) return false;
    await enqueueInvoice(tx, orderId, kind, externalId(order.orderNumber, kind));
    return true;
  }

  /** An order's documents as staff see them. */
  async function staffView(orderId: number) {
    if (!(await deps.placedOrder({ id: orderId }))) throw new AppError('not_found', NO_ORDER);
    const items = (await listInvoicesOf(db, [orderId])).map(toAdminOrderInvoice);
    return { status: 1 as const, total: items.length, items };
  }

  /** The customer's own order, or not found: another customer's order number reveals nothing. */
  async function ownOrder(principal: Principal, orderNumber: string): Promise<PlacedOrder> {
    if (!isCustomer(principal)) throw new AppError('unauthorized', 'Bejelentkezés szükséges.');
    const order = await deps.placedOrder({ orderNumber });
    if (!order || order.userId !== principal.userId) throw new AppError('not_found', NO_ORDER);
    return order;
  }

  async function pdfOf(orderId: number, kind: InvoiceKind): Promise<{ filename: string; pdf: Buffer }> {
    const row = await findInvoice(db, orderId, kind);
    if (!row?.pdf || !row.number) throw new AppError('not_found', 'Ehhez a rendeléshez még nem készült ilyen számla.');
    return { filename: pdfFilename(row.number), pdf: row.pdf };
  }

  return {
    status: (): InvoicingStatus => (szamlazz
      ? { enabled: true, message: `A számlákat a Számlázz.hu állítja ki (${new URL(szamlazz.url).host}).` }
      : OFF),
    /** When an order is completed, or paid for a prepaid mode. Asking twice queues one invoice. */
    requestInvoice: (tx: DbOrTx, orderId: number) => request(tx, orderId, 'invoice'),
    /** When an invoiced order is cancelled; an order without an invoice request needs none. */
    requestStorno: (tx: DbOrTx, orderId: number) => request(tx, orderId, 'storno'),

    /** The documents of these orders, for the back office's order list and detail (no PDFs). */
    ofOrders: (orderIds: readonly number[]): Promise<InvoiceSummary[]> => listInvoicesOf(db, orderIds),
    /** An order's invoice and storno as the back office shows them, with how their issuing went. */
    forStaff: staffView,
    /**
     * Staff try a document marked 'Sikertelen' once more (after fixing the account's data or key at
     * Számlázz.hu); the runner takes it at its next round. Only a failed document can be retried.
     */
    async retry(actor: StaffActor, orderId: number, kind: InvoiceKind) {
      await db.transaction(async (tx) => {
        const row = await lockInvoice(tx, orderId, kind);
        if (!row) throw new AppError('not_found', 'Ehhez a rendeléshez nem kértünk ilyen számlát.');
        if (row.status !== 'failed') throw new AppError('conflict', 'Csak sikertelen számla kiállítása indítható újra.');
        await retryFailedInvoice(tx, row.id);
        await record(tx, auditActorOf(actor), {
          action: 'invoice.retry', entityType: 'order', entityId: orderId,
          before: { kind, status: row.status, attempts: row.attempts, lastError: row.lastError }, after: { kind, status: 'pending' },
        });
      });
      return staffView(orderId);
    },
    /** The PDF of an order's invoice or storno, for staff. */
    pdf: pdfOf,

    async forCustomer(principal: Principal, orderNumber: string): Promise<OrderInvoicesResponse> {
      const order = await ownOrder(principal, orderNumber);
      return { status: 1, invoices: (await listInvoicesOf(db, [order.id])).map(toOrderInvoice) };
    },
    async pdfForCustomer(principal: Principal, orderNumber: string, kind: InvoiceKind) {
      return pdfOf((await ownOrder(principal, orderNumber)).id, kind);
    },

    /** Issues every due document once; the background loop calls it, and so do tests. */
    flush: (now?: Date) => runner?.flush(now) ?? Promise.resolve({ issued: 0, retrying: 0, failed: 0 }),
    start(log: MailLog) {
      if (runner) runner.start(log);
      else log.info({}, OFF.message);
    },
    stop: () => runner?.stop() ?? Promise.resolve(),
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;

import type { CheckoutSettings } from '../content/content.service';
import type { OrderStatusBody } from '../../../contract/order-admin';
import type { StockLine } from '../catalog/stock';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/errors';
import { record } from '../audit/audit.service';
import { enqueueMail } from '../mail/mail.service';
import { auditActorOf, type StaffActor } from '../staff/staff.principal';
import { customerName, deliveryOf, statusOf, type DeliveryModes } from './order-admin.mapper';
import { insertStatusChange, lockOrder, orderLineRows, updateOrder, type OrderRow } from './order-admin.repo';
import { statusChangeMail } from './order-status-mails';
import { transitionProblem } from './order-status-rules';

export const ORDER_NOT_FOUND = 'Nincs ilyen rendelés.';

export interface OrderStatusDeps {
  config: Pick<Config, 'shopName'>;
  /** the catalogue's stock, written in the order's transaction */
  returnStock(lines: readonly StockLine[], tx: DbOrTx): Promise<void>;
  /** read before the transaction: on PGlite's one connection a read beside it would wait forever */
  deliveryModes(): Promise<DeliveryModes>;
  shop(): Promise<CheckoutSettings['shop']>;
  /** invoicing (Számlázz.hu), queued in the order's transaction; it does nothing while invoicing is off */
  invoices: {
    requestInvoice(tx: DbOrTx, orderId: number): Promise<unknown>;
    requestStorno(tx: DbOrTx, orderId: number): Promise<unknown>;
  };
}

/** The order row locked, or a 404: the first step of every change to an order. */
export async function lockedOrder(tx: DbOrTx, id: number): Promise<OrderRow> {
  const row = await lockOrder(tx, id);
  if (!row) throw new AppError('not_found', ORDER_NOT_FOUND);
  return row;
}

/**
 * THE status change of an order, and the only one: staff's workflow buttons and cancellation come
 * here, so whatever must happen on a state (stock back on cancellation, the customer's mail, an
 * invoice on completion) happens in this one transaction with the row locked. Asking for the state
 * the order is already in (a double click, a retried request) changes nothing and answers the order.
 */
export function createOrderStatusChange(db: Db, deps: OrderStatusDeps) {
  return async function changeStatus(actor: StaffActor, id: number, body: OrderStatusBody): Promise<OrderRow> {
    const trackingNumber = body.trackingNumber?.trim() || null;
    const note = body.note?.trim() ?? '';
    if (body.status === 'shipped' && !trackingNumber) {
      throw new AppError('validation_failed', 'A futárnak átadott rendeléshez adja meg a csomagkövetési számot.', { fields: { trackingNumber: 'Kötelező.' } });
    }
    const [modes, shop] = [await deps.deliveryModes(), await deps.shop()];
    return db.transaction(async (tx) => {
      const before = await lockedOrder(tx, id);
      const from = statusOf(before);
      if (from === body.status) return before;
      const delivery = deliveryOf(modes, before.szallitas);
      const problem = transitionProblem(from, body.status, delivery.pickupAtShop);
      if (problem) throw new AppError('conflict', problem, { from, to: body.status });

      // A completed order is invoiced; cancelling an invoiced one issues the storno (none is queued otherwise).
      if (body.status === 'completed') await deps.invoices.requestInvoice(tx, id);
      if (body.status === 'cancelled') {
        await deps.invoices.requestStorno(tx, id);
        const lines = await orderLineRows(tx, id);
        // A variant deleted since the order has no shelf to return to.
        await deps.returnStock(lines.flatMap((l) => (l.variantId === null ? [] : [{ variantId: l.variantId, quantity: l.quantity }])), tx);
      }
      const after = await updateOrder(tx, id, {
        status: body.status,
        ...(body.status === 'shipped' ? { trackingNumber } : {}),
        // Completion means the goods and the money changed hands (cash on delivery, at the counter, or the transfer before).
        ...(body.status === 'completed' && !before.paidAt ? { paidAt: new Date() } : {}),
      });
      const actorOf = auditActorOf(actor);
      await insertStatusChange(tx, {
        orderId: id, actorStaffId: actorOf.staffId, actorEmail: actorOf.email, fromStatus: from, toStatus: body.status,
        trackingNumber: body.status === 'shipped' ? trackingNumber : null, note,
      });
      if (shop) {
        await enqueueMail(tx, statusChangeMail({
          to: body.status, orderNumber: after.orderNumber, email: after.email, name: customerName(after),
          deliveryLabel: delivery.label, trackingNumber: after.trackingNumber, shop: { name: deps.config.shopName, ...shop },
        }));
      }
      await record(tx, actorOf, {
        action: 'order.status', entityType: 'order', entityId: id,
        before: { status: from, trackingNumber: before.trackingNumber, paidAt: before.paidAt },
        after: { status: after.status, trackingNumber: after.trackingNumber, paidAt: after.paidAt, note },
      });
      return after;
    });
  };
}

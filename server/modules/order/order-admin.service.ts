import {
  OrderCommentBody, OrderEditBody, OrderStatusBody,
  type OrderDetail, type OrderExportQuery, type OrderListQuery, type OrderListResponse,
} from '../../../contract/order-admin';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/errors';
import { checkInput } from '../../shared/record-check';
import { userDataErrors } from '../account/user-data-rules';
import { record } from '../audit/audit.service';
import { auditActorOf, type StaffActor } from '../staff/staff.principal';
import { createDashboard, type LowStockReader } from './dashboard';
import { csvHeader, csvRow } from './order-admin-csv';
import { deliveryOf, toCustomerColumns, toCustomerData, toDetail, toListItem, statusOf, type DeliveryModes } from './order-admin.mapper';
import {
  commentRows, exportOrderRows, findOrder, insertComment, listOrderRows, orderLineRows, statusChangeRows, updateOrder,
} from './order-admin.repo';
import { createOrderStatusChange, lockedOrder, ORDER_NOT_FOUND, type OrderStatusDeps } from './order-status';
import { isEditable } from './order-status-rules';
import { toAdminWithdrawal } from './withdrawal-admin';
import { listWithdrawalLines, listWithdrawalsOfOrder } from './withdrawal.repo';

export interface OrderAdminDeps extends OrderStatusDeps {
  lowStockVariants: LowStockReader;
}

/**
 * The back office's orders: the list, one order, the CSV export, and staff's changes (status, address
 * and note, payment, internal comments), each audited in its own transaction. Callers are staff; the
 * HTTP layer has checked the role, the actor names who acted.
 */
export function createOrderAdminService(db: Db, deps: OrderAdminDeps) {
  const changeStatus = createOrderStatusChange(db, deps);

  async function detailOf(tx: DbOrTx, id: number, modes: DeliveryModes): Promise<OrderDetail> {
    const row = await findOrder(tx, id);
    if (!row) throw new AppError('not_found', ORDER_NOT_FOUND);
    const [lines, history, comments] = [await orderLineRows(tx, id), await statusChangeRows(tx, id), await commentRows(tx, id)];
    const withdrawalHeaders = await listWithdrawalsOfOrder(tx, id);
    const withdrawalLines = await listWithdrawalLines(tx, withdrawalHeaders.map((header) => header.id));
    const withdrawals = withdrawalHeaders.map((header) => toAdminWithdrawal(header, withdrawalLines));
    return toDetail(row, { lines, history, comments, withdrawals }, modes);
  }
  const detail = async (id: number) => detailOf(db, id, await deps.deliveryModes());

  return {
    async list(_actor: StaffActor, query: OrderListQuery): Promise<OrderListResponse> {
      const modes = await deps.deliveryModes();
      const { total, rows } = await listOrderRows(db, query);
      return { status: 1, total, items: rows.map((row) => toListItem(row, modes)) };
    },

    detail: (_actor: StaffActor, id: number) => detail(id),

    /** The filtered list as CSV text, chunk by chunk (UTF-8 with BOM, `;`: what Excel opens in Hungary). */
    async *exportCsv(_actor: StaffActor, query: OrderExportQuery): AsyncGenerator<string> {
      const modes = await deps.deliveryModes();
      yield csvHeader();
      for await (const rows of exportOrderRows(db, query)) yield rows.map((row) => csvRow(row, modes)).join('');
    },

    async changeStatus(actor: StaffActor, id: number, body: OrderStatusBody): Promise<OrderDetail> {
      await changeStatus(actor, id, checkInput(OrderStatusBody, body));
      return detail(id);
    },

    /** Corrects the customer's address, contact and billing data or the note, until the order is dispatched. */
    async update(actor: StaffActor, id: number, body: OrderEditBody): Promise<OrderDetail> {
      const { megjegyzes, ...data } = checkInput(OrderEditBody, body);
      const trimmed = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v.trim()])) as typeof data;
      const errors = userDataErrors(trimmed);
      if (Object.keys(errors).length > 0) throw new AppError('validation_failed', Object.values(errors).join(' '), { fields: errors });
      await db.transaction(async (tx) => {
        const before = await lockedOrder(tx, id);
        if (!isEditable(statusOf(before))) throw new AppError('conflict', 'Az elküldött vagy átvételre váró rendelés adatai már nem módosíthatók.');
        const after = await updateOrder(tx, id, { ...toCustomerColumns(trimmed), megjegyzes: megjegyzes.trim() });
        await record(tx, auditActorOf(actor), {
          action: 'order.update', entityType: 'order', entityId: id,
          before: { ...toCustomerData(before), megjegyzes: before.megjegyzes }, after: { ...toCustomerData(after), megjegyzes: after.megjegyzes },
        });
      });
      return detail(id);
    },

    /** A bank transfer arrived: the order is paid (and a prepaid parcel may go). */
    async markPaid(actor: StaffActor, id: number): Promise<OrderDetail> {
      // Read before the transaction: on PGlite's one connection a read beside it would wait forever.
      const modes = await deps.deliveryModes();
      await db.transaction(async (tx) => {
        const before = await lockedOrder(tx, id);
        if (before.paidAt) return;
        if (statusOf(before) === 'cancelled') throw new AppError('conflict', 'Lemondott rendelés nem jelölhető fizetettnek.');
        const after = await updateOrder(tx, id, { paidAt: new Date() });
        // A prepaid order is invoiced when its transfer arrives, before the parcel goes.
        if (deliveryOf(modes, before.szallitas).prepayment) await deps.invoices.requestInvoice(tx, id);
        await record(tx, auditActorOf(actor), { action: 'order.paid', entityType: 'order', entityId: id, before: { paidAt: null }, after: { paidAt: after.paidAt } });
      });
      return detail(id);
    },

    /** An internal note for colleagues; the customer never sees it. */
    async comment(actor: StaffActor, id: number, body: OrderCommentBody): Promise<OrderDetail> {
      const text = checkInput(OrderCommentBody, body).text.trim();
      if (!text) throw new AppError('validation_failed', 'A megjegyzés nem lehet üres.', { fields: { text: 'Kötelező.' } });
      await db.transaction(async (tx) => {
        await lockedOrder(tx, id);
        const who = auditActorOf(actor);
        const row = await insertComment(tx, { orderId: id, actorStaffId: who.staffId, actorEmail: who.email, text });
        await record(tx, who, { action: 'order.comment', entityType: 'order', entityId: id, after: { commentId: row.id, text } });
      });
      return detail(id);
    },

    dashboard: createDashboard(db, deps.lowStockVariants),
  };
}

export type OrderAdminService = ReturnType<typeof createOrderAdminService>;

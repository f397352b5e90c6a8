import type { WithdrawalRequest, WithdrawalResponse } from '../../../contract/customer-orders';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/driver-errors';
import { AppError } from '../../http/errors';
import { isCustomer, type Principal } from '../../shared/principal';
import { enqueueMail, type MailShop } from '../mail/mail.service';
import { emailMatches, LOOKUP_NOT_FOUND, ORDER_NOT_FOUND } from './customer-orders';
import { toWithdrawalView } from './customer-orders.mapper';
import { findOrderByNumber, listLinesWithWithdrawn, lockOrder, type OrderRecord } from './customer-orders.repo';
import { withdrawalAcknowledgementMail, withdrawalNoticeMail } from './withdrawal-mails';
import { findWithdrawal, findWithdrawalByKey, insertWithdrawal, listWithdrawalLines } from './withdrawal.repo';

export interface WithdrawalDeps {
  /** the shop's contact and seller details for the mails; null until the settings exist */
  mailShop(): Promise<MailShop | null>;
  /** SHOP_EMAIL, where the shop's notice goes */
  notifyTo: string;
}

async function answer(tx: DbOrTx, id: number): Promise<WithdrawalResponse> {
  const header = (await findWithdrawal(tx, id))!;
  return { status: 1, withdrawal: toWithdrawalView(header, await listWithdrawalLines(tx, [id])) };
}

/** The order the sender may withdraw from: their own when logged in, else the one the e-mail matches. */
async function identify(db: Db, principal: Principal, request: WithdrawalRequest): Promise<OrderRecord> {
  const order = await findOrderByNumber(db, request.orderNumber);
  if (isCustomer(principal) && order?.userId === principal.userId) return order;
  if (order && request.email !== undefined && emailMatches(order, request.email)) return order;
  throw new AppError('not_found', request.email === undefined ? ORDER_NOT_FOUND : LOOKUP_NOT_FOUND);
}

/** Every requested line is the order's, once, and within the pieces not yet withdrawn from. */
async function checkLines(tx: DbOrTx, order: OrderRecord, requested: WithdrawalRequest['lines']) {
  const lines = new Map((await listLinesWithWithdrawn(tx, order.id)).map((line) => [line.id, line]));
  const seen = new Set<number>();
  for (const { id, quantity } of requested) {
    const line = lines.get(id);
    if (!line || seen.has(id)) throw new AppError('validation_failed', 'A kiválasztott tétel nem ehhez a rendeléshez tartozik.');
    seen.add(id);
    const left = line.quantity - line.withdrawnQuantity;
    if (quantity > left) {
      throw new AppError('conflict', left === 0
        ? `A(z) „${line.productName} – ${line.variantName}” tételtől már elállt.`
        : `A(z) „${line.productName} – ${line.variantName}” tételből legfeljebb ${left} db-tól lehet elállni.`);
    }
  }
  return requested.map(({ id, quantity }) => ({ orderLineId: id, quantity }));
}

/**
 * 'Elállás a szerződéstől': records the withdrawal and queues the acknowledgement (and the shop's
 * notice) in the same transaction, so the customer gets a mail exactly when it was recorded. The
 * form's request key makes a retried submission answer the first one instead of recording twice.
 */
export function createWithdrawal(db: Db, deps: WithdrawalDeps) {
  return async function withdraw(principal: Principal, request: WithdrawalRequest): Promise<WithdrawalResponse> {
    const order = await identify(db, principal, request);
    const earlier = await findWithdrawalByKey(db, request.requestKey);
    if (earlier) {
      if (earlier.orderId !== order.id) throw new AppError('conflict', 'Ez a kérés már egy másik rendeléshez tartozik.');
      return answer(db, earlier.id);
    }
    if (order.status === 'cancelled') throw new AppError('conflict', 'Ez a rendelés le van mondva, ettől már nem kell elállni.');
    const shop = await deps.mailShop();
    if (!shop) throw new AppError('unavailable', 'Az elállás most nem rögzíthető, kérjük, próbálja újra később.');
    try {
      return await db.transaction(async (tx) => {
        await lockOrder(tx, order.id);
        const lines = await checkLines(tx, order, request.lines);
        const name = `${order.szallitasVnev} ${order.szallitasKnev}`.trim() || order.szamlaNev;
        const id = await insertWithdrawal(tx, {
          orderId: order.id, userId: order.userId, requestKey: request.requestKey, name, email: order.email,
          comment: request.comment?.trim() ?? '',
        }, lines);
        const result = await answer(tx, id);
        const mail = { withdrawal: result.withdrawal, name, email: order.email, shop, notifyTo: deps.notifyTo };
        await enqueueMail(tx, await withdrawalAcknowledgementMail(mail));
        await enqueueMail(tx, withdrawalNoticeMail(mail));
        return result;
      });
    } catch (error) {
      // The same submission twice at once: the unique request key let one in; answer that one.
      const first = isUniqueViolation(error) ? await findWithdrawalByKey(db, request.requestKey) : null;
      if (first) return answer(db, first.id);
      throw error;
    }
  };
}

import type { OrderDetail, OrderDetailResponse, OrderListResponse } from '../../../contract/customer-orders';
import type { ShopSettingsRecord } from '../../../contract/content-admin';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/errors';
import { isCustomer, type Principal } from '../../shared/principal';
import { orderLineProducts } from '../catalog/catalog.service';
import { toOrderDetail, toOrderSummary, toWithdrawalView } from './customer-orders.mapper';
import {
  anonymiseOrdersOf, findOrderByNumber, findOrdersOfUser, listLinesWithWithdrawn, listOrdersOfUser, type OrderRecord,
} from './customer-orders.repo';
import { listWithdrawalLines, listWithdrawalsOfOrder } from './withdrawal.repo';

export const ORDER_NOT_FOUND = 'Nem található ilyen rendelés.';
export const LOOKUP_NOT_FOUND = 'Nem található rendelés ezzel a rendelésszámmal és e-mail címmel.';
const LOGIN_NEEDED = 'Bejelentkezés szükséges.';

/** The order's e-mail, compared as the shop compares addresses (case-insensitively); an erased one never matches. */
export const emailMatches = (order: OrderRecord, email: string): boolean =>
  order.email !== '' && order.email.toLowerCase() === email.trim().toLowerCase();

/** The settings an order's page names: its delivery mode, and the account a prepayment goes to. */
export type OrderPageSettings = Pick<ShopSettingsRecord, 'deliveryModes' | 'bankTransfer'>;

export function createCustomerOrders(db: Db, settings: () => Promise<OrderPageSettings | null>) {
  async function detail(order: OrderRecord, tx: DbOrTx = db): Promise<OrderDetail> {
    const lines = await listLinesWithWithdrawn(tx, order.id);
    const headers = await listWithdrawalsOfOrder(tx, order.id);
    const withdrawalLines = await listWithdrawalLines(tx, headers.map((header) => header.id));
    const productIds = lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
    const aliases = new Map((await orderLineProducts(tx, productIds)).map((p) => [p.productId, p.alias]));
    const shop = await settings();
    return toOrderDetail({
      order, lines, aliases, modes: shop?.deliveryModes ?? [], bank: shop?.bankTransfer ?? null,
      withdrawals: headers.map((header) => toWithdrawalView(header, withdrawalLines)),
    });
  }

  function customerOf(principal: Principal) {
    if (!isCustomer(principal)) throw new AppError('unauthorized', LOGIN_NEEDED);
    return principal;
  }

  return {
    detail,
    /** 'Rendeléseim': the caller's orders, newest first. */
    async list(principal: Principal): Promise<OrderListResponse> {
      const customer = customerOf(principal);
      return { status: 1, orders: (await listOrdersOfUser(db, customer.userId)).map(toOrderSummary) };
    },
    /** One of the caller's own orders; someone else's is "not found", as if it did not exist. */
    async read(principal: Principal, orderNumber: string): Promise<OrderDetailResponse> {
      const customer = customerOf(principal);
      const order = await findOrderByNumber(db, orderNumber);
      if (!order || order.userId !== customer.userId) throw new AppError('not_found', ORDER_NOT_FOUND);
      return { status: 1, order: await detail(order) };
    },
    /** A guest's look-up: the order number and the order's e-mail must both match. */
    async lookup(orderNumber: string, email: string): Promise<OrderDetailResponse> {
      const order = await findOrderByNumber(db, orderNumber);
      if (!order || !emailMatches(order, email)) throw new AppError('not_found', LOOKUP_NOT_FOUND);
      return { status: 1, order: await detail(order) };
    },
    /** Every order of a user with the consent it was placed under, for the personal-data export. */
    async ordersOf(userId: number) {
      const orders = await findOrdersOfUser(db, userId);
      const out = [];
      for (const order of orders) {
        out.push({
          ...(await detail(order)),
          consent: { termsVersion: order.termsVersion, privacyVersion: order.privacyVersion, consentedAt: order.consentedAt?.toISOString() ?? null },
        });
      }
      return out;
    },
    /** Inside an account's erasure: the orders keep their accounting snapshot only. */
    anonymiseOrdersOf: (tx: DbOrTx, userId: number) => anonymiseOrdersOf(tx, userId, new Date()),
  };
}

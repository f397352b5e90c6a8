import type {
  OrderDetail, OrderLineView, OrderSummary, WithdrawalRecord, WithdrawalView,
} from '../../../contract/customer-orders';
import type { BankTransfer } from '../../../contract/content';
import type { DeliveryModeSetting } from '../../../contract/content-admin';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../contract/order-status';
import type { OrderLineWithWithdrawn, OrderRecord } from './customer-orders.repo';
import type { WithdrawalHeader, WithdrawalLineRow } from './withdrawal.repo';

/** The shop has 14 days from receiving a withdrawal to refund (45/2014. Korm. rendelet 23. §). */
export const REFUND_DAYS = 14;
const budapestDate = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Budapest', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The last day of the refund period, as a Budapest calendar date (YYYY-MM-DD). */
export function refundDueBy(receivedAt: Date): string {
  return budapestDate.format(new Date(receivedAt.getTime() + REFUND_DAYS * 86_400_000));
}

function statusOf(status: string): { status: OrderStatus; statusLabel: string } {
  const known = status in ORDER_STATUS_LABELS ? (status as OrderStatus) : 'new';
  return { status: known, statusLabel: ORDER_STATUS_LABELS[known] };
}

export function toOrderSummary(row: { orderNumber: string; createdAt: Date; status: string; total: number; itemCount: number }): OrderSummary {
  return { orderNumber: row.orderNumber, createdAt: row.createdAt.toISOString(), ...statusOf(row.status), total: row.total, itemCount: row.itemCount };
}

export function toWithdrawalView(header: WithdrawalHeader, lines: WithdrawalLineRow[]): WithdrawalView {
  return {
    id: header.id,
    orderNumber: header.orderNumber,
    receivedAt: header.receivedAt.toISOString(),
    refundDueBy: refundDueBy(header.receivedAt),
    lines: lines.filter((line) => line.withdrawalId === header.id).map(({ withdrawalId: _w, ...line }) => line),
    comment: header.comment,
  };
}

export function toWithdrawalRecord(header: WithdrawalHeader, lines: WithdrawalLineRow[]): WithdrawalRecord {
  const view = toWithdrawalView(header, lines);
  return {
    ...view, orderId: header.orderId, name: header.name, email: header.email,
    linesTotal: view.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0),
  };
}

export interface OrderParts {
  order: OrderRecord;
  lines: OrderLineWithWithdrawn[];
  aliases: Map<number, string>;
  withdrawals: WithdrawalView[];
  modes: readonly DeliveryModeSetting[];
  /** the shop's account, null until the settings exist */
  bank: BankTransfer | null;
}

/** A prepayment order still waiting for its money (not paid, not cancelled) is paid to the shop's account. */
function bankTransferOf(order: OrderRecord, mode: DeliveryModeSetting | undefined, bank: BankTransfer | null): OrderDetail['bankTransfer'] {
  if (!bank || !mode?.prepayment || order.paidAt || !['new', 'processing'].includes(order.status)) return null;
  return { ...bank, amount: order.total, reference: order.orderNumber };
}

function lineView(line: OrderLineWithWithdrawn, aliases: Map<number, string>): OrderLineView {
  const { productId, ...rest } = line;
  return { ...rest, alias: productId === null ? null : aliases.get(productId) ?? null };
}

export function toOrderDetail({ order, lines, aliases, withdrawals, modes, bank }: OrderParts): OrderDetail {
  const mode = modes.find((m) => m.mode === order.szallitas);
  const open = lines.some((line) => line.withdrawnQuantity < line.quantity);
  return {
    ...toOrderSummary({ ...order, itemCount: lines.reduce((sum, line) => sum + line.quantity, 0) }),
    delivery: { label: mode?.label ?? '', payment: mode?.payment ?? '', delivery: mode?.delivery ?? '' },
    trackingNumber: order.trackingNumber,
    shippingcost: order.shippingCost,
    goodsTotal: order.itemsTotal,
    lines: lines.map((line) => lineView(line, aliases)),
    shipping: {
      name: `${order.szallitasVnev} ${order.szallitasKnev}`.trim(),
      address: order.szallitasIrsz ? `${order.szallitasIrsz} ${order.szallitasVaros}, ${order.szallitasUtca}` : '',
      phone: order.szallitasTelefonszam,
      email: order.email,
    },
    billing: {
      name: order.szamlaNev,
      address: order.szamlaIrsz ? `${order.szamlaIrsz} ${order.szamlaVaros}, ${order.szamlaUtca}` : '',
      taxNumber: order.adoszam,
    },
    withdrawals,
    canWithdraw: order.status !== 'cancelled' && open,
    bankTransfer: bankTransferOf(order, mode, bank),
  };
}

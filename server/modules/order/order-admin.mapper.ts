import type { UserData } from '../../../contract/account';
import type { DeliveryModeSetting } from '../../../contract/content-admin';
import type { OrderDetail, OrderListItem, PaymentState } from '../../../contract/order-admin';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../contract/order-status';
import type { CommentRow, OrderLineRow, OrderRow, StatusChangeRow } from './order-admin.repo';
import { isEditable, nextStatuses } from './order-status-rules';

export type DeliveryModes = ReadonlyMap<number, Pick<DeliveryModeSetting, 'label' | 'payment' | 'pickupAtShop' | 'prepayment'>>;

/** A mode removed from the settings since the order still needs a name in the list. */
export function deliveryOf(modes: DeliveryModes, szallitas: number) {
  return modes.get(szallitas) ?? { label: `${szallitas}. szállítási mód`, payment: '', pickupAtShop: szallitas === 0, prepayment: false };
}

export const statusOf = (row: OrderRow) => row.status as OrderStatus;
export const customerName = (row: OrderRow) => `${row.szallitasVnev} ${row.szallitasKnev}`.trim();
const paymentStateOf = (row: OrderRow): PaymentState => (row.paidAt ? 'paid' : 'unpaid');

export function toCustomerData(row: OrderRow): UserData {
  return {
    email: row.email, szallitas_vnev: row.szallitasVnev, szallitas_knev: row.szallitasKnev, szallitas_irsz: row.szallitasIrsz,
    szallitas_varos: row.szallitasVaros, szallitas_utca: row.szallitasUtca, szallitas_telefonszam: row.szallitasTelefonszam,
    szamla_nev: row.szamlaNev, adoszam: row.adoszam, szamla_irsz: row.szamlaIrsz, szamla_varos: row.szamlaVaros, szamla_utca: row.szamlaUtca,
  };
}

/** The API's user data fields onto the order's columns, for an address correction. */
export function toCustomerColumns(data: UserData) {
  return {
    email: data.email, szallitasVnev: data.szallitas_vnev, szallitasKnev: data.szallitas_knev, szallitasIrsz: data.szallitas_irsz,
    szallitasVaros: data.szallitas_varos, szallitasUtca: data.szallitas_utca, szallitasTelefonszam: data.szallitas_telefonszam,
    szamlaNev: data.szamla_nev, adoszam: data.adoszam, szamlaIrsz: data.szamla_irsz, szamlaVaros: data.szamla_varos, szamlaUtca: data.szamla_utca,
  };
}

export function toListItem(row: OrderRow, modes: DeliveryModes): OrderListItem {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    status: statusOf(row),
    statusLabel: ORDER_STATUS_LABELS[statusOf(row)],
    name: customerName(row),
    email: row.email,
    phone: row.szallitasTelefonszam,
    szallitas: row.szallitas,
    deliveryLabel: deliveryOf(modes, row.szallitas).label,
    paymentState: paymentStateOf(row),
    total: row.total,
  };
}

export interface OrderParts {
  lines: OrderLineRow[];
  history: StatusChangeRow[];
  comments: CommentRow[];
  withdrawals: OrderDetail['withdrawals'];
}

export function toDetail(row: OrderRow, { lines, history, comments, withdrawals }: OrderParts, modes: DeliveryModes): OrderDetail {
  const delivery = deliveryOf(modes, row.szallitas);
  return {
    ...toListItem(row, modes),
    customer: toCustomerData(row),
    megjegyzes: row.megjegyzes,
    deliveryPayment: delivery.payment,
    pickupAtShop: delivery.pickupAtShop,
    itemsTotal: row.itemsTotal,
    shippingCost: row.shippingCost,
    trackingNumber: row.trackingNumber,
    paidAt: row.paidAt?.toISOString() ?? null,
    lines: lines.map((line) => ({
      id: line.id, cikkszam: line.cikkszam, productName: line.productName, variantName: line.variantName,
      quantity: line.quantity, unitPrice: line.unitPrice, lineTotal: line.lineTotal,
    })),
    history: history.map((change) => ({
      at: change.at.toISOString(), actorEmail: change.actorEmail,
      from: change.fromStatus as OrderStatus, to: change.toStatus as OrderStatus,
      fromLabel: ORDER_STATUS_LABELS[change.fromStatus as OrderStatus], toLabel: ORDER_STATUS_LABELS[change.toStatus as OrderStatus],
      trackingNumber: change.trackingNumber, note: change.note,
    })),
    comments: comments.map((comment) => ({ id: comment.id, at: comment.at.toISOString(), actorEmail: comment.actorEmail, text: comment.text })),
    withdrawals,
    nextStatuses: nextStatuses(statusOf(row), delivery.pickupAtShop),
    editable: isEditable(statusOf(row)),
  };
}

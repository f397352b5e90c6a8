import { Type, type Static } from 'typebox';
import { BankTransfer } from './content';
import { ORDER_STATUSES } from './order-status';

/**
 * The customer's side of orders: 'Rendeléseim' (a logged-in customer's own orders), the guest's
 * look-up by order number and e-mail, and the online withdrawal ('Elállás a szerződéstől').
 * Field names follow the cart's (camelCase beside the spec's Hungarian user data fields).
 */

/** MP-2026-000123; looser than the server's format so an old number still finds "not found", not a 400. */
export const OrderNumber = Type.String({ minLength: 3, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' });
const Email = Type.String({ minLength: 3, maxLength: 254 });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const OrderNumberParam = Type.Object({ orderNumber: OrderNumber }, { additionalProperties: false });

const Status = Type.Enum(ORDER_STATUSES);

export const OrderSummary = Type.Object({
  orderNumber: Type.String(),
  /** ISO date-time */
  createdAt: Type.String(),
  status: Status,
  /** the Hungarian label of the status, e.g. 'Átadva a futárnak' */
  statusLabel: Type.String(),
  total: Type.Integer(),
  itemCount: Type.Integer(),
});
export type OrderSummary = Static<typeof OrderSummary>;

export const OrderLineView = Type.Object({
  /** the order line's id, which a withdrawal names */
  id: Type.Integer(),
  cikkszam: Type.String(),
  productName: Type.String(),
  variantName: Type.String(),
  /** the product's page, null when the product is gone */
  alias: Type.Union([Type.String(), Type.Null()]),
  quantity: Type.Integer(),
  unitPrice: Type.Integer(),
  lineTotal: Type.Integer(),
  /** pieces already withdrawn from */
  withdrawnQuantity: Type.Integer(),
});
export type OrderLineView = Static<typeof OrderLineView>;

export const WithdrawalLineView = Type.Object({
  orderLineId: Type.Integer(),
  productName: Type.String(),
  variantName: Type.String(),
  cikkszam: Type.String(),
  quantity: Type.Integer(),
  unitPrice: Type.Integer(),
});

/** A withdrawal as its sender sees it. */
export const WithdrawalView = Type.Object({
  id: Type.Integer(),
  orderNumber: Type.String(),
  /** when the shop received it (ISO date-time) */
  receivedAt: Type.String(),
  /** the last day of the 14 days the shop has to refund (ISO date) */
  refundDueBy: Type.String(),
  lines: Type.Array(WithdrawalLineView),
  comment: Type.String(),
});
export type WithdrawalView = Static<typeof WithdrawalView>;

export const OrderDetail = Type.Object({
  ...OrderSummary.properties,
  delivery: Type.Object({ label: Type.String(), payment: Type.String(), delivery: Type.String() }),
  /** the courier's parcel number once the order is handed over, else null */
  trackingNumber: Type.Union([Type.String(), Type.Null()]),
  shippingcost: Type.Integer(),
  goodsTotal: Type.Integer(),
  lines: Type.Array(OrderLineView),
  shipping: Type.Object({ name: Type.String(), address: Type.String(), phone: Type.String(), email: Type.String() }),
  billing: Type.Object({ name: Type.String(), address: Type.String(), taxNumber: Type.String() }),
  withdrawals: Type.Array(WithdrawalView),
  /** false for a cancelled order or when every piece is already withdrawn from */
  canWithdraw: Type.Boolean(),
  /** where to pay while a prepayment order waits for the money: the shop's account, the amount and the reference; else null */
  bankTransfer: Type.Union([Type.Object({ ...BankTransfer.properties, amount: Type.Integer(), reference: Type.String() }), Type.Null()]),
});
export type OrderDetail = Static<typeof OrderDetail>;

export const OrderListResponse = Type.Object({ status: Type.Literal(1), orders: Type.Array(OrderSummary) });
export type OrderListResponse = Static<typeof OrderListResponse>;
export const OrderDetailResponse = Type.Object({ status: Type.Literal(1), order: OrderDetail });
export type OrderDetailResponse = Static<typeof OrderDetailResponse>;

/** A guest's look-up: both must match the order (the e-mail case-insensitively). */
export const OrderLookupRequest = Type.Object({ orderNumber: OrderNumber, email: Email }, { additionalProperties: false });
export type OrderLookupRequest = Static<typeof OrderLookupRequest>;

/**
 * The online withdrawal. A logged-in customer names an own order; a guest adds the order's e-mail.
 * `requestKey` is a random key the form makes once: sending it again (a retry) answers the same
 * withdrawal instead of recording a second.
 */
export const WithdrawalRequest = Type.Object({
  orderNumber: OrderNumber,
  email: Type.Optional(Email),
  requestKey: Type.String({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  lines: Type.Array(Type.Object({ id: Id, quantity: Type.Integer({ minimum: 1, maximum: 999 }) }, { additionalProperties: false }), { minItems: 1, maxItems: 200 }),
  comment: Type.Optional(Type.String({ maxLength: 2000 })),
}, { additionalProperties: false });
export type WithdrawalRequest = Static<typeof WithdrawalRequest>;

export const WithdrawalResponse = Type.Object({ status: Type.Literal(1), withdrawal: WithdrawalView });
export type WithdrawalResponse = Static<typeof WithdrawalResponse>;

/** A withdrawal as the back office lists it: the sender's contact and the refund deadline. */
export const WithdrawalRecord = Type.Object({
  ...WithdrawalView.properties,
  orderId: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  /** the refund's total for the lines withdrawn from (forints; shipping per the shop's decision) */
  linesTotal: Type.Integer(),
});
export type WithdrawalRecord = Static<typeof WithdrawalRecord>;

import { Type, type Static } from 'typebox';
import { UserData } from './account';
import { MAX_NOTE_LENGTH } from './cart-fields';
import { AdminWithdrawal } from './withdrawal-admin';
import { ORDER_STATUSES } from './order-status';

/** The back office's order calls under /api/admin/orders and its dashboard (not part of the storefront spec). */

const Ok = Type.Literal(1);
const Status = Type.Enum(ORDER_STATUSES);
const DateTime = Type.String({ format: 'date-time' });
/** A calendar day in Budapest, as a date input sends it. */
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** 'paid' once the money is in (a transfer arrived, or the order was completed); else 'unpaid'. */
export const PAYMENT_STATES = ['paid', 'unpaid'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = { paid: 'Fizetve', unpaid: 'Fizetésre vár' };

export const ORDER_SORT_FIELDS = ['createdAt', 'orderNumber', 'total', 'status', 'name'] as const;

/** Filters shared by the list and its CSV export. */
const orderFilters = {
  q: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Status),
  szallitas: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  paymentState: Type.Optional(Type.Enum(PAYMENT_STATES)),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
};

export const OrderExportQuery = Type.Object({
  ...orderFilters,
  sort: Type.Enum(ORDER_SORT_FIELDS, { default: 'createdAt' }),
  order: Type.Union([Type.Literal('ASC'), Type.Literal('DESC')], { default: 'DESC' }),
}, { additionalProperties: false });
export type OrderExportQuery = Static<typeof OrderExportQuery>;

export const OrderListQuery = Type.Object({
  ...OrderExportQuery.properties,
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  perPage: Type.Integer({ minimum: 1, maximum: 100, default: 25 }),
}, { additionalProperties: false });
export type OrderListQuery = Static<typeof OrderListQuery>;

export const OrderListItem = Type.Object({
  id: Type.Integer(),
  orderNumber: Type.String(),
  createdAt: DateTime,
  status: Status,
  statusLabel: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  szallitas: Type.Integer(),
  deliveryLabel: Type.String(),
  paymentState: Type.Enum(PAYMENT_STATES),
  total: Type.Integer(),
});
export type OrderListItem = Static<typeof OrderListItem>;
export const OrderListResponse = Type.Object({ status: Ok, total: Type.Integer(), items: Type.Array(OrderListItem) });
export type OrderListResponse = Static<typeof OrderListResponse>;

export const OrderLineView = Type.Object({
  id: Type.Integer(),
  cikkszam: Type.String(),
  productName: Type.String(),
  variantName: Type.String(),
  quantity: Type.Integer(),
  unitPrice: Type.Integer(),
  lineTotal: Type.Integer(),
});

export const OrderStatusChange = Type.Object({
  at: DateTime,
  actorEmail: Type.String(),
  from: Status,
  to: Status,
  fromLabel: Type.String(),
  toLabel: Type.String(),
  trackingNumber: Type.Union([Type.String(), Type.Null()]),
  note: Type.String(),
});

export const OrderComment = Type.Object({ id: Type.Integer(), at: DateTime, actorEmail: Type.String(), text: Type.String() });

export const OrderDetail = Type.Object({
  ...OrderListItem.properties,
  customer: UserData,
  megjegyzes: Type.String(),
  deliveryPayment: Type.String(),
  pickupAtShop: Type.Boolean(),
  itemsTotal: Type.Integer(),
  shippingCost: Type.Integer(),
  trackingNumber: Type.Union([Type.String(), Type.Null()]),
  paidAt: Type.Union([DateTime, Type.Null()]),
  lines: Type.Array(OrderLineView),
  history: Type.Array(OrderStatusChange),
  comments: Type.Array(OrderComment),
  /** the customer's withdrawals from it, so staff do not hand over or ship what was withdrawn */
  withdrawals: Type.Array(AdminWithdrawal),
  /** the states staff may move it to now, for the detail page's buttons */
  nextStatuses: Type.Array(Status),
  /** address and note can be edited until the order leaves the shop or waits at the counter */
  editable: Type.Boolean(),
});
export type OrderDetail = Static<typeof OrderDetail>;
export const OrderDetailResponse = Type.Object({ status: Ok, item: OrderDetail });
export type OrderDetailResponse = Static<typeof OrderDetailResponse>;

export const OrderIdParams = Type.Object({ id: Id });

export const OrderStatusBody = Type.Object({
  status: Status,
  trackingNumber: Type.Optional(Type.String({ maxLength: 64 })),
  note: Type.Optional(Type.String({ maxLength: 500 })),
}, { additionalProperties: false });
export type OrderStatusBody = Static<typeof OrderStatusBody>;

/** Staff correct the shipping and billing data and the customer's note before dispatch. */
export const OrderEditBody = Type.Object({
  ...UserData.properties,
  megjegyzes: Type.String({ maxLength: MAX_NOTE_LENGTH }),
}, { additionalProperties: false });
export type OrderEditBody = Static<typeof OrderEditBody>;

export const OrderCommentBody = Type.Object({ text: Type.String({ minLength: 1, maxLength: 2000 }) }, { additionalProperties: false });
export type OrderCommentBody = Static<typeof OrderCommentBody>;

const Period = Type.Object({ orders: Type.Integer(), revenue: Type.Integer() });
export const LowStockVariant = Type.Object({
  variantId: Type.Integer(),
  /** the product the variant belongs to: the dashboard links to its edit page */
  productId: Type.Integer(),
  cikkszam: Type.String(),
  productName: Type.String(),
  variantName: Type.String(),
  stock: Type.Integer(),
});
export type LowStockVariant = Static<typeof LowStockVariant>;

export const Dashboard = Type.Object({
  /** the shop's day and week (from Monday) in Budapest; revenue counts every order not cancelled */
  today: Period,
  week: Period,
  waiting: Type.Array(Type.Object({ status: Status, label: Type.String(), count: Type.Integer() })),
  lowStockThreshold: Type.Integer(),
  lowStock: Type.Array(LowStockVariant),
});
export type Dashboard = Static<typeof Dashboard>;
export const DashboardResponse = Type.Object({ status: Ok, item: Dashboard });

import { Type, type Static } from 'typebox';
import { WithdrawalRecord } from './customer-orders';

/** The back office's withdrawals (elállások) under /api/admin/withdrawals (not part of the storefront spec). */

/** open: the refund is due; refunded: the money went back; closed: nothing more to do (after a refund, or without one, with a reason). */
export const WITHDRAWAL_STATUSES = ['open', 'refunded', 'closed'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = {
  open: 'Visszatérítésre vár',
  refunded: 'Visszatérítve',
  closed: 'Lezárva',
};

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const DateTime = Type.String({ format: 'date-time' });

export const AdminWithdrawal = Type.Object({
  ...WithdrawalRecord.properties,
  status: Type.Enum(WITHDRAWAL_STATUSES),
  statusLabel: Type.String(),
  /** still open after its refund deadline (a Budapest day) has passed */
  overdue: Type.Boolean(),
  refundedAt: Type.Union([DateTime, Type.Null()]),
  closedAt: Type.Union([DateTime, Type.Null()]),
  staffNote: Type.String(),
});
export type AdminWithdrawal = Static<typeof AdminWithdrawal>;

export const AdminWithdrawalListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  perPage: Type.Integer({ minimum: 1, maximum: 100, default: 25 }),
  sort: Type.Literal('receivedAt', { default: 'receivedAt' }),
  order: Type.Union([Type.Literal('ASC'), Type.Literal('DESC')], { default: 'DESC' }),
  /** an order number, a name or an e-mail */
  q: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Type.Enum(WITHDRAWAL_STATUSES)),
  /** only the open ones past their refund deadline */
  overdue: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });
export type AdminWithdrawalListQuery = Static<typeof AdminWithdrawalListQuery>;

export const AdminWithdrawalListResponse = Type.Object({ status: Type.Literal(1), total: Type.Integer(), items: Type.Array(AdminWithdrawal) });
export const AdminWithdrawalResponse = Type.Object({ status: Type.Literal(1), item: AdminWithdrawal });
export const AdminWithdrawalParams = Type.Object({ id: Id });

/** Marking a withdrawal refunded or closed: an optional note (closing one never refunded needs it: the reason). */
export const WithdrawalHandlingBody = Type.Object({ note: Type.Optional(Type.String({ maxLength: 1000 })) }, { additionalProperties: false });
export type WithdrawalHandlingBody = Static<typeof WithdrawalHandlingBody>;

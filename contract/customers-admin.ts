import { Type, type Static } from 'typebox';
import { UserData } from './account';
import { ListQuery } from './admin-list';

/** The back office's customer calls under /api/admin/customers (not part of the storefront spec). */

export const CustomerListQuery = ListQuery(['createdAt', 'id', 'email', 'name'], {
  /** accounts brought over from the old site (no password until they set one) */
  oldSite: Type.Optional(Type.Boolean()),
});
export type CustomerListQuery = Static<typeof CustomerListQuery>;

export const CustomerSummary = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  /** shipping last and first name, as the customer gave them */
  name: Type.String(),
  phone: Type.String(),
  town: Type.String(),
  oldSite: Type.Boolean(),
  /** false for an old-site account that has not set a password yet */
  hasPassword: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type CustomerSummary = Static<typeof CustomerSummary>;

export const CustomerOrder = Type.Object({
  id: Type.Integer(),
  orderNumber: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  status: Type.String(),
  total: Type.Integer(),
});
export type CustomerOrder = Static<typeof CustomerOrder>;

export const CustomerDetail = Type.Object({
  ...CustomerSummary.properties,
  /** the spec's user data fields (shipping and billing) */
  data: UserData,
  /** newest first */
  orders: Type.Array(CustomerOrder),
});
export type CustomerDetail = Static<typeof CustomerDetail>;

export const CustomerMessage = Type.Object({ status: Type.Literal(1), message: Type.String() });

/**
 * Erasing an account names the customer's e-mail address as well as the id, so a stale screen or a
 * mistyped id cannot erase someone else: the address must be the account's.
 */
export const CustomerAnonymiseBody = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) }, { additionalProperties: false });
export type CustomerAnonymiseBody = Static<typeof CustomerAnonymiseBody>;

export const CustomerAnonymised = Type.Object({
  status: Type.Literal(1),
  message: Type.String(),
  /** orders whose contact data were cleared (lines, prices and billing data stay for accounting) */
  orders: Type.Integer({ minimum: 0 }),
});
export type CustomerAnonymised = Static<typeof CustomerAnonymised>;

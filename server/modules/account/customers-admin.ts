import type { CustomerDetail, CustomerListQuery, CustomerOrder, CustomerSummary } from '../../../contract/customers-admin';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { record } from '../audit/audit.service';
import { auditActorOf, type StaffPrincipal } from '../staff/staff.principal';
import { issuePasswordReset, RESET_MAIL_SENT } from './account.password-reset';
import { findUserById } from './account.repo';
import { toCustomerSummary, toUserData } from './account.mapper';
import { listCustomerRows } from './customers-admin.repo';

export interface CustomersAdminDeps {
  /** the customer's orders, newest first (the orders live in another module) */
  ordersOf(userId: number): Promise<CustomerOrder[]>;
}

const NO_SUCH_CUSTOMER = 'Nincs ilyen vásárló.';

/** The back office's customer use cases; the routes let any staff member in, each change is audited. */
export function createCustomersAdmin(db: Db, config: Config, deps: CustomersAdminDeps) {
  async function customer(id: number) {
    const user = await findUserById(db, id);
    if (!user) throw new AppError('not_found', NO_SUCH_CUSTOMER);
    return user;
  }

  return {
    async list(_actor: StaffPrincipal, query: CustomerListQuery): Promise<{ total: number; items: CustomerSummary[] }> {
      const { rows, total } = await listCustomerRows(db, query);
      return { total, items: rows.map(toCustomerSummary) };
    },

    async detail(_actor: StaffPrincipal, id: number): Promise<CustomerDetail> {
      const user = await customer(id);
      return { ...toCustomerSummary(user), data: toUserData(user), orders: await deps.ordersOf(id) };
    },

    /** The customer gets the same mail as from 'Elfelejtett jelszó'; staff never see or set the password. */
    async sendPasswordReset(actor: StaffPrincipal, id: number): Promise<{ message: string }> {
      const user = await customer(id);
      await db.transaction(async (tx) => {
        await issuePasswordReset(tx, config, user);
        await record(tx, auditActorOf(actor), { action: 'customer.password_reset', entityType: 'customer', entityId: id, after: { email: user.email } });
      });
      return { message: RESET_MAIL_SENT };
    },
  };
}

export type CustomersAdmin = ReturnType<typeof createCustomersAdmin>;

import type { CustomerDetail, CustomerListQuery, CustomerOrder, CustomerSummary } from '../../../contract/customers-admin';
import type { PersonalDataExport } from '../../../contract/personal-data';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { record } from '../audit/audit.service';
import { auditActorOf, type StaffPrincipal } from '../staff/staff.principal';
import type { MailShop } from '../mail/mail.service';
import type { ErasureActor } from './account.personal-data';
import { issuePasswordReset, RESET_MAIL_SENT } from './account.password-reset';
import { findUserById } from './account.repo';
import { toCustomerSummary, toUserData } from './account.mapper';
import { listCustomerRows } from './customers-admin.repo';

export interface CustomersAdminDeps {
  /** the customer's orders, newest first (the orders live in another module) */
  ordersOf(userId: number): Promise<CustomerOrder[]>;
  /** the GDPR use cases the customer also reaches from the profile (account.personal-data.tsx) */
  exportPersonalData(userId: number): Promise<PersonalDataExport>;
  anonymise(userId: number, actor: ErasureActor): Promise<{ orders: number }>;
  /** the seller's details customer mails end with */
  mailShop(): Promise<MailShop | null>;
}

const NO_SUCH_CUSTOMER = 'Nincs ilyen vásárló.';
const WRONG_EMAIL = 'A megadott e-mail-cím nem ennek a vásárlónak a címe. A fiókot nem töröltük.';

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
      const shop = await deps.mailShop();
      await db.transaction(async (tx) => {
        await issuePasswordReset(tx, config, user, shop);
        await record(tx, auditActorOf(actor), { action: 'customer.password_reset', entityType: 'customer', entityId: id, after: { email: user.email } });
      });
      return { message: RESET_MAIL_SENT };
    },

    /** Reading someone's whole data is itself recorded: the audit log shows who exported whose data and when. */
    async exportData(actor: StaffPrincipal, id: number): Promise<PersonalDataExport> {
      await customer(id);
      const data = await deps.exportPersonalData(id);
      await record(db, auditActorOf(actor), { action: 'customer.export', entityType: 'customer', entityId: id, after: { orders: data.orders.length } });
      return data;
    },

    /**
     * Erases the account (the same use case as 'Fiókom törlése'); orders keep the anonymised snapshot
     * accounting needs. The e-mail must be the account's, so a stale screen cannot erase someone else.
     */
    async anonymise(actor: StaffPrincipal, id: number, email: string): Promise<{ message: string; orders: number }> {
      const user = await customer(id);
      if (email.trim().toLowerCase() !== user.email.toLowerCase()) throw new AppError('validation_failed', WRONG_EMAIL);
      const { orders } = await deps.anonymise(id, auditActorOf(actor));
      return { message: `A vásárló fiókját és személyes adatait töröltük; ${orders} rendelésében csak a számviteli adatok maradtak meg.`, orders };
    },
  };
}

export type CustomersAdmin = ReturnType<typeof createCustomersAdmin>;

import type { WithdrawalRecord } from '../../../contract/customer-orders';
import type { ShopSettingsRecord } from '../../../contract/content-admin';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import type { Principal } from '../../shared/principal';
import type { MailShop } from '../mail/mail.service';
import { createCustomerOrders } from './customer-orders';
import { toWithdrawalRecord } from './customer-orders.mapper';
import { createWithdrawal } from './withdrawal';
import { findWithdrawal, listWithdrawalLines, listWithdrawals, type WithdrawalPage } from './withdrawal.repo';

export interface OrderServiceDeps {
  config: Pick<Config, 'shopName' | 'shopEmail' | 'publicUrl'>;
  /** the shop settings (every delivery mode, inactive ones too: old orders name them) */
  settings(): Promise<ShopSettingsRecord | null>;
}

function staffOnly(principal: Principal): void {
  if (principal.kind !== 'staff') throw new AppError(principal.kind === 'guest' ? 'unauthorized' : 'forbidden', 'Ehhez személyzeti bejelentkezés szükséges.');
}

/** The order domain's customer side: 'Rendeléseim', the guest look-up and withdrawals (read by the back office too). */
export function createOrderService(db: Db, { config, settings }: OrderServiceDeps) {
  const customerOrders = createCustomerOrders(db, async () => (await settings())?.deliveryModes ?? []);
  const mailShop = async (): Promise<MailShop | null> => {
    const s = await settings();
    return s && {
      name: config.shopName, email: s.email ?? config.shopEmail, phone: s.phone, address: s.address,
      seller: s.seller, publicUrl: config.publicUrl,
    };
  };
  return {
    customerOrders,
    /** the shop's contact and seller details every customer mail ends with; null until the settings exist */
    mailShop,
    withdraw: createWithdrawal(db, { mailShop, notifyTo: config.shopEmail }),
    /** What the back office shows: every withdrawal with its sender and the 14-day refund deadline. */
    withdrawals: {
      async list(principal: Principal, query: WithdrawalPage): Promise<{ total: number; items: WithdrawalRecord[] }> {
        staffOnly(principal);
        const { total, rows } = await listWithdrawals(db, query);
        const lines = await listWithdrawalLines(db, rows.map((row) => row.id));
        return { total, items: rows.map((row) => toWithdrawalRecord(row, lines)) };
      },
      async read(principal: Principal, id: number): Promise<WithdrawalRecord> {
        staffOnly(principal);
        const row = await findWithdrawal(db, id);
        if (!row) throw new AppError('not_found', 'Nem található ilyen elállás.');
        return toWithdrawalRecord(row, await listWithdrawalLines(db, [id]));
      },
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;

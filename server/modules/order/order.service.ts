import type { ShopSettingsRecord } from '../../../contract/content-admin';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { MailShop } from '../mail/mail.service';
import { createCustomerOrders } from './customer-orders';
import { createWithdrawal } from './withdrawal';
import { createWithdrawalAdmin } from './withdrawal-admin';

export interface OrderServiceDeps {
  config: Pick<Config, 'shopName' | 'shopEmail' | 'publicUrl'>;
  /** the shop settings (every delivery mode, inactive ones too: old orders name them) */
  settings(): Promise<ShopSettingsRecord | null>;
}

/** The order domain's customer side: 'Rendeléseim', the guest look-up and withdrawals (read by the back office too). */
export function createOrderService(db: Db, { config, settings }: OrderServiceDeps) {
  const customerOrders = createCustomerOrders(db, settings);
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
    /** What the back office shows and does: every withdrawal with its 14-day refund deadline, marked refunded or closed. */
    withdrawals: createWithdrawalAdmin(db),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;

import type { BankTransfer, OpeningHours, SellerDetails } from '../../../contract/content';
import type { DeliveryModeSetting } from '../../../contract/content-admin';
import type { DbOrTx } from '../../db/client';
import { findShopSettings, listDeliveryModes } from './shop-settings.repo';

/** What the cart needs of the shop settings to price a basket and to confirm an order. */
export interface CheckoutSettings {
  /** null until the shop's settings are written: no order can be taken then */
  shop: {
    email: string; phone: string; address: string; openingHours: OpeningHours; bankTransfer: BankTransfer;
    seller: SellerDetails;
  } | null;
  /** every mode is free from this basket total up; null: never */
  freeShippingFrom: number | null;
  /** the modes a customer may choose now, in the basket's order */
  modes: DeliveryModeSetting[];
}

export async function loadCheckoutSettings(db: DbOrTx, fallbackEmail: string): Promise<CheckoutSettings> {
  const [settings, modes] = [await findShopSettings(db), await listDeliveryModes(db)];
  return {
    shop: settings && {
      email: settings.email ?? fallbackEmail, phone: settings.phone, address: settings.address,
      openingHours: settings.openingHours, bankTransfer: settings.bankTransfer, seller: settings.seller,
    },
    freeShippingFrom: settings?.freeShippingFrom ?? null,
    modes: modes.filter((mode) => mode.active),
  };
}

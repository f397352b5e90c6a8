import type { ShopSettingsRecord } from '../../contract/content-import';
import { OPENING_HOURS, SHOP, SHOP_ADDRESS } from './shop-identity';

/** Shipping prices in forints: personal pickup is free, GLS and MPL at typical 2026 domestic rates. */
export const SHIPPING_COST = { 0: 0, 1: 1990, 2: 1690 } as const;
/** Free delivery from this basket total: below most helmets and jackets, above a set of brake pads. */
export const FREE_SHIPPING_FROM = 50_000;

export function buildSettings(): ShopSettingsRecord {
  return {
    shippingCost: { ...SHIPPING_COST },
    freeShippingFrom: FREE_SHIPPING_FROM,
    bankTransfer: { beneficiary: SHOP.company, bank: SHOP.bank, accountNumber: SHOP.accountNumber, iban: SHOP.iban },
    openingHours: OPENING_HOURS.map((entry) => ({ ...entry })),
    address: SHOP_ADDRESS,
    phone: SHOP.phone,
  };
}

import type { ShopSettingsRecord } from '../../contract/content-import';
import { OPENING_HOURS, SHOP, SHOP_ADDRESS } from './shop-identity';

/** Shipping prices in forints: personal pickup is free, GLS and MPL at typical 2026 domestic rates. */
export const SHIPPING_COST = { 0: 0, 1: 1990, 2: 1690 } as const;
/** Free delivery from this basket total: below most helmets and jackets, above a set of brake pads. */
export const FREE_SHIPPING_FROM = 50_000;

/** The spec's three modes (section 9) with their payment and delivery terms. */
export const DELIVERY_MODES: ShopSettingsRecord['deliveryModes'] = [
  {
    mode: 0, label: 'Személyes átvétel az üzletben', cost: SHIPPING_COST[0], sort: 1, active: true,
    payment: 'Fizetés átvételkor az üzletben, készpénzzel vagy bankkártyával.',
    delivery: 'Átvehető nyitvatartási időben.',
    pickupAtShop: true, prepayment: false,
  },
  {
    mode: 1, label: 'GLS futárszolgálat', cost: SHIPPING_COST[1], sort: 2, active: true,
    payment: 'Fizetés utánvéttel: készpénzzel vagy bankkártyával a futárnál.',
    delivery: 'Kézbesítés a következő munkanapon.',
    pickupAtShop: false, prepayment: false,
  },
  {
    mode: 2, label: 'MPL futárszolgálat', cost: SHIPPING_COST[2], sort: 3, active: true,
    payment: 'Csak előre utalással fizethető.',
    delivery: 'Kézbesítés 3-5 munkanap alatt.',
    pickupAtShop: false, prepayment: true,
  },
];

export function buildSettings(): ShopSettingsRecord {
  return {
    deliveryModes: DELIVERY_MODES.map((mode) => ({ ...mode })),
    freeShippingFrom: FREE_SHIPPING_FROM,
    bankTransfer: { beneficiary: SHOP.company, bank: SHOP.bank, accountNumber: SHOP.accountNumber, iban: SHOP.iban },
    openingHours: OPENING_HOURS.map((entry) => ({ ...entry })),
    address: SHOP_ADDRESS,
    phone: SHOP.phone,
    seller: {
      companyName: SHOP.company, seat: SHOP_ADDRESS, companyRegistrationNumber: SHOP.companyRegistration,
      registryCourt: 'Fővárosi Törvényszék Cégbírósága', taxNumber: SHOP.taxNumber, hostingProvider: SHOP.hostingProvider,
    },
  };
}

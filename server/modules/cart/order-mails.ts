import type { UserData } from '../../../contract/account';
import type { CartGood } from '../../../contract/cart';
import type { BankTransfer, OpeningHours } from '../../../contract/content';
import type { DeliveryModeSetting } from '../../../contract/content-admin';
import { forints, type MailShop, type OutgoingMail } from '../mail/mail.service';

export interface OrderMailInput {
  orderNumber: string;
  /** the chosen mode as the shop settings describe it */
  delivery: Pick<DeliveryModeSetting, 'label' | 'payment' | 'delivery' | 'pickupAtShop' | 'prepayment'>;
  goods: CartGood[];
  goodsTotal: number;
  shippingCost: number;
  total: number;
  customer: UserData;
  megjegyzes: string;
  /** `email` is the address customers see */
  shop: MailShop & {
    /** the address order notifications go to (SHOP_EMAIL) */
    notifyTo: string;
    openingHours: OpeningHours;
    bankTransfer: BankTransfer;
  };
}

function itemLines(input: OrderMailInput): string[] {
  return [
    ...input.goods.map((good) =>
      `- ${good.product.fullname_hu} – ${good.name} (${good.variant.cikkszam}): ${good.quantity} db × ${forints(good.price)} = ${forints(good.lineTotal)}`),
    '',
    `Termékek összesen: ${forints(input.goodsTotal)}`,
    `Szállítási költség: ${forints(input.shippingCost)}`,
    `Fizetendő összesen: ${forints(input.total)}`,
  ];
}

function deliveryLines(input: OrderMailInput): string[] {
  const option = input.delivery;
  return [`Szállítási mód: ${option.label}`, `Fizetés: ${option.payment}`, option.delivery];
}

function customerLines(input: OrderMailInput): string[] {
  const c = input.customer;
  return [
    `Név: ${c.szallitas_vnev} ${c.szallitas_knev}`,
    `Szállítási cím: ${c.szallitas_irsz} ${c.szallitas_varos}, ${c.szallitas_utca}`,
    `Telefonszám: ${c.szallitas_telefonszam}`,
    `E-mail: ${c.email}`,
    `Számlázási név: ${c.szamla_nev}`,
    ...(c.adoszam ? [`Adószám: ${c.adoszam}`] : []),
    `Számlázási cím: ${c.szamla_irsz} ${c.szamla_varos}, ${c.szamla_utca}`,
    ...(input.megjegyzes ? [`Megjegyzés: ${input.megjegyzes}`] : []),
  ];
}

/** The notification to the shop (SHOP_EMAIL): everything needed to fulfil the order. */
export function shopNotificationMail(input: OrderMailInput): OutgoingMail {
  const text = [
    `Új rendelés érkezett: ${input.orderNumber}`, '',
    'Vevő:', ...customerLines(input), '',
    'Tételek:', ...itemLines(input), '',
    ...deliveryLines(input),
  ].join('\n');
  return { to: input.shop.notifyTo, subject: `Új rendelés: ${input.orderNumber} (${forints(input.total)})`, text };
}

import type { UserData } from '../../../contract/account';
import type { CartGood } from '../../../contract/cart';
import type { BankTransfer, OpeningHours } from '../../../contract/content';
import type { DeliveryModeSetting } from '../../../contract/content-admin';
import type { OutgoingMail } from '../mail/mail.service';

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
  shop: {
    name: string;
    /** the address order notifications go to (SHOP_EMAIL) */
    notifyTo: string;
    /** the address customers see */
    email: string;
    phone: string;
    address: string;
    openingHours: OpeningHours;
    bankTransfer: BankTransfer;
  };
}

/** '12 990 Ft', as the shop writes prices everywhere. */
export function forints(value: number): string {
  return `${String(Math.round(value)).replace(/\B(?=(\d{3})+$)/g, ' ')} Ft`;
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
  const lines = [`Szállítási mód: ${option.label}`, `Fizetés: ${option.payment}`, option.delivery];
  const { shop } = input;
  if (option.pickupAtShop) {
    lines.push('', `Átvétel helye: ${shop.address}`, 'Nyitvatartás:',
      ...shop.openingHours.map((day) => `  ${day.day}: ${day.hours ?? 'zárva'}`));
  }
  if (option.prepayment) {
    const bank = shop.bankTransfer;
    lines.push('', 'Kérjük, a végösszeget az alábbi bankszámlára utalja; a csomagot az utalás beérkezése után adjuk fel.',
      `Kedvezményezett: ${bank.beneficiary}`, `Bank: ${bank.bank}`, `Számlaszám: ${bank.accountNumber}`,
      `IBAN: ${bank.iban}`, `Összeg: ${forints(input.total)}`, `Közlemény: ${input.orderNumber}`);
  }
  return lines;
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

function shopContact(input: OrderMailInput): string[] {
  const { shop } = input;
  return [shop.name, shop.address, `Telefon: ${shop.phone}`, `E-mail: ${shop.email}`];
}

/** The confirmation to the customer: items, totals, delivery and payment, and how to reach the shop. */
export function confirmationMail(input: OrderMailInput): OutgoingMail {
  const c = input.customer;
  const text = [
    `Kedves ${c.szallitas_vnev} ${c.szallitas_knev}!`, '',
    `Köszönjük rendelését a ${input.shop.name} webáruházban. Rendelését rögzítettük, hamarosan keresni fogjuk.`, '',
    `Rendelésszám: ${input.orderNumber}`, '',
    'Megrendelt termékek:', ...itemLines(input), '',
    ...deliveryLines(input), '',
    'Megadott adatok:', ...customerLines(input), '',
    'Kérdése van? Keressen minket:', ...shopContact(input),
  ].join('\n');
  return { to: c.email, subject: `Rendelés visszaigazolása – ${input.orderNumber}`, text };
}

/** The notification to the shop (SHOP_EMAIL): everything needed to fulfil the order. */
export function shopNotificationMail(input: OrderMailInput): OutgoingMail {
  const text = [
    `Új rendelés érkezett: ${input.orderNumber}`, '',
    'Vevő:', ...customerLines(input), '',
    'Tételek:', ...itemLines(input), '',
    ...deliveryLines(input).slice(0, 3),
  ].join('\n');
  return { to: input.shop.notifyTo, subject: `Új rendelés: ${input.orderNumber} (${forints(input.total)})`, text };
}

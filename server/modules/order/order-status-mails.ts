import type { OpeningHours, SellerDetails } from '../../../contract/content';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../contract/order-status';
import { sellerText, type OutgoingMail } from '../mail/mail.service';

export interface StatusMailInput {
  to: OrderStatus;
  orderNumber: string;
  email: string;
  name: string;
  /** the delivery mode's label, e.g. 'GLS futárszolgálat' */
  deliveryLabel: string;
  trackingNumber: string | null;
  shop: { name: string; email: string; phone: string; address: string; openingHours: OpeningHours; seller: SellerDetails };
}

function whatHappened(input: StatusMailInput): string[] {
  const { shop } = input;
  switch (input.to) {
    case 'processing':
      return ['Rendelését feldolgozzuk: összekészítjük a termékeket. Amint elkészült, újra jelentkezünk.'];
    case 'ready_for_pickup':
      return ['Rendelése átvehető üzletünkben.', '', `Átvétel helye: ${shop.address}`, 'Nyitvatartás:',
        ...shop.openingHours.map((day) => `  ${day.day}: ${day.hours ?? 'zárva'}`),
        '', 'Kérjük, az átvételkor mondja be a rendelésszámot.'];
    case 'shipped':
      return [`Rendelését átadtuk a futárnak (${input.deliveryLabel}).`,
        ...(input.trackingNumber ? [`Csomagkövetési szám: ${input.trackingNumber}`] : []),
        'A futár a kézbesítés előtt értesíti Önt.'];
    case 'completed':
      return ['Rendelését teljesítettük. Köszönjük, hogy nálunk vásárolt!'];
    case 'cancelled':
      return ['Rendelését lemondtuk. Ha már fizetett, a teljes összeget hamarosan visszautaljuk.',
        'Ha nem Ön kérte a lemondást, vagy kérdése van, keressen minket.'];
    case 'new':
      return [];
  }
}

/** The Hungarian mail a customer gets when staff move their order to a new state. */
export function statusChangeMail(input: StatusMailInput): OutgoingMail {
  const label = ORDER_STATUS_LABELS[input.to];
  const text = [
    `Kedves ${input.name}!`, '',
    `${input.orderNumber} számú rendelésének új állapota: ${label}.`, '',
    ...whatHappened(input), '',
    'Kérdése van? Keressen minket:', input.shop.name, input.shop.address, `Telefon: ${input.shop.phone}`, `E-mail: ${input.shop.email}`,
    '', sellerText(input.shop.seller),
  ].join('\n');
  return { to: input.email, subject: `Rendelése állapota: ${label} – ${input.orderNumber}`, text };
}

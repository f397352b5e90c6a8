import { ORDER_STATUS_LABELS } from '../../../contract/order-status';
import { PAYMENT_STATE_LABELS } from '../../../contract/order-admin';
import { toListItem, type DeliveryModes } from './order-admin.mapper';
import type { OrderRow } from './order-admin.repo';

/** Excel opens a UTF-8 file with accents intact only when it starts with the byte order mark. */
export const CSV_BOM = '\uFEFF';

const HEADER = [
  'Rendelésszám', 'Dátum', 'Állapot', 'Név', 'E-mail', 'Telefon', 'Szállítási mód', 'Fizetés',
  'Irányítószám', 'Város', 'Cím', 'Termékek (Ft)', 'Szállítás (Ft)', 'Végösszeg (Ft)', 'Csomagkövetési szám',
];

const budapestTime = new Intl.DateTimeFormat('hu-HU', {
  timeZone: 'Europe/Budapest', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
});

/**
 * One field as Excel reads a `;`-separated file: quoted when it holds the separator, a quote or a line
 * break; a leading = + - @ is prefixed with ' so a customer's text is never run as a formula.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (fields: (string | number)[]) => `${fields.map(csvField).join(';')}\r\n`;

export const csvHeader = () => CSV_BOM + csvLine(HEADER);

export function csvRow(row: OrderRow, modes: DeliveryModes): string {
  const item = toListItem(row, modes);
  return csvLine([
    item.orderNumber, budapestTime.format(row.createdAt), ORDER_STATUS_LABELS[item.status], item.name, item.email, item.phone,
    item.deliveryLabel, PAYMENT_STATE_LABELS[item.paymentState], row.szallitasIrsz, row.szallitasVaros, row.szallitasUtca,
    row.itemsTotal, row.shippingCost, row.total, row.trackingNumber ?? '',
  ]);
}

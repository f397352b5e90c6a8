import type { OutgoingMail } from '../mail/mail.service';
import type { PlacedOrder } from '../cart/cart.service';
import type { InvoiceKind } from './invoice.repo';

/** The PDF's file name: the document number, safe in any mail client and file system. */
export const pdfFilename = (number: string) => `szamla-${number.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;

/** The customer's copy of an issued invoice or storno, with the PDF attached. */
export function invoiceMail(order: PlacedOrder, kind: InvoiceKind, document: { number: string; pdf: Buffer }, shopName: string): OutgoingMail {
  const name = [order.szallitasVnev, order.szallitasKnev].filter(Boolean).join(' ') || order.szamlaNev;
  const what = kind === 'invoice' ? 'elektronikus számláját' : 'sztornó számláját';
  const text = [
    `Kedves ${name}!`, '',
    `Mellékelten küldjük a(z) ${order.orderNumber} számú rendelésének ${what} (${document.number}).`,
    ...(kind === 'storno' ? ['A rendelés lemondása miatt az eredeti számlát sztornóztuk.'] : []),
    'A számla a Rendeléseim oldalon is letölthető.', '',
    'Üdvözlettel:', shopName,
  ].join('\n');
  return {
    to: order.email,
    subject: `${kind === 'invoice' ? 'Számla' : 'Sztornó számla'} – ${order.orderNumber}`,
    text,
    attachments: [{ filename: pdfFilename(document.number), contentType: 'application/pdf', content: document.pdf }],
  };
}

import type { DeliveryModeSetting } from '../../../contract/content-admin';
import type { PlacedOrder } from '../cart/cart.service';

/** Hungary's standard VAT rate; every product and the shipping carry it. */
export const VAT_PERCENT = 27;

/**
 * What the Agent API's xmlszamla needs of one order, in its element names and in the order its XSD
 * sequences them (the XML is built in key order).
 */
export interface InvoiceDocument {
  header: {
    keltDatum: string;
    teljesitesDatum: string;
    fizetesiHataridoDatum: string;
    fizmod: string;
    penznem: 'HUF';
    szamlaNyelve: 'hu';
    megjegyzes: string;
    rendelesSzam: string;
    szamlaszamElotag?: string;
    fizetve: true;
  };
  buyer: {
    nev: string;
    irsz: string;
    telepules: string;
    cim: string;
    email: string;
    /** the shop mails the invoice itself, with its own text */
    sendEmail: false;
    /** 1: has a Hungarian tax number; -1: a private person without one */
    adoalany: 1 | -1;
    adoszam?: string;
    telefonszam: string;
  };
  lines: InvoiceLine[];
}

export interface InvoiceLine {
  megnevezes: string;
  azonosito?: string;
  mennyiseg: number;
  mennyisegiEgyseg: 'db';
  nettoEgysegar: number;
  afakulcs: string;
  nettoErtek: number;
  afaErtek: number;
  bruttoErtek: number;
}

export interface InvoiceOptions {
  /** the day of issue (and of fulfilment: the order is completed or paid today) */
  now: Date;
  dueDays: number;
  invoicePrefix: string | null;
  /** the order's delivery mode as the shop settings describe it; undefined if it no longer exists */
  delivery: Pick<DeliveryModeSetting, 'label' | 'pickupAtShop' | 'prepayment'> | undefined;
}

const budapestDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest', year: 'numeric', month: '2-digit', day: '2-digit' });

/** YYYY-MM-DD of the Budapest calendar, `plusDays` later. */
export function budapestDate(now: Date, plusDays = 0): string {
  const [y, m, d] = budapestDay.format(now).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + plusDays)).toISOString().slice(0, 10);
}

/**
 * How the customer paid, in the words Számlázz.hu's own screen offers: prepaid modes by transfer,
 * courier modes cash on delivery, pickup at the till.
 */
export function paymentMethod(delivery: InvoiceOptions['delivery']): string {
  if (!delivery || delivery.prepayment) return 'Átutalás';
  return delivery.pickupAtShop ? 'Készpénz' : 'Utánvét';
}

/** A line from its VAT-inclusive total: the VAT is the gross's 27/127, rounded to whole forints. */
export function grossLine(name: string, itemNumber: string | undefined, quantity: number, gross: number): InvoiceLine {
  const net = Math.round((gross * 100) / (100 + VAT_PERCENT));
  return {
    megnevezes: name,
    ...(itemNumber ? { azonosito: itemNumber } : {}),
    mennyiseg: quantity,
    mennyisegiEgyseg: 'db',
    nettoEgysegar: Math.round((net / quantity) * 100) / 100,
    afakulcs: String(VAT_PERCENT),
    nettoErtek: net,
    afaErtek: gross - net,
    bruttoErtek: gross,
  };
}

export function invoiceDocument(order: PlacedOrder, options: InvoiceOptions): InvoiceDocument {
  const today = budapestDate(options.now);
  const lines = order.lines.map((line) =>
    grossLine(`${line.productName} – ${line.variantName}`, line.cikkszam, line.quantity, line.lineTotal));
  if (order.shippingCost > 0) {
    lines.push(grossLine(`Szállítási díj (${options.delivery?.label ?? 'házhozszállítás'})`, undefined, 1, order.shippingCost));
  }
  return {
    header: {
      keltDatum: today,
      teljesitesDatum: today,
      fizetesiHataridoDatum: budapestDate(options.now, options.dueDays),
      fizmod: paymentMethod(options.delivery),
      penznem: 'HUF',
      szamlaNyelve: 'hu',
      megjegyzes: `Rendelésszám: ${order.orderNumber}`,
      rendelesSzam: order.orderNumber,
      ...(options.invoicePrefix ? { szamlaszamElotag: options.invoicePrefix } : {}),
      fizetve: true,
    },
    buyer: {
      nev: order.szamlaNev,
      irsz: order.szamlaIrsz,
      telepules: order.szamlaVaros,
      cim: order.szamlaUtca,
      email: order.email,
      sendEmail: false,
      adoalany: order.adoszam ? 1 : -1,
      ...(order.adoszam ? { adoszam: order.adoszam } : {}),
      telefonszam: order.szallitasTelefonszam,
    },
    lines,
  };
}

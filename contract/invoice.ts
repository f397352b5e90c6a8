import { Type, type Static } from 'typebox';

/**
 * An order's electronic invoice and its storno, as the customer's order history and the back office
 * show them. Számlázz.hu issues them (server/modules/order/invoice-*); the shop keeps number and PDF.
 */
export const INVOICE_KINDS = ['invoice', 'storno'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = { invoice: 'Számla', storno: 'Sztornó számla' };

export const INVOICE_STATUSES = ['pending', 'issued', 'failed'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  pending: 'Kiállítás folyamatban',
  issued: 'Kiállítva',
  failed: 'Sikertelen – az ügyfélszolgálat intézi',
};

export const OrderInvoice = Type.Object({
  kind: Type.Enum(INVOICE_KINDS),
  status: Type.Enum(INVOICE_STATUSES),
  /** the number Számlázz.hu gave, once issued */
  number: Type.Union([Type.String(), Type.Null()]),
  issuedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type OrderInvoice = Static<typeof OrderInvoice>;

export const OrderNumberParams = Type.Object({
  orderNumber: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' }),
});

export const OrderInvoicesResponse = Type.Object({
  status: Type.Literal(1),
  invoices: Type.Array(OrderInvoice),
});
export type OrderInvoicesResponse = Static<typeof OrderInvoicesResponse>;

export const InvoicePdfParams = Type.Object({
  orderNumber: OrderNumberParams.properties.orderNumber,
  kind: Type.Enum(INVOICE_KINDS),
});

/** Whether the shop issues invoices at all: off without SZAMLAZZ_AGENT_KEY, and the back office says so. */
export const InvoicingStatus = Type.Object({
  enabled: Type.Boolean(),
  message: Type.String(),
});
export type InvoicingStatus = Static<typeof InvoicingStatus>;

/** What staff see of an order's document: the customer's view plus how its issuing went. */
export const AdminOrderInvoice = Type.Object({
  ...OrderInvoice.properties,
  id: Type.Integer(),
  attempts: Type.Integer(),
  /** the last failure's reason (Számlázz.hu's error code and text), null once issued */
  lastError: Type.Union([Type.String(), Type.Null()]),
});
export type AdminOrderInvoice = Static<typeof AdminOrderInvoice>;

export const AdminOrderInvoicesResponse = Type.Object({
  status: Type.Literal(1),
  total: Type.Integer(),
  items: Type.Array(AdminOrderInvoice),
});

export const AdminInvoicingResponse = Type.Object({ status: Type.Literal(1), item: InvoicingStatus });

const OrderId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const AdminOrderParams = Type.Object({ id: OrderId });
export const AdminInvoicePdfParams = Type.Object({ id: OrderId, kind: Type.Enum(INVOICE_KINDS) });

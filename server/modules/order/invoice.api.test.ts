import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { queryRows } from '../../db/client';
import { createServices, type Services } from '../../services';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { startSzamlazzFake, type SzamlazzFake } from '../../test-support/szamlazz-fake';
import { csrf, type TestApp } from '../../test-support/test-app';
import { registerUser } from '../account/account-test-helpers';
import { addStaff, call as adminCall, signIn } from '../staff/staff-test-helpers';
import { CLI_ACTOR } from '../staff/staff.principal';
import { call, createCartTestApp, fillOrderData, newCart, sellable, VALID_ORDER_DATA } from '../cart/cart-test-fixture';
import { MAX_ATTEMPTS } from '../mail/mail.service';
import { budapestDate } from './invoice-document';

/**
 * Invoices end to end against a local fake of Számlázz.hu's Agent API: the app (invoicing off in
 * its own config, so its runner stays idle) takes orders and answers the customer; a second set of
 * services with SZAMLAZZ_* settings runs the invoice jobs when a test says so.
 */
let t: TestApp;
let smtp: SmtpSink;
let fake: SzamlazzFake;
let services: Services;
let token: string;
let variantId: number;

beforeAll(async () => {
  smtp = await startSmtpSink();
  fake = await startSzamlazzFake();
  t = await createCartTestApp({ SMTP_URL: smtp.url });
  services = createServices(t.database.db, loadConfig({
    DATA_DIR: t.config.dataDir, SHOP_EMAIL: 'bolt@example.hu', SZAMLAZZ_AGENT_KEY: fake.agentKey, SZAMLAZZ_URL: fake.url, SZAMLAZZ_DUE_DAYS: '8',
  }));
  token = await registerUser(t, 'szamlas.vevo@example.hu');
  variantId = await sellable(t, 12_990, 50, 'Fekete, M');
});
afterAll(async () => {
  await t.close();
  await fake.close();
  await smtp.close();
});
beforeEach(() => {
  fake.issued.length = 0;
  fake.requests.length = 0;
});

const ORDER_DATA: Record<string, string | number | boolean> = {
  ...VALID_ORDER_DATA, szamla_nev: 'Kovács Anna', szamla_irsz: '1051', szamla_varos: 'Budapest', szamla_utca: 'Fő utca 1.',
};

/** A customer's order of two pieces by GLS courier (1 490 Ft shipping): its id and number. */
async function order(data = ORDER_DATA) {
  const { cart } = await newCart(t, variantId, 2, token);
  await fillOrderData(t, cart.id, data);
  const res = await call(t, 'finishCart', { cart_id: cart.id }, token);
  expect(res.statusCode, res.body).toBe(200);
  const orderNumber = res.json().cart.orderNumber as string;
  const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from orders where order_number = ${orderNumber}`);
  return { id: row!.id, orderNumber };
}

const request = (kind: 'invoice' | 'storno', orderId: number) => t.database.db.transaction((tx) =>
  kind === 'invoice' ? services.invoices.requestInvoice(tx, orderId) : services.invoices.requestStorno(tx, orderId));
/** A flush far enough ahead that every retry pause and lease has run out. */
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const get = (url: string, bearer?: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...csrf(), ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) } });

describe('issuing an invoice', () => {
  it('issues it once despite a failed first try, with the buyer, 27 % VAT lines, payment method and due date', async () => {
    const { id, orderNumber } = await order({ ...ORDER_DATA, adoszam: '12345676-1-42' });
    expect(await request('invoice', id)).toBe(true);
    expect(await request('invoice', id)).toBe(true); // asked twice (a double click in the back office)

    fake.failNext = 'down';
    expect(await services.invoices.flush()).toEqual({ issued: 0, retrying: 1, failed: 0 });
    expect(await services.invoices.flush()).toEqual({ issued: 0, retrying: 0, failed: 0 }); // waiting out its pause
    expect(await services.invoices.flush(later(2))).toEqual({ issued: 1, retrying: 0, failed: 0 });
    expect(await services.invoices.flush(later(60))).toEqual({ issued: 0, retrying: 0, failed: 0 });

    expect(fake.problems).toEqual([]);
    expect(fake.issued).toHaveLength(1);
    const sent = fake.issued[0]!.request;
    expect(sent.vevo).toMatchObject({ nev: 'Kovács Anna', irsz: '1051', telepules: 'Budapest', cim: 'Fő utca 1.', adoszam: '12345676-1-42', adoalany: '1' });
    expect(sent.fejlec).toMatchObject({
      fizmod: 'Utánvét', rendelesSzam: orderNumber, penznem: 'HUF',
      keltDatum: budapestDate(new Date()), fizetesiHataridoDatum: budapestDate(new Date(), 8),
    });
    expect((sent.tetelek as { tetel: unknown }).tetel).toEqual([
      expect.objectContaining({ mennyiseg: '2', afakulcs: '27', nettoErtek: '20457', afaErtek: '5523', bruttoErtek: '25980' }),
      expect.objectContaining({ megnevezes: 'Szállítási díj (GLS futárszolgálat)', afakulcs: '27', nettoErtek: '1173', afaErtek: '317', bruttoErtek: '1490' }),
    ]);
    expect(sent.beallitasok).toMatchObject({ szamlaKulsoAzon: `${orderNumber}:invoice`, eszamla: 'true' });
  });

  it('finds the invoice of an attempt whose answer was lost instead of issuing a second one', async () => {
    const { id } = await order();
    await request('invoice', id);
    fake.failNext = 'lose-answer';
    expect((await services.invoices.flush()).retrying).toBe(1);
    expect(fake.issued).toHaveLength(1); // Számlázz.hu did issue it
    expect((await services.invoices.flush(later(2))).issued).toBe(1);
    expect(fake.issued).toHaveLength(1);
    expect(fake.requests).toEqual(['action-xmlagentxmlfile', 'action-szamla_agent_xml']);
    const [row] = await queryRows<{ number: string }>(t.database.db, sql`select number from invoices where order_id = ${id}`);
    expect(row!.number).toBe(fake.issued[0]!.number);
  });

  it('mails the customer the invoice as a PDF attachment, and shows it in the order history', async () => {
    const { id, orderNumber } = await order();
    await request('invoice', id);
    await services.invoices.flush();
    const number = fake.issued[0]!.number;

    // The app's own mail sender delivers the outbox.
    await expect.poll(async () => (await smtp.parsed()).find((m) => m.subject === `Számla – ${orderNumber}`), { timeout: 15_000 }).toBeTruthy();
    const mail = (await smtp.parsed()).find((m) => m.subject === `Számla – ${orderNumber}`)!;
    expect(mail.to?.[0]?.address).toBe('vevo@example.hu');
    expect(mail.text).toContain(number);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ mimeType: 'application/pdf', filename: `szamla-${number}.pdf` });
    expect(Buffer.from(mail.attachments[0]!.content as ArrayBuffer).toString()).toContain(number);

    const list = await get(`/api/orderInvoices/${orderNumber}`, token);
    expect(list.json()).toEqual({ status: 1, invoices: [{ kind: 'invoice', status: 'issued', number, issuedAt: expect.any(String) }] });
    const pdf = await get(`/api/invoicePdf/${orderNumber}/invoice`, token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body).toContain(number);
  });

  it("answers another customer's or a guest's question about an order with nothing", async () => {
    const { orderNumber } = await order();
    const stranger = await registerUser(t, 'masik.vevo@example.hu');
    expect((await get(`/api/orderInvoices/${orderNumber}`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/invoicePdf/${orderNumber}/invoice`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/orderInvoices/${orderNumber}`)).statusCode).toBe(401);
    expect((await get(`/api/invoicePdf/${orderNumber}/invoice`, token)).json()).toMatchObject({ error: 'not_found' });
  });
});

describe('storno', () => {
  it('reverses the issued invoice once, after the invoice, and mails it', async () => {
    const { id, orderNumber } = await order();
    await request('invoice', id);
    await request('storno', id);
    fake.failNext = 'down';
    await services.invoices.flush();
    await services.invoices.flush(later(2));
    await services.invoices.flush(later(4));
    expect(fake.problems).toEqual([]);
    expect(fake.issued.map((d) => d.kind)).toEqual(['invoice', 'storno']);
    const [invoice, storno] = fake.issued as [typeof fake.issued[0], typeof fake.issued[0]];
    expect(storno.request.fejlec).toMatchObject({ szamlaszam: invoice.number });

    const list = await get(`/api/orderInvoices/${orderNumber}`, token);
    expect(list.json().invoices.map((i: { kind: string; number: string }) => [i.kind, i.number]))
      .toEqual([['invoice', invoice.number], ['storno', storno.number]]);
    await expect.poll(async () => (await smtp.parsed()).some((m) => m.subject === `Sztornó számla – ${orderNumber}`), { timeout: 15_000 }).toBe(true);
  });

  it('needs none for an order that was never invoiced', async () => {
    const { id } = await order();
    expect(await request('storno', id)).toBe(false);
    expect(await services.invoices.flush()).toEqual({ issued: 0, retrying: 0, failed: 0 });
  });
});

describe('the back office', () => {
  it("shows staff an order's invoice with how its issuing went, and its PDF", async () => {
    const { id } = await order();
    await request('invoice', id);
    fake.failNext = 'down';
    await services.invoices.flush();
    const cookie = await signIn(t, (await addStaff(t, 'staff')).email);

    const pending = await adminCall(t, 'GET', `/api/admin/orders/${id}/invoices`, { cookie });
    expect(pending.json()).toEqual({ status: 1, total: 1, items: [expect.objectContaining({
      kind: 'invoice', status: 'pending', number: null, attempts: 1, lastError: 'Számlázz.hu HTTP 503' })] });
    expect((await adminCall(t, 'GET', `/api/admin/orders/${id}/invoices/invoice/pdf`, { cookie })).statusCode).toBe(404);

    await services.invoices.flush(later(2));
    const issued = (await adminCall(t, 'GET', `/api/admin/orders/${id}/invoices`, { cookie })).json();
    expect(issued.items[0]).toMatchObject({ status: 'issued', number: fake.issued[0]!.number, lastError: null });
    const pdf = await adminCall(t, 'GET', `/api/admin/orders/${id}/invoices/invoice/pdf`, { cookie });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body).toContain(fake.issued[0]!.number);
    expect((await adminCall(t, 'GET', '/api/admin/orders/999999/invoices', { cookie })).statusCode).toBe(404);
    // The app's own configuration has no agent key: the back office says invoicing is off.
    expect((await adminCall(t, 'GET', '/api/admin/invoicing', { cookie })).json())
      .toEqual({ status: 1, item: { enabled: false, message: expect.stringContaining('SZAMLAZZ_AGENT_KEY') } });
  });
});

describe('retrying a failed invoice from the back office', () => {
  it('tries a given-up invoice once more, finding the one a lost answer left instead of issuing a second', async () => {
    const { id } = await order();
    await request('invoice', id);
    fake.failNext = 'lose-answer'; // Számlázz.hu issued it, the shop never heard
    await services.invoices.flush();
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      fake.failNext = 'down';
      await services.invoices.flush(later(60 * 24 * 7));
    }
    const cookie = await signIn(t, (await addStaff(t, 'staff')).email);
    const url = `/api/admin/orders/${id}/invoices/invoice/retry`;
    const failed = (await adminCall(t, 'GET', `/api/admin/orders/${id}/invoices`, { cookie })).json();
    expect(failed.items[0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: 'Számlázz.hu HTTP 503' });

    const retried = await adminCall(t, 'POST', url, { cookie });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().items[0]).toMatchObject({ status: 'pending' });
    const again = await adminCall(t, 'POST', url, { cookie });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Csak sikertelen számla kiállítása indítható újra.');
    expect((await adminCall(t, 'POST', `/api/admin/orders/${id}/invoices/storno/retry`, { cookie })).statusCode).toBe(404);

    expect(await services.invoices.flush()).toEqual({ issued: 1, retrying: 0, failed: 0 });
    expect(fake.issued).toHaveLength(1);
    const [audit] = await queryRows<{ before: { status: string }; after: { status: string } }>(t.database.db,
      sql`select before, after from audit_log where action = 'invoice.retry' and entity_id = ${String(id)}`);
    expect([audit!.before.status, audit!.after.status]).toEqual(['failed', 'pending']);
  });
});

describe('invoicing without SZAMLAZZ_AGENT_KEY', () => {
  it('is off, says so, and queues nothing', async () => {
    const off = createServices(t.database.db, loadConfig({ SHOP_EMAIL: 'bolt@example.hu' }));
    expect(off.invoices.status()).toEqual({ enabled: false, message: expect.stringContaining('SZAMLAZZ_AGENT_KEY') });
    expect(services.invoices.status().enabled).toBe(true);
    const { id } = await order();
    expect(await t.database.db.transaction((tx) => off.invoices.requestInvoice(tx, id))).toBe(false);
    expect(await off.invoices.flush()).toEqual({ issued: 0, retrying: 0, failed: 0 });
    expect(await queryRows(t.database.db, sql`select id from invoices where order_id = ${id}`)).toEqual([]);
    expect(fake.requests).toEqual([]);
  });
});

describe('the order workflow', () => {
  it('invoices an order when staff complete it, and a prepaid one when its transfer arrives, then stornos it on cancellation', async () => {
    const courier = await order();
    for (const status of ['processing', 'shipped', 'completed'] as const) {
      await services.orderAdmin.changeStatus(CLI_ACTOR, courier.id, { status, ...(status === 'shipped' ? { trackingNumber: 'GLS123' } : {}) });
    }
    expect(await services.invoices.flush()).toEqual({ issued: 1, retrying: 0, failed: 0 });
    expect(fake.issued.map((d) => [d.kind, d.externalId])).toEqual([['invoice', `${courier.orderNumber}:invoice`]]);

    // Mode 2 of the test settings is paid by bank transfer in advance.
    const prepaid = await order({ ...ORDER_DATA, szallitas: 2 });
    await services.orderAdmin.changeStatus(CLI_ACTOR, prepaid.id, { status: 'processing' });
    expect(await services.invoices.flush()).toEqual({ issued: 0, retrying: 0, failed: 0 });
    await services.orderAdmin.markPaid(CLI_ACTOR, prepaid.id);
    await services.orderAdmin.changeStatus(CLI_ACTOR, prepaid.id, { status: 'cancelled' });
    expect(await services.invoices.flush()).toEqual({ issued: 1, retrying: 0, failed: 0 });
    expect(await services.invoices.flush(later(2))).toEqual({ issued: 1, retrying: 0, failed: 0 });
    expect(fake.issued.slice(1).map((d) => [d.kind, d.externalId])).toEqual([
      ['invoice', `${prepaid.orderNumber}:invoice`], ['storno', `${prepaid.orderNumber}:storno`],
    ]);
    expect(fake.problems).toEqual([]);
  });
});

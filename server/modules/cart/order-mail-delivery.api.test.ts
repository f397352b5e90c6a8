import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createMailService } from '../mail/mail.service';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import type { TestApp } from '../../test-support/test-app';
import { call, count, createCartTestApp, fillOrderData, newCart, sellable } from './cart-test-fixture';

/** An order's two mails, end to end: outbox, sender, and a real SMTP server receiving them. */
let smtp: SmtpSink;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createCartTestApp({ SMTP_URL: smtp.url, SHOP_NAME: 'MotoPont' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function order(): Promise<string> {
  const variantId = await sellable(t, 15990, 3, 'Fekete, L');
  const { cart } = await newCart(t, variantId, 2);
  await fillOrderData(t, cart.id);
  const res = await call(t, 'finishCart', { cart_id: cart.id });
  expect(res.statusCode).toBe(200);
  return res.json().cart.orderNumber as string;
}

describe('order mails', () => {
  it('reach the customer and the shop through SMTP', async () => {
    const orderNumber = await order();
    // The app's own background sender delivers the outbox; nothing in the test sends for it.
    await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(2);
    const mails = await smtp.parsed();
    const toCustomer = mails.find((m) => m.to?.[0]?.address === 'vevo@example.hu');
    const toShop = mails.find((m) => m.to?.[0]?.address === 'bolt@example.hu');
    expect(toCustomer?.subject).toContain(orderNumber);
    expect(toCustomer?.text).toContain('31 980 Ft');
    expect(toCustomer?.from).toMatchObject({ address: 'bolt@example.hu' });
    expect(toShop?.subject).toContain(orderNumber);
  });

  it('never lose or block an order while the mail server refuses, and go out on a later try', async () => {
    smtp.received.length = 0;
    smtp.refusing = true;
    const ordersBefore = await count(t, 'orders');
    const orderNumber = await order();
    expect(await count(t, 'orders')).toBe(ordersBefore + 1);
    const sender = createMailService(t.database.db, loadConfig({ SMTP_URL: smtp.url, SHOP_EMAIL: 'bolt@example.hu' }));
    expect(await sender.flush()).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(0);

    smtp.refusing = false;
    const later = new Date(Date.now() + 10 * 60_000);
    expect(await sender.flush(later)).toMatchObject({ sent: 2 });
    const subjects = (await smtp.parsed()).map((m) => m.subject);
    expect(subjects.filter((s) => s?.includes(orderNumber))).toHaveLength(2);
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { createTestDatabase } from '../../test-support/test-db';
import { enqueueMail, leaseDueMails } from './mail.repo';
import { createMailService, LEASE_MS, MAX_ATTEMPTS } from './mail.service';
import { outboxMails } from './mail.tables';

let database: Database;
let smtp: SmtpSink;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpSink();
});
afterEach(() => {
  smtp.received.length = 0;
  smtp.refusing = false;
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});

const config = (env: Record<string, string>) => loadConfig({ SHOP_NAME: 'MotoPont', SHOP_EMAIL: 'bolt@motopont.hu', ...env });
const row = async (id: number) => (await database.db.select().from(outboxMails).where(eq(outboxMails.id, id)))[0]!;

describe('mail delivery over SMTP', () => {
  it('delivers a pending mail from the shop with its text, and marks it sent', async () => {
    const mail = createMailService(database.db, config({ SMTP_URL: smtp.url }));
    const id = await enqueueMail(database.db, { to: 'vevo@example.hu', subject: 'Árvíztűrő tükörfúrógép', text: 'Első sor\nMásodik sor' });
    expect(await mail.flush()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const parsed = await PostalMime.parse(smtp.received[0]!);
    expect(parsed.from).toMatchObject({ name: 'MotoPont', address: 'bolt@motopont.hu' });
    expect(parsed.to?.[0]?.address).toBe('vevo@example.hu');
    expect(parsed.subject).toBe('Árvíztűrő tükörfúrógép');
    expect(parsed.text?.trim()).toBe('Első sor\nMásodik sor');
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(await mail.flush()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    await mail.stop();
  });

  it('keeps a refused mail pending with one more attempt, then delivers it on a later flush', async () => {
    const mail = createMailService(database.db, config({ SMTP_URL: smtp.url }));
    const id = await enqueueMail(database.db, { to: 'kesik@example.hu', subject: 'Rendelés', text: 'Köszönjük.' });
    smtp.refusing = true;
    expect(await mail.flush()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.lastError).toMatch(/Mailbox unavailable/);
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect((await mail.flush()).retrying).toBe(0); // not due yet: the backoff holds it

    smtp.refusing = false;
    expect(await mail.flush(new Date(failed.nextAttemptAt.getTime() + 1))).toMatchObject({ sent: 1 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received).toHaveLength(1);
    await mail.stop();
  });

  it(`gives up as 'failed' after ${MAX_ATTEMPTS} attempts`, async () => {
    const mail = createMailService(database.db, config({ SMTP_URL: 'smtp://127.0.0.1:1' }));
    const id = await enqueueMail(database.db, { to: 'soha@example.hu', subject: 'x', text: 'y' });
    await database.db.update(outboxMails).set({ attempts: MAX_ATTEMPTS - 1 }).where(eq(outboxMails.id, id));
    expect(await mail.flush()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    await mail.stop();
  });
});

describe('mail delivery without SMTP_URL', () => {
  it('writes each mail as an .eml file under DATA_DIR/outbox', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mail-test-'));
    const mail = createMailService(database.db, config({ DATA_DIR: dataDir }));
    await enqueueMail(database.db, { to: 'fajl@example.hu', subject: 'Fájlba', text: 'Szia!', html: '<p>Szia!</p>' });
    expect((await mail.flush()).sent).toBe(1);
    const [file] = await fs.readdir(path.join(dataDir, 'outbox'));
    expect(file).toMatch(/\.eml$/);
    const parsed = await PostalMime.parse(await fs.readFile(path.join(dataDir, 'outbox', file!)));
    expect(parsed.subject).toBe('Fájlba');
    expect(parsed.html?.trim()).toBe('<p>Szia!</p>');
    await mail.stop();
    await fs.rm(dataDir, { recursive: true });
  });
});

describe('mail after a crash and under load', () => {
  it('sends a mail leased by a killed sender once its 30 s lease runs out', async () => {
    const id = await enqueueMail(database.db, { to: 'arva@example.hu', subject: 'Árva levél', text: 'x' });
    // A sender that leased the mail and was killed before sending it.
    expect((await leaseDueMails(database.db, new Date(), LEASE_MS, 10)).map((m) => m.id)).toContain(id);
    const mail = createMailService(database.db, config({ SMTP_URL: smtp.url }));
    expect((await mail.flush()).sent).toBe(0);
    expect(await mail.flush(new Date(Date.now() + LEASE_MS + 1_000))).toMatchObject({ sent: 1 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    await mail.stop();
  });

  it('sends at most MAIL_RATE mails per flush, several at a time, each once', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => enqueueMail(database.db, { to: `sok${i}@example.hu`, subject: `Levél ${i}`, text: 'x' })));
    const mail = createMailService(database.db, config({ SMTP_URL: smtp.url, MAIL_RATE: '10' }));
    expect((await mail.flush()).sent).toBe(10);
    expect((await mail.flush()).sent).toBe(2);
    const rows = await database.db.select().from(outboxMails).where(inArray(outboxMails.id, ids));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    const recipients = (await smtp.parsed()).map((p) => p.to?.[0]?.address).sort();
    expect(recipients).toEqual(Array.from({ length: 12 }, (_, i) => `sok${i}@example.hu`).sort());
    await mail.stop();
  });
});

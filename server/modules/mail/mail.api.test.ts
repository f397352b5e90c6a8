import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test-support/test-db';
import { enqueueMail } from './mail.repo';
import { createMailService, MAX_ATTEMPTS } from './mail.service';
import { outboxMails } from './mail.tables';

let database: Database;
let server: SMTPServer;
let received: Buffer[] = [];
let refusing = false;
let smtpUrl = '';

beforeAll(async () => {
  database = await createTestDatabase();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusing) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 451 }));
        received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterEach(() => {
  received = [];
  refusing = false;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
});

const config = (env: Record<string, string>) => loadConfig({ SHOP_NAME: 'MotoPont', SHOP_EMAIL: 'bolt@motopont.hu', ...env });
const row = async (id: number) => (await database.db.select().from(outboxMails).where(eq(outboxMails.id, id)))[0]!;

describe('mail delivery over SMTP', () => {
  it('delivers a pending mail from the shop with its text, and marks it sent', async () => {
    const mail = createMailService(database.db, config({ SMTP_URL: smtpUrl }));
    const id = await enqueueMail(database.db, { to: 'vevo@example.hu', subject: 'Árvíztűrő tükörfúrógép', text: 'Első sor\nMásodik sor' });
    expect(await mail.flush()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const parsed = await PostalMime.parse(received[0]!);
    expect(parsed.from).toMatchObject({ name: 'MotoPont', address: 'bolt@motopont.hu' });
    expect(parsed.to?.[0]?.address).toBe('vevo@example.hu');
    expect(parsed.subject).toBe('Árvíztűrő tükörfúrógép');
    expect(parsed.text?.trim()).toBe('Első sor\nMásodik sor');
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(await mail.flush()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    await mail.stop();
  });

  it('keeps a refused mail pending with one more attempt, then delivers it on a later flush', async () => {
    const mail = createMailService(database.db, config({ SMTP_URL: smtpUrl }));
    const id = await enqueueMail(database.db, { to: 'kesik@example.hu', subject: 'Rendelés', text: 'Köszönjük.' });
    refusing = true;
    expect(await mail.flush()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.lastError).toMatch(/Mailbox unavailable/);
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect((await mail.flush()).retrying).toBe(0); // not due yet: the backoff holds it

    refusing = false;
    expect(await mail.flush(new Date(failed.nextAttemptAt.getTime() + 1))).toMatchObject({ sent: 1 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(received).toHaveLength(1);
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

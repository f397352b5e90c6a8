import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openServices } from '../../server/services';
import { startSmtpSink } from '../../server/test-support/smtp-sink';

/**
 * `npm run bench:mail [-- COUNT]`: mails per second from the outbox to a local SMTP server (the test
 * sink), on a fresh embedded database, at MAIL_RATE (default here 1000, so the sender itself is measured).
 */
const count = Number(process.argv[2] ?? 2_000);
const rate = process.env.MAIL_RATE ?? '1000';
const sink = await startSmtpSink();
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mailb-'));
const shop = await openServices({ DATA_DIR: dataDir, SMTP_URL: sink.url, MAIL_RATE: rate, LOG_LEVEL: 'silent' });
const { mail } = shop.services;
for (let i = 0; i < count; i++) {
  await mail.enqueue({ to: `vevo${i}@example.hu`, subject: `Rendelés ${i}`, text: 'Köszönjük a rendelését.' });
}
const started = performance.now();
let sent = 0;
while (sent < count) {
  const result = await mail.flush();
  if (result.retrying + result.failed > 0) throw new Error(`undelivered mails: ${JSON.stringify(result)}`);
  sent += result.sent;
}
const seconds = (performance.now() - started) / 1000;
console.log(`${sent} levél ${seconds.toFixed(2)} s alatt: ${(sent / seconds).toFixed(0)} levél/s (MAIL_RATE=${rate}, ${sink.received.length} érkezett)`);
await mail.stop();
await shop.close();
await sink.close();
await fs.rm(dataDir, { recursive: true, force: true });

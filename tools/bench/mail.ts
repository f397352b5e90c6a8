import { loadConfig } from '../../server/config';
import { openPglite } from '../../server/db/client';
import { enqueueMail } from '../../server/modules/mail/mail.repo';
import { createMailService } from '../../server/modules/mail/mail.service';
import { startSmtpSink } from '../../server/test-support/smtp-sink';

/**
 * `npm run bench:mail [-- COUNT]`: mails per second from the outbox to a local SMTP server (the test
 * sink), on an in-memory PGlite, at MAIL_RATE (default here 1000, so the sender itself is measured).
 */
const count = Number(process.argv[2] ?? 2_000);
const rate = process.env.MAIL_RATE ?? '1000';
const sink = await startSmtpSink();
const database = await openPglite(null);
await database.migrate();
for (let i = 0; i < count; i++) {
  await enqueueMail(database.db, { to: `vevo${i}@example.hu`, subject: `Rendelés ${i}`, text: 'Köszönjük a rendelését.' });
}
const mail = createMailService(database.db, loadConfig({ SMTP_URL: sink.url, MAIL_RATE: rate }));
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
await database.close();
await sink.close();

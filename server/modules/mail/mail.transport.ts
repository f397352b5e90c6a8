import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { MailAttachment, OutboxRow } from './mail.repo';

/** Mails in flight at once: nodemailer's pooled SMTP connections. */
export const PARALLEL_SENDS = 8;

/** A leased outbox row with the files recorded beside it. */
export type OutboxMail = OutboxRow & { attachments: MailAttachment[] };

/** Delivers one message; throws when the mail server refuses or cannot be reached. */
export interface MailTransport {
  send(mail: OutboxMail): Promise<void>;
  close(): void;
}

function message(mail: OutboxMail, config: Pick<Config, 'shopName' | 'shopEmail'>) {
  return {
    from: { name: config.shopName, address: config.shopEmail },
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    attachments: mail.attachments,
  };
}

function smtpTransport(smtpUrl: string, config: Config): MailTransport {
  // Bounded timeouts, well inside the outbox lease (LEASE_MS): a hanging server fails the attempt (and
  // it is retried) before another sender could take the mail. Pooled connections carry parallel sends.
  const transporter = nodemailer.createTransport({
    url: smtpUrl, pool: true, maxConnections: PARALLEL_SENDS, connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000,
  });
  return {
    send: async (mail) => void (await transporter.sendMail(message(mail, config))),
    close: () => transporter.close(),
  };
}

/** Without a mail server every mail becomes an RFC 822 .eml file in DATA_DIR/outbox, readable by any mail client. */
function fileTransport(config: Config): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const dir = path.join(config.dataDir, 'outbox');
  return {
    async send(mail) {
      const info = await transporter.sendMail(message(mail, config));
      await fs.mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await fs.writeFile(path.join(dir, `${stamp}-${mail.id}.eml`), info.message as Buffer);
    },
    close: () => transporter.close(),
  };
}

export function createMailTransport(config: Config): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl, config) : fileTransport(config);
}

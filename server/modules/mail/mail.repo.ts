import type { DbOrTx } from '../../db/client';
import { outboxMails } from './mail.tables';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Records a mail in the outbox. Called inside the transaction of what caused it (an order, a reset
 * request), so the mail exists exactly when that change does; the sender delivers it afterwards.
 */
export async function enqueueMail(db: DbOrTx, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(outboxMails)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
    .returning({ id: outboxMails.id });
  return row!.id;
}

import type { PasswordResetBody } from '../../../contract/account';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/errors';
import { enqueueMail, sellerText, type MailShop } from '../mail/mail.service';
import { findOpenReset, findUserByEmail, insertPasswordReset, revokeAllAuthTokens, updateUser, useReset, voidOpenResets } from './account.repo';
import { hashPassword, passwordErrors } from '../../shared/password';
import { hashToken, newToken } from './token';

const RESET_LIFETIME_MS = 3_600_000;
export const UNKNOWN_EMAIL = 'A megadott email cím nem található a rendszerünkben.';
export const INVALID_RESET = 'A jelszó-visszaállító link érvénytelen vagy lejárt. Kérjen új linket.';

function resetMail(config: Config, link: string, shop: MailShop | null) {
  return {
    subject: `Jelszó visszaállítása – ${config.shopName}`,
    text: [
      'Kedves Vásárlónk!',
      '',
      `Jelszava visszaállítását kérték a ${config.shopName} webáruházban ehhez az e-mail címhez.`,
      'Az új jelszót az alábbi linken adhatja meg. A link egy óráig érvényes, és egyszer használható:',
      '',
      link,
      '',
      'Ha nem Ön kérte, hagyja figyelmen kívül ezt a levelet: jelszava nem változik.',
      '',
      'Üdvözlettel:',
      config.shopName,
      ...(shop ? ['', sellerText(shop.seller)] : []),
    ].join('\n'),
  };
}

export const RESET_MAIL_SENT = 'A jelszó visszaállításához szükséges linket elküldtük a megadott e-mail címre.';

/**
 * Queues a one-hour, single-use link built from PUBLIC_URL (never from the request) inside the caller's
 * transaction; older links stop working. The customer asks for it, or staff send it from the back office.
 * `shop`: the seller's details the mail ends with, read before the transaction (PGlite's one connection).
 */
export async function issuePasswordReset(tx: DbOrTx, config: Config, user: { id: number; email: string }, shop: MailShop | null): Promise<void> {
  const token = newToken();
  const link = `${config.publicUrl}/password_reset/${token}`;
  // Only the newest link works: an older mail found later in a shared inbox opens nothing.
  await voidOpenResets(tx, user.id);
  await insertPasswordReset(tx, {
    userId: user.id, email: user.email, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_LIFETIME_MS),
  });
  await enqueueMail(tx, { to: user.email, ...resetMail(config, link, shop) });
}

export function createPasswordReset(db: Db, config: Config, mailShop: () => Promise<MailShop | null>) {
  return {
    async create(email: string): Promise<{ message: string }> {
      const user = await findUserByEmail(db, email.trim());
      if (!user) throw new AppError('unknown_email', UNKNOWN_EMAIL);
      const shop = await mailShop();
      await db.transaction((tx) => issuePasswordReset(tx, config, user, shop));
      return { message: RESET_MAIL_SENT };
    },

    async find(token: string): Promise<{ email: string }> {
      const reset = await findOpenReset(db, hashToken(token), new Date());
      if (!reset) throw new AppError('reset_token_invalid', INVALID_RESET);
      return { email: reset.email };
    },

    /** Sets the password, uses the token up and ends every session of the account. */
    async reset(body: PasswordResetBody): Promise<{ id: number }> {
      const reset = await findOpenReset(db, hashToken(body.token), new Date());
      if (!reset) throw new AppError('reset_token_invalid', INVALID_RESET);
      if (reset.email.toLowerCase() !== body.email.trim().toLowerCase()) {
        throw new AppError('reset_email_mismatch', 'Ez a link nem ehhez az e-mail címhez tartozik.');
      }
      const problems = passwordErrors(body.password, body.password_confirmation);
      if (problems.length > 0) throw new AppError('validation_failed', problems.join(' '));
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        if (!(await useReset(tx, reset.id))) throw new AppError('reset_token_invalid', INVALID_RESET);
        await updateUser(tx, reset.userId, { passwordHash });
        await revokeAllAuthTokens(tx, reset.userId);
        await voidOpenResets(tx, reset.userId);
      });
      return { id: reset.userId };
    },
  };
}

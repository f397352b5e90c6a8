import type { FieldErrorDetails, UserData } from '../../../contract/account';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import type { Principal } from '../../shared/principal';
import { enqueueMail, sellerText, type MailShop } from '../mail/mail.service';
import { findUserByEmail, findUserById, updateUser, voidOpenResets } from './account.repo';
import { isUniqueViolation } from '../../db/driver-errors';
import { EMAIL_TAKEN } from './account.sessions';
import { normalizeUserData, userDataErrors } from './user-data-rules';

function invalid(fields: FieldErrorDetails['fields']): AppError {
  return new AppError('validation_failed', 'Kérjük, javítsa a megjelölt mezőket.', { fields } satisfies FieldErrorDetails);
}

function toColumns(data: UserData) {
  return {
    email: data.email,
    szallitasVnev: data.szallitas_vnev,
    szallitasKnev: data.szallitas_knev,
    szallitasIrsz: data.szallitas_irsz,
    szallitasVaros: data.szallitas_varos,
    szallitasUtca: data.szallitas_utca,
    szallitasTelefonszam: data.szallitas_telefonszam,
    szamlaNev: data.szamla_nev,
    adoszam: data.adoszam,
    szamlaIrsz: data.szamla_irsz,
    szamlaVaros: data.szamla_varos,
    szamlaUtca: data.szamla_utca,
  };
}

function emailChangedMail(config: Config, shop: MailShop | null) {
  return {
    subject: `Megváltozott az e-mail címe – ${config.shopName}`,
    text: [
      'Kedves Vásárlónk!',
      '',
      `A ${config.shopName} webáruházban a fiókja e-mail címét egy másik címre módosították.`,
      'Erre a címre ezentúl nem küldünk leveleket a fiókkal kapcsolatban.',
      `Ha nem Ön módosította, kérjük, azonnal írjon nekünk: ${config.shopEmail}`,
      '',
      'Üdvözlettel:',
      config.shopName,
      ...(shop ? ['', sellerText(shop.seller)] : []),
    ].join('\n'),
  };
}

export function createProfile(db: Db, config: Config, mailShop: () => Promise<MailShop | null>) {
  return {
    /**
     * Saves the profile. A new e-mail address must be free; the old address is told of the change
     * (so a hijacked session cannot quietly move the account) and its open reset links stop working.
     */
    async save(principal: Principal, input: UserData): Promise<{ status: 1 }> {
      if (principal.kind !== 'customer') throw new AppError('unauthorized', 'Bejelentkezés szükséges.');
      const data = normalizeUserData(input);
      const fields = userDataErrors(data);
      if (Object.keys(fields).length > 0) throw invalid(fields);
      const user = await findUserById(db, principal.userId);
      if (!user) throw new AppError('unauthorized', 'Bejelentkezés szükséges.');
      const emailChanged = user.email.toLowerCase() !== data.email.toLowerCase();
      if (emailChanged && (await findUserByEmail(db, data.email))) throw invalid({ email: EMAIL_TAKEN });
      // Read before the transaction: on PGlite's one connection a read beside it would wait forever.
      const shop = emailChanged ? await mailShop() : null;
      try {
        await db.transaction(async (tx) => {
          await updateUser(tx, user.id, toColumns(data));
          if (!emailChanged) return;
          await voidOpenResets(tx, user.id);
          await enqueueMail(tx, { to: user.email, ...emailChangedMail(config, shop) });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw invalid({ email: EMAIL_TAKEN });
        throw error;
      }
      return { status: 1 };
    },
  };
}

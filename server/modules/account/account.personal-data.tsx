import { Text } from '@react-email/components';
import type { PersonalDataExport } from '../../../contract/personal-data';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/errors';
import { verifyAgainstDummy, verifyPassword } from '../../shared/password';
import { isCustomer, type Principal } from '../../shared/principal';
import { record, type AuditActor } from '../audit/audit.service';
import { enqueueMail, MailLayout, mailStyles, renderMail, type MailShop } from '../mail/mail.service';
import { toUserData } from './account.mapper';
import { deleteUser, findUserById, lockUser } from './account.repo';

/** What other modules hold about a customer: read for the export, erased with the account. */
export interface PersonalRecords {
  ordersOf(userId: number): Promise<PersonalDataExport['orders']>;
  /** erases the customer's data in orders, withdrawals, carts and sent mails, inside the erasure's transaction */
  erase(tx: DbOrTx, userId: number, email: string): Promise<{ orders: number }>;
}

/** Who erases an account: a staff member (audited) or the customer from the profile. */
export type ErasureActor = AuditActor | 'customer';

export interface PersonalDataDeps {
  records: PersonalRecords;
  mailShop(): Promise<MailShop | null>;
}

const NOT_FOUND = 'Nem található ilyen ügyfél.';

async function erasureMail(email: string, shop: MailShop) {
  const { html, text } = await renderMail(
    <MailLayout shop={shop} title="Fiókját töröltük" preview="Fiókját és személyes adatait töröltük">
      <Text style={mailStyles.text}>
        Kérésére töröltük a(z) {shop.name} webáruházban nyitott fiókját és személyes adatait. Korábbi rendeléseiből csak a
        számviteli törvény szerint megőrzendő adatokat (tételek, árak, számlázási név és cím) tartjuk meg, a megőrzési idő végéig.
      </Text>
    </MailLayout>,
  );
  return { to: email, subject: 'Fiókja törlése', text, html };
}

/** GDPR from the account: the export (art. 15 and 20) and the erasure (art. 17), for the customer and the back office alike. */
export function createPersonalData(db: Db, { records, mailShop }: PersonalDataDeps) {
  async function anonymise(userId: number, actor: ErasureActor): Promise<{ orders: number }> {
    const shop = await mailShop();
    return db.transaction(async (tx) => {
      const user = await lockUser(tx, userId);
      if (!user) throw new AppError('not_found', NOT_FOUND);
      const erased = await records.erase(tx, userId, user.email);
      if (shop) await enqueueMail(tx, await erasureMail(user.email, shop));
      await deleteUser(tx, userId);
      if (actor !== 'customer') {
        await record(tx, actor, {
          action: 'account.anonymise', entityType: 'user', entityId: userId,
          before: { id: userId, createdAt: user.createdAt.toISOString(), orders: erased.orders }, after: null,
        });
      }
      return erased;
    });
  }

  return {
    anonymise,
    async exportPersonalData(userId: number): Promise<PersonalDataExport> {
      const user = await findUserById(db, userId);
      if (!user) throw new AppError('not_found', NOT_FOUND);
      return {
        status: 1,
        exportedAt: new Date().toISOString(),
        account: {
          id: user.id, createdAt: user.createdAt.toISOString(), importedFromOldSite: user.importedFromOldSite,
          consent: { termsVersion: user.termsVersion, privacyVersion: user.privacyVersion, consentedAt: user.consentedAt?.toISOString() ?? null },
          data: toUserData(user),
        },
        orders: await records.ordersOf(userId),
      };
    },
    /** 'Fiókom törlése' from the profile: the password again, then the same erasure staff would run. */
    async deleteOwnAccount(principal: Principal, password: string): Promise<{ status: 1 }> {
      if (!isCustomer(principal)) throw new AppError('unauthorized', 'Bejelentkezés szükséges.');
      const user = await findUserById(db, principal.userId);
      const ok = user?.passwordHash ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password);
      if (!ok) throw new AppError('validation_failed', 'Hibás jelszó. A fiókot nem töröltük.');
      await anonymise(principal.userId, 'customer');
      return { status: 1 };
    },
  };
}

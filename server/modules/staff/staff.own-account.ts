import type { ChangePasswordBody, StaffMember } from '../../../contract/staff';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { hashPassword, verifyPassword } from '../../shared/password';
import { record } from '../audit/audit.service';
import { auditActorOf, type StaffPrincipal } from './staff.principal';
import { toStaffMember } from './staff.mapper';
import { claimTotpCounter, findStaffById, revokeSessionsOf, updateStaff } from './staff.repo';
import { staffPasswordErrors } from './staff.accounts';
import { newTotpSecret, totpCounterOf, totpUri } from './staff-totp';

/** What a signed-in member does to their own account: read it, change the password, set up TOTP. */
export function createOwnAccount(db: Db, config: Config) {
  async function current(principal: StaffPrincipal) {
    const row = await findStaffById(db, principal.id);
    if (!row) throw new AppError('unauthorized', 'Bejelentkezés szükséges.');
    return row;
  }

  return {
    me: async (principal: StaffPrincipal): Promise<StaffMember> => toStaffMember(await current(principal)),

    /** Ends every other session: whoever knew the old password is signed out. */
    async changePassword(principal: StaffPrincipal, body: ChangePasswordBody): Promise<void> {
      const row = await current(principal);
      if (!(await verifyPassword(body.currentPassword, row.passwordHash))) throw new AppError('validation_failed', 'A jelenlegi jelszó hibás.');
      const problems = staffPasswordErrors(body.newPassword);
      if (problems.length > 0) throw new AppError('validation_failed', problems.join(' '), { errors: problems });
      const passwordHash = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        await updateStaff(tx, row.id, { passwordHash });
        await revokeSessionsOf(tx, row.id, principal.sessionId);
        await record(tx, auditActorOf(principal), { action: 'staff.password_change', entityType: 'staff', entityId: row.id });
      });
    },

    /** A fresh secret, shown once; it takes effect only when a code from it is confirmed. */
    async enrolTotp(principal: StaffPrincipal): Promise<{ secret: string; uri: string }> {
      const row = await current(principal);
      if (row.totpEnabled) throw new AppError('conflict', 'A kétlépcsős azonosítás már be van kapcsolva.');
      const secret = newTotpSecret();
      await updateStaff(db, row.id, { totpSecret: secret });
      return { secret, uri: totpUri(secret, config.shopName, row.email) };
    },

    async confirmTotp(principal: StaffPrincipal, code: string): Promise<StaffMember> {
      const row = await current(principal);
      if (row.totpEnabled) throw new AppError('conflict', 'A kétlépcsős azonosítás már be van kapcsolva.');
      if (!row.totpSecret) throw new AppError('conflict', 'Előbb kérjen új kulcsot a hitelesítő alkalmazáshoz.');
      const counter = totpCounterOf(row.totpSecret, code);
      if (counter === null) throw new AppError('totp_code_invalid', 'A hitelesítő kód hibás. Ellenőrizze a telefon óráját, és próbálja újra.');
      return db.transaction(async (tx) => {
        await claimTotpCounter(tx, row.id, counter);
        const after = toStaffMember((await updateStaff(tx, row.id, { totpEnabled: true }))!);
        await record(tx, auditActorOf(principal), { action: 'staff.totp_enable', entityType: 'staff', entityId: row.id, before: toStaffMember(row), after });
        return after;
      });
    },
  };
}

import { STAFF_PASSWORD_MIN_LENGTH, type AddStaffBody, type StaffMember } from '../../../contract/staff';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/driver-errors';
import { AppError } from '../../http/errors';
import { hashPassword, passwordErrors } from '../../shared/password';
import { record } from '../audit/audit.service';
import { auditActorOf, requireOwner, type StaffActor } from './staff.principal';
import { toStaffMember } from './staff.mapper';
import { findStaffByEmail, findStaffById, insertStaff, listStaffRows, revokeSessionsOf, setTotpRequiredForAll, totpRequiredPolicy, updateStaff } from './staff.repo';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const STAFF_EMAIL_TAKEN = 'Ezzel az e-mail címmel már van munkatársi fiók.';

/** Hungarian problems of a new staff password, empty when it is acceptable. */
export function staffPasswordErrors(password: string): string[] {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) return [`A jelszónak legalább ${STAFF_PASSWORD_MIN_LENGTH} karakterből kell állnia.`];
  return passwordErrors(password, password);
}

export function createStaffAccounts(db: Db) {
  return {
    /** Owner only (or the command line); the new member inherits the owner's "TOTP for everyone". */
    async add(actor: StaffActor, body: AddStaffBody): Promise<StaffMember> {
      requireOwner(actor);
      const email = body.email.trim();
      const problems = [...(EMAIL.test(email) ? [] : ['Az e-mail cím formátuma hibás.']), ...staffPasswordErrors(body.password)];
      if (problems.length > 0) throw new AppError('validation_failed', problems.join(' '), { errors: problems });
      if (await findStaffByEmail(db, email)) throw new AppError('email_taken', STAFF_EMAIL_TAKEN);
      const passwordHash = await hashPassword(body.password);
      try {
        return await db.transaction(async (tx) => {
          const row = await insertStaff(tx, { email, name: body.name.trim(), role: body.role, passwordHash, totpRequired: await totpRequiredPolicy(tx) });
          const member = toStaffMember(row);
          await record(tx, auditActorOf(actor), { action: 'staff.add', entityType: 'staff', entityId: row.id, after: member });
          return member;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('email_taken', STAFF_EMAIL_TAKEN);
        throw error;
      }
    },

    async list(actor: StaffActor): Promise<StaffMember[]> {
      requireOwner(actor);
      return (await listStaffRows(db)).map(toStaffMember);
    },

    /** Owner only; ends the member's sessions at once. Accounts are never deleted: the audit log names them. */
    async deactivate(actor: StaffActor, id: number): Promise<StaffMember> {
      requireOwner(actor);
      if (actor.kind === 'staff' && actor.id === id) throw new AppError('conflict', 'A saját fiókját nem kapcsolhatja ki.');
      return db.transaction(async (tx) => {
        const before = await findStaffById(tx, id);
        if (!before) throw new AppError('not_found', 'Nincs ilyen munkatárs.');
        const after = await updateStaff(tx, id, { active: false });
        await revokeSessionsOf(tx, id);
        const member = toStaffMember(after!);
        await record(tx, auditActorOf(actor), { action: 'staff.deactivate', entityType: 'staff', entityId: id, before: toStaffMember(before), after: member });
        return member;
      });
    },

    /** Owner only: every member (and every later one) must sign in with a second factor. */
    async requireTotp(actor: StaffActor, required: boolean): Promise<void> {
      requireOwner(actor);
      // Otherwise the owner would lock their own session into TOTP setup mid-change.
      if (required && actor.kind === 'staff' && !(await findStaffById(db, actor.id))?.totpEnabled) {
        throw new AppError('conflict', 'Előbb kapcsolja be a saját fiókján a kétlépcsős azonosítást.');
      }
      await db.transaction(async (tx) => {
        const before = await totpRequiredPolicy(tx);
        await setTotpRequiredForAll(tx, required);
        await record(tx, auditActorOf(actor), { action: 'staff.require_totp', entityType: 'staff', entityId: 'all', before: { required: before }, after: { required } });
      });
    },
  };
}

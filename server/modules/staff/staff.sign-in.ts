import { createHash, randomBytes } from 'node:crypto';
import type { StaffLoginBody, StaffMember } from '../../../contract/staff';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { verifyAgainstDummy, verifyPassword } from '../../shared/password';
import type { StaffPrincipal } from './staff.principal';
import { claimTotpCounter, findLiveSession, findStaffByEmail, insertSession, revokeSession, touchSession } from './staff.repo';
import { toStaffMember } from './staff.mapper';
import { totpCounterOf } from './staff-totp';

/** A back-office session ends after 8 idle hours, and after 7 days whatever happens. */
export const SESSION_IDLE_MS = 8 * 3_600_000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 3_600_000;
/** Sliding expiry writes last-seen at most once a minute, not on every call. */
const TOUCH_INTERVAL_MS = 60_000;

export const WRONG_CREDENTIALS = 'Hibás e-mail cím vagy jelszó.';
export const TOTP_MISSING = 'Adja meg a hitelesítő alkalmazás hatjegyű kódját.';
export const TOTP_INVALID = 'A hitelesítő kód hibás vagy már felhasznált. Várja meg a következő kódot.';

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export interface SignedIn {
  token: string;
  staff: StaffMember;
  totpSetupRequired: boolean;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createStaffSignIn(db: Db) {
  return {
    /** Always verifies one scrypt hash, the member's or a dummy, so timing does not reveal accounts. */
    async signIn(body: StaffLoginBody, client: ClientInfo): Promise<SignedIn> {
      const member = await findStaffByEmail(db, body.email.trim());
      const ok = member ? await verifyPassword(body.password, member.passwordHash) : await verifyAgainstDummy(body.password);
      if (!member || !ok || !member.active) throw new AppError('bad_credentials', WRONG_CREDENTIALS);
      if (member.totpEnabled && member.totpSecret) {
        if (!body.code) throw new AppError('totp_code_required', TOTP_MISSING);
        const counter = totpCounterOf(member.totpSecret, body.code);
        if (counter === null || !(await claimTotpCounter(db, member.id, counter))) {
          throw new AppError('totp_code_invalid', TOTP_INVALID);
        }
      }
      const token = randomBytes(32).toString('base64url');
      await insertSession(db, {
        staffId: member.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
        ip: client.ip, userAgent: client.userAgent.slice(0, 300),
      });
      return { token, staff: toStaffMember(member), totpSetupRequired: member.totpRequired && !member.totpEnabled };
    },

    /** The member behind a session cookie, or null for none, unknown, revoked, idle too long or past its end. */
    async resolve(token: string | undefined, ip: string | null): Promise<StaffPrincipal | null> {
      if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
      const now = Date.now();
      const found = await findLiveSession(db, hashToken(token), new Date(now - SESSION_IDLE_MS));
      if (!found) return null;
      const { session, member } = found;
      if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await touchSession(db, session.id);
      return {
        kind: 'staff', id: member.id, email: member.email, role: member.role, sessionId: session.id, ip,
        totpSetupRequired: member.totpRequired && !member.totpEnabled,
      };
    },

    signOut: (principal: StaffPrincipal) => revokeSession(db, principal.sessionId),
  };
}

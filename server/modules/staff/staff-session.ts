import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRole } from '../../../contract/staff';
import { AppError } from '../../http/errors';
import type { StaffPrincipal } from './staff.principal';
import type { StaffService } from './staff.service';

export const STAFF_COOKIE = 'staff_session';
export const SIGN_IN_NEEDED = 'Bejelentkezés szükséges.';
export const TOTP_SETUP_NEEDED = 'A folytatáshoz állítsa be a kétlépcsős azonosítást.';

export interface StaffRule {
  role: StaffRole;
  /** true for the calls a member who still has to set up TOTP may use (me, sign-out, enrolment) */
  beforeTotpSetup?: boolean;
}

/**
 * The staff cookie's principal, resolved in each admin route's onRequest hook (before the body is
 * validated, so a caller without rights learns nothing about the call's input). A customer's bearer
 * token is never looked at: without the cookie every admin call answers 401.
 */
export function staffSession(staff: StaffService, secure: boolean) {
  const principals = new WeakMap<FastifyRequest, StaffPrincipal>();
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'strict', secure } as const;

  return {
    guard(rule: StaffRule) {
      return async (request: FastifyRequest) => {
        const principal = await staff.resolve(request.cookies[STAFF_COOKIE], request.ip);
        if (!principal) throw new AppError('unauthorized', SIGN_IN_NEEDED);
        if (principal.totpSetupRequired && !rule.beforeTotpSetup) throw new AppError('totp_setup_required', TOTP_SETUP_NEEDED);
        if (rule.role === 'owner' && principal.role !== 'owner') throw new AppError('forbidden', 'Ehhez a művelethez tulajdonosi jogosultság szükséges.');
        principals.set(request, principal);
      };
    },

    /** The principal a guard resolved; only called from routes that have one. */
    principal(request: FastifyRequest): StaffPrincipal {
      const principal = principals.get(request);
      if (!principal) throw new Error('staff route without a guard');
      return principal;
    },

    setCookie: (reply: FastifyReply, token: string) => reply.setCookie(STAFF_COOKIE, token, cookieOptions),
    clearCookie: (reply: FastifyReply) => reply.clearCookie(STAFF_COOKIE, cookieOptions),
  };
}

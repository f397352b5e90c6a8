import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffAccess } from '../../contract/endpoint-paths';
import { GUEST, type Principal, type StaffPrincipal } from '../shared/principal';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** who is calling; set by the principal hook before any handler runs */
    principal: Principal;
  }
}

/** The back office's session cookie (HttpOnly, SameSite=Strict; set by the staff sign-in call). */
export const STAFF_COOKIE = 'staff_session';
export const SIGN_IN_NEEDED = 'Bejelentkezés szükséges.';
export const TOTP_SETUP_NEEDED = 'A folytatáshoz állítsa be a kétlépcsős azonosítást.';
export const OWNER_NEEDED = 'Ehhez a művelethez tulajdonosi jogosultság szükséges.';

/** The token of an `Authorization: Bearer …` header, or null for none or a malformed one. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}

export interface PrincipalResolvers {
  bearer(token: string): Promise<Principal>;
  /** the member of a staff session cookie, or null for none, an unknown, expired or revoked one */
  staffSession(cookie: string | undefined, ip: string): Promise<StaffPrincipal | null>;
}

/**
 * Resolves the caller once per request, before validation and handlers. Under /api/admin only the
 * staff cookie counts (a customer's token never opens a staff call); elsewhere only the bearer token.
 * A missing, malformed, unknown, expired or revoked credential is a guest: each call then decides
 * whether a guest may use it (spec section 6), so browsing never fails because of a stale token.
 */
export function registerPrincipal(app: FastifyInstance, resolve: PrincipalResolvers): void {
  // Declared without a value (an object would be shared by every request); the hook sets it
  // before any handler can read it.
  app.decorateRequest('principal');
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/admin/')) {
      request.principal = (await resolve.staffSession(request.cookies[STAFF_COOKIE], request.ip)) ?? GUEST;
      return;
    }
    const token = bearerToken(request.headers.authorization);
    request.principal = token ? await resolve.bearer(token) : GUEST;
  });
}

/**
 * The route hook of a back-office call with the given access: runs before the input is validated, so
 * a caller without rights learns nothing about the call's input.
 */
export function staffGuard(access: StaffAccess) {
  return async (request: FastifyRequest): Promise<void> => {
    const principal = request.principal;
    if (principal.kind !== 'staff') throw new AppError('unauthorized', SIGN_IN_NEEDED);
    if (principal.totpSetupRequired && access !== 'session') throw new AppError('totp_setup_required', TOTP_SETUP_NEEDED);
    if (access === 'owner' && principal.role !== 'owner') throw new AppError('forbidden', OWNER_NEEDED);
  };
}

/** The member calling a route that has a staff guard. */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  const principal = request.principal;
  if (principal.kind !== 'staff') throw new AppError('unauthorized', SIGN_IN_NEEDED);
  return principal;
}

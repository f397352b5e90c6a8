import type { FastifyInstance } from 'fastify';
import { GUEST, type Principal } from '../shared/principal';

declare module 'fastify' {
  interface FastifyRequest {
    /** who is calling; set by the principal hook before any handler runs */
    principal: Principal;
  }
}

/** The token of an `Authorization: Bearer …` header, or null for none or a malformed one. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}

/**
 * Resolves the caller once per request, before validation and handlers. A missing, malformed,
 * unknown, expired or revoked token is a guest: each call then decides whether a guest may use it
 * (spec section 6), so browsing never fails because of a stale token.
 */
export function registerPrincipal(app: FastifyInstance, resolveBearer: (token: string) => Promise<Principal>): void {
  // Declared without a value (an object would be shared by every request); the hook sets it
  // before any handler can read it.
  app.decorateRequest('principal');
  app.addHook('preHandler', async (request) => {
    const token = bearerToken(request.headers.authorization);
    request.principal = token ? await resolveBearer(token) : GUEST;
  });
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Signed double-submit token (decision 0001): the HttpOnly cookie carries a random visitor id, the page
 * (<meta name="csrf-token">) carries an HMAC of that id under the server's secret, and a state-changing
 * call must present a header that is the HMAC of its cookie. Another site can make the browser send
 * the cookie but can neither read the page nor set the header, and one who can plant a cookie (a
 * sibling subdomain) still cannot make a matching token without the secret.
 */
export function csrfTokenFor(visitorId: string, secret: string): string {
  return createHmac('sha256', secret).update(visitorId).digest('base64url');
}

export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply, secure: boolean, secret: string): string {
  const existing = request.cookies[CSRF_COOKIE];
  // Reusing the visitor id keeps pages open in other tabs working.
  const visitorId = existing && TOKEN_PATTERN.test(existing) ? existing : randomBytes(32).toString('base64url');
  reply.setCookie(CSRF_COOKIE, visitorId, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  return csrfTokenFor(visitorId, secret);
}

function matches(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function registerCsrfCheck(app: FastifyInstance, secret: string): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    // The spec's client marks every call; a plain form post or a cross-site fetch without CORS cannot.
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
      throw new AppError('csrf', 'Hiányzó X-Requested-With fejléc. Kérjük, töltse újra az oldalt.');
    }
    const header = request.headers[CSRF_HEADER];
    const cookie = request.cookies[CSRF_COOKIE];
    if (typeof header !== 'string' || !cookie || !TOKEN_PATTERN.test(cookie) || !matches(header, csrfTokenFor(cookie, secret))) {
      throw new AppError('csrf', 'Hiányzó vagy érvénytelen CSRF token. Kérjük, töltse újra az oldalt.');
    }
  });
}

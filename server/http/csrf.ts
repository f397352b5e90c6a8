import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit token: the page carries it in <meta name="csrf-token">, the browser carries it in an
 * HttpOnly cookie, and a state-changing call must present both, equal. Another site can make the
 * browser send the cookie but can neither read the page nor set the header.
 */
export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = request.cookies[CSRF_COOKIE];
  // Reusing the token keeps pages open in other tabs working.
  const token = existing && TOKEN_PATTERN.test(existing) ? existing : randomBytes(32).toString('base64url');
  reply.setCookie(CSRF_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  return token;
}

function matches(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function registerCsrfCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    // The spec's client marks every call; a plain form post or a cross-site fetch without CORS cannot.
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
      throw new AppError('csrf', 'Hiányzó X-Requested-With fejléc. Kérjük, töltse újra az oldalt.');
    }
    const header = request.headers[CSRF_HEADER];
    const cookie = request.cookies[CSRF_COOKIE];
    if (typeof header !== 'string' || !cookie || !matches(header, cookie)) {
      throw new AppError('csrf', 'Hiányzó vagy érvénytelen CSRF token. Kérjük, töltse újra az oldalt.');
    }
  });
}

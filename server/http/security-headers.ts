import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer. Helmet's middleware is built once, here: @fastify/helmet
 * built it again for every request (its global and per-route options alike), about 2 % of the CPU of
 * a cached listing (decision 0031). The shop uses none of that plugin's extras (reply.helmet(),
 * reply.cspNonce): the back office's nonce is its own (content-security.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}

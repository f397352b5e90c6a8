import type { FastifyInstance } from 'fastify';

/**
 * Every /api answer is `Cache-Control: no-store` unless its route chose a policy itself. Carts, user
 * data, tokens and reset e-mails must never sit in a browser or proxy cache where the next person on
 * the same computer could find them; making it the default means a new personal call cannot forget
 * it. Catalog answers lose nothing: they had no caching headers and are cached on the server.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

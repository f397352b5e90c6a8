import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * A renamed category's old address answers 301 to its new one, so links and search engines follow.
 * A root hook (not a plugin's), because page paths reach the SPA's not-found handler, not a route.
 */
export function registerCategoryRedirects(app: FastifyInstance, redirectFor: (pathname: string) => Promise<string | null>): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [pathname = '/', query] = request.url.split('?');
    if (pathname.startsWith('/api/') || pathname.startsWith('/admin') || path.extname(pathname) !== '') return;
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return;
    }
    const target = await redirectFor(decoded);
    if (target) await reply.redirect(query ? `${target}?${query}` : target, 301);
  });
}

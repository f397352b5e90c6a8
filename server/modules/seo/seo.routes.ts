import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { ttlCache } from '../../shared/ttl-cache';
import { listSitemapEntries } from './seo.repo';
import { INDEXED_FIXED_PAGES } from './seo.service';
import { renderIndex, renderRobots, renderUrlset, sitemapParts } from './sitemap';

/** Crawlers ask rarely and the catalog changes slowly: the sitemap is rebuilt at most every 10 minutes. */
const SITEMAP_TTL_MS = 10 * 60_000;

interface SeoRouteOptions {
  db: Db;
  publicUrl: string;
  /** the motorcycle models with parts, whose landing pages the sitemap lists */
  modelList(): Promise<{ slug: string }[]>;
}

export const seoRoutes: FastifyPluginAsync<SeoRouteOptions> = async (app, { db, publicUrl, modelList }) => {
  const parts = ttlCache(SITEMAP_TTL_MS, async () => {
    const [entries, models] = await Promise.all([listSitemapEntries(db), modelList()]);
    return sitemapParts([
      ...INDEXED_FIXED_PAGES.map((path) => ({ path, lastmod: null })),
      ...entries,
      ...models.map((m) => ({ path: `/alkatresz/${m.slug}`, lastmod: null })),
    ]);
  });
  const xml = (reply: { type(t: string): unknown; header(k: string, v: string): unknown }) => {
    reply.type('application/xml; charset=utf-8');
    reply.header('cache-control', 'public, max-age=600');
  };

  app.get('/robots.txt', (_request, reply) => reply.type('text/plain; charset=utf-8').send(renderRobots(publicUrl)));

  app.get('/sitemap.xml', async (_request, reply) => {
    const all = await parts();
    xml(reply);
    return all.length === 1 ? renderUrlset(all[0]!, publicUrl) : renderIndex(all.length, publicUrl);
  });

  app.get<{ Params: { n: number } }>(
    '/sitemap-:n.xml',
    { schema: { params: Type.Object({ n: Type.Integer({ minimum: 1 }) }) } },
    async (request, reply) => {
      const part = (await parts())[request.params.n - 1];
      if (!part) throw new AppError('not_found', 'Nincs ilyen sitemap.');
      xml(reply);
      return renderUrlset(part, publicUrl);
    },
  );
};

import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { ttlCache } from '../../shared/ttl-cache';
import { acceptsGzip } from '../../http/accept-encoding';
import { listSitemapEntries, type SitemapEntry } from './seo.repo';
import { INDEXED_FIXED_PAGES } from './seo.service';
import { packSitemapParts, renderIndex, renderRobots, renderUrlset } from './sitemap';

const gzip = promisify(zlib.gzip);

/** Crawlers ask rarely and the catalog changes slowly: the sitemap is rebuilt at most every 10 minutes. */
const SITEMAP_TTL_MS = 10 * 60_000;

interface SeoRouteOptions {
  db: Db;
  publicUrl: string;
  /** the motorcycle models with parts, whose landing pages the sitemap lists */
  modelList(): Promise<{ slug: string }[]>;
}

export const seoRoutes: FastifyPluginAsync<SeoRouteOptions> = async (app, { db, publicUrl, modelList }) => {
  /**
   * Each part kept gzip-compressed as rendered (crawlers accept gzip): at a million products 21 parts, up to
   * 6 MB of XML each, are 8 MB so, where the entries behind them were 170 MB of objects.
   */
  const parts = ttlCache(SITEMAP_TTL_MS, async () => {
    const models = await modelList();
    async function* entries(): AsyncGenerator<SitemapEntry> {
      for (const path of INDEXED_FIXED_PAGES) yield { path, lastmod: null };
      yield* listSitemapEntries(db);
      for (const m of models) yield { path: `/alkatresz/${m.slug}`, lastmod: null };
    }
    // Compressed on libuv's threads, not on the event loop: a part is 50,000 addresses.
    return packSitemapParts(entries(), (part) => gzip(renderUrlset(part, publicUrl)));
  });
  const xml = (reply: FastifyReply) => reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600');
  const sendPart = (request: FastifyRequest, reply: FastifyReply, gzipped: Buffer) => {
    xml(reply).header('vary', 'accept-encoding');
    return acceptsGzip(request.headers['accept-encoding'])
      ? reply.header('content-encoding', 'gzip').send(gzipped)
      : reply.send(zlib.gunzipSync(gzipped));
  };

  app.get('/robots.txt', (_request, reply) => reply.type('text/plain; charset=utf-8').send(renderRobots(publicUrl)));

  app.get('/sitemap.xml', async (request, reply) => {
    const all = await parts();
    if (all.length === 1) return sendPart(request, reply, all[0]!);
    return xml(reply).send(renderIndex(all.length, publicUrl));
  });

  app.get<{ Params: { n: number } }>(
    '/sitemap-:n.xml',
    { schema: { params: Type.Object({ n: Type.Integer({ minimum: 1 }) }) } },
    async (request, reply) => {
      const part = (await parts())[request.params.n - 1];
      if (!part) throw new AppError('not_found', 'Nincs ilyen sitemap.');
      return sendPart(request, reply, part);
    },
  );
};

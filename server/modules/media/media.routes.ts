import { createReadStream } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { AppError } from '../../http/errors';
import { demoDrawing } from './demo-art/demo-drawing';
import { renderDemoPdf } from './demo-pdf';
import type { MediaService } from './media.service';

const SizedParams = Type.Object({ file: Type.String({ pattern: '^[0-9a-f]{32}-(160|320|640|1280)\\.(webp|avif)$' }) });
const DemoImageParams = Type.Object({
  kind: Type.Union([Type.Literal('product'), Type.Literal('bike'), Type.Literal('slider'), Type.Literal('topic')]),
  file: Type.String({ pattern: '^[a-z0-9-]{1,120}-(160|320|640|1280)\\.webp$' }),
});
const DownloadParams = Type.Object({ file: Type.String({ pattern: '^[0-9a-f]{32}\\.pdf$' }) });
const DemoDownloadParams = Type.Object({ file: Type.String({ pattern: '^[a-z0-9-]{1,160}\\.pdf$' }) });
/** Every served name is derived from the content, so it never changes: a browser keeps it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const WEEK = 'public, max-age=604800';
const TYPES = { webp: 'image/webp', avif: 'image/avif' } as const;

const missing = () => new AppError('not_found', 'Nincs ilyen kép.');

/**
 * Product photos in their sized forms (`/media/p/<hash>-<width>.<webp|avif>`), the demo catalogue's
 * drawings (drawn through the same pipeline on first request, then served from disk) and its PDFs.
 * Originals are never served: they may carry the camera's location.
 */
export const mediaRoutes: FastifyPluginAsync<{ media: MediaService }> = async (app, { media }) => {
  app.get<{ Params: { file: string } }>('/media/p/:file', { schema: { params: SizedParams } }, async (request, reply) => {
    const { file } = request.params;
    const relative = `p/${file}`;
    if ((await media.store.size(relative)) === null) throw missing();
    const format = file.endsWith('.avif') ? 'avif' : 'webp';
    return reply.type(TYPES[format]).header('cache-control', IMMUTABLE).send(createReadStream(media.store.resolve(relative)));
  });

  // Uploaded downloads: named by content like the photos, shown in the browser's PDF reader.
  app.get<{ Params: { file: string } }>('/media/d/:file', { schema: { params: DownloadParams } }, async (request, reply) => {
    const relative = `d/${request.params.file}`;
    if ((await media.store.size(relative)) === null) throw new AppError('not_found', 'Nincs ilyen dokumentum.');
    return reply.type('application/pdf').header('cache-control', IMMUTABLE).header('content-disposition', 'inline')
      .send(createReadStream(media.store.resolve(relative)));
  });

  // The router prefers this static "download" segment over the image route's :kind parameter.
  app.get<{ Params: { file: string } }>('/media/demo/download/:file', { schema: { params: DemoDownloadParams } }, (request, reply) => {
    const slug = request.params.file.slice(0, -'.pdf'.length);
    return reply
      .type('application/pdf')
      .header('cache-control', WEEK)
      .header('content-disposition', `inline; filename="${slug}.pdf"`)
      .send(renderDemoPdf(slug));
  });

  app.get<{ Params: { kind: 'product' | 'bike' | 'slider' | 'topic'; file: string } }>(
    '/media/demo/:kind/:file',
    { schema: { params: DemoImageParams } },
    async (request, reply) => {
      const { kind, file } = request.params;
      const [, name = '', width = ''] = /^(.+)-(\d+)\.webp$/.exec(file) ?? [];
      const path = await demoDrawing(media.store, kind, name, Number(width));
      if (path === null) throw missing();
      return reply.type(TYPES.webp).header('cache-control', IMMUTABLE).send(createReadStream(path));
    },
  );
};

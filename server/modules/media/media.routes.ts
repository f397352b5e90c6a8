import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { renderDemoImage } from './demo-image';
import { renderDemoPdf } from './demo-pdf';

const DemoImageParams = Type.Object({
  kind: Type.Union([Type.Literal('product'), Type.Literal('bike'), Type.Literal('slider'), Type.Literal('topic')]),
  file: Type.String({ pattern: '^[a-z0-9-]{1,160}\\.svg$' }),
});
const DemoDownloadParams = Type.Object({ file: Type.String({ pattern: '^[a-z0-9-]{1,160}\\.pdf$' }) });
const WEEK = 'public, max-age=604800';

/** The demo catalog's pictures and downloads are drawn on request from their file name: nothing to store. */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  // The router prefers this static "download" segment over the image route's :kind parameter.
  app.get<{ Params: { file: string } }>(
    '/media/demo/download/:file',
    { schema: { params: DemoDownloadParams } },
    (request, reply) => {
      const slug = request.params.file.slice(0, -'.pdf'.length);
      return reply
        .type('application/pdf')
        .header('cache-control', WEEK)
        .header('content-disposition', `inline; filename="${slug}.pdf"`)
        .send(renderDemoPdf(slug));
    },
  );
  app.get<{ Params: { kind: 'product' | 'bike' | 'slider' | 'topic'; file: string } }>(
    '/media/demo/:kind/:file',
    { schema: { params: DemoImageParams } },
    (request, reply) => {
      const { kind, file } = request.params;
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', WEEK)
        .send(renderDemoImage(kind, file.slice(0, -'.svg'.length)));
    },
  );
};

import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { renderDemoImage } from './demo-image';

const DemoImageParams = Type.Object({
  kind: Type.Union([Type.Literal('product'), Type.Literal('bike'), Type.Literal('slider'), Type.Literal('topic')]),
  file: Type.String({ pattern: '^[a-z0-9-]{1,160}\\.svg$' }),
});

/** The demo catalog's pictures are drawn on request from their file name: nothing to store or download. */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { kind: 'product' | 'bike' | 'slider' | 'topic'; file: string } }>(
    '/media/demo/:kind/:file',
    { schema: { params: DemoImageParams } },
    (request, reply) => {
      const { kind, file } = request.params;
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=604800')
        .send(renderDemoImage(kind, file.slice(0, -'.svg'.length)));
    },
  );
};

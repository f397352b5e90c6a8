import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazySchemaCompilers } from './lazy-schema-compilers';

function app() {
  return Fastify({ schemaController: lazySchemaCompilers() });
}

describe('lazySchemaCompilers', () => {
  it("validates requests and shapes answers as Fastify's own compilers do", async () => {
    const server = app();
    server.post('/echo', {
      schema: {
        body: { type: 'object', required: ['count'], properties: { count: { type: 'integer', minimum: 1 } } },
        response: { 200: { type: 'object', properties: { count: { type: 'integer' } } } },
      },
    }, async (request) => ({ ...(request.body as object), secret: 'not in the schema' }));
    const bad = await server.inject({ method: 'POST', url: '/echo', payload: { count: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('body/count must be >= 1');
    // Ajv's type coercion is Fastify's default, and stays.
    const good = await server.inject({ method: 'POST', url: '/echo', payload: { count: '3' } });
    expect(good.json()).toEqual({ count: 3 });
  });

  it("compiles a route's schema at its first request, not at start", async () => {
    const server = app();
    server.get('/broken', { schema: { querystring: { type: 'nonsense' } } }, async () => ({ ok: true }));
    server.get('/fine', async () => ({ ok: true }));
    await server.ready();
    expect((await server.inject('/fine')).statusCode).toBe(200);
    expect((await server.inject('/broken')).statusCode).toBe(500);
  });
});

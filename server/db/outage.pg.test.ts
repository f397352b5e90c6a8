import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPostgres, type Database } from './client';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { TEST_SESSION_SECRET } from '../test-support/test-app';
import { createPostgresTestDatabase } from '../test-support/test-db';

/**
 * A TCP relay between the app and PostgreSQL that the test can cut and restore, to show the server
 * answers 503 while the database is gone, never crashes, and recovers without a restart.
 */
function relay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const drop = () => { client.destroy(); upstream.destroy(); };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });
  let port = 0;
  return {
    get port() { return port; },
    async start() {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      port = (server.address() as net.AddressInfo).port;
    },
    async cut() {
      await new Promise<void>((resolve) => { server.close(() => resolve()); sockets.forEach((s) => s.destroy()); });
    },
  };
}

let proxy: ReturnType<typeof relay>;
let database: Database;
let app: FastifyInstance;
let drop: () => Promise<void>;

beforeAll(async () => {
  const testDb = inject('testDb');
  if (testDb.kind !== 'postgres') throw new Error('the outage test runs on PostgreSQL only');
  const created = await createPostgresTestDatabase(testDb.serverUrl);
  drop = created.drop;
  const url = new URL(created.url);
  proxy = relay({ host: url.hostname, port: Number(url.port || 5432) });
  await proxy.start();
  url.port = String(proxy.port);
  database = openPostgres(url.toString(), { error: () => {} }, 4);
  app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', SESSION_SECRET: TEST_SESSION_SECRET }), database, logger: false });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await drop();
});

describe('when PostgreSQL goes away', () => {
  it('answers 503 on /healthz and the API, and recovers when it is back', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/getHeaderCategories' })).statusCode).toBe(200);

    await proxy.cut();
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    const api = await app.inject({ method: 'GET', url: '/api/getParentPages' });
    expect(api.statusCode).toBe(503);
    expect(api.json()).toMatchObject({ status: 0, error: 'unavailable' });

    await proxy.start();
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/getParentPages' })).statusCode).toBe(200);
  });
});

import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test-support/test-db';
import { csrf, TEST_SESSION_SECRET } from '../test-support/test-app';
import { redactUrl } from './logger';
import type { FastifyInstance } from 'fastify';

const RESET_TOKEN = 'ResetSecretToken1234567890abcdefghijklmnop';
const BEARER = 'BearerSecretToken1234567890abcdefghijklmno';
const PASSWORD = 'TitkosJelszo-987!';

let database: Database;
let app: FastifyInstance;
let logs = '';

beforeAll(async () => {
  database = await createTestDatabase();
  const stream = new PassThrough();
  stream.on('data', (chunk) => (logs += chunk));
  app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'debug', WEB_DIR: '/nonexistent-web-dir', SESSION_SECRET: TEST_SESSION_SECRET }), database, logStream: stream });
  // What reaches the error handler when a client leaves while its answer is being compressed: the
  // compressor's stream, closed before it wrote the headers (seen under load from clients that close
  // their connections mid-answer), fails the reply with this error.
  app.get('/test/left', async () => {
    throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
  });
  app.get('/test/broken', async () => {
    throw new Error('valami elromlott');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('logs', () => {
  it('never carry reset tokens, bearer tokens, passwords or CSRF tokens', async () => {
    await app.inject({ method: 'GET', url: `/api/password/find/${RESET_TOKEN}` });
    await app.inject({ method: 'GET', url: `/password_reset/${RESET_TOKEN}` });
    await app.inject({ method: 'GET', url: '/api/getUserData', headers: { authorization: `Bearer ${BEARER}` } });
    await app.inject({ method: 'POST', url: '/api/login', headers: csrf(), payload: { email: 'valaki@example.hu', password: PASSWORD } });
    await app.inject({
      method: 'POST', url: '/api/password/reset', headers: csrf(),
      payload: { email: 'valaki@example.hu', token: RESET_TOKEN, password: PASSWORD, password_confirmation: PASSWORD },
    });
    // The requests were logged (so the check below is about real lines), just without the secrets.
    expect(logs).toContain('/api/password/find/[redacted]');
    expect(logs).toContain('/api/login');
    for (const secret of [RESET_TOKEN, BEARER, PASSWORD, 'A'.repeat(43)]) expect(logs).not.toContain(secret);
  });

  it('writes one line per request, when it is answered, with the request, the status and the time', async () => {
    const before = logs.length;
    await app.inject({ method: 'GET', url: '/api/getHeaderCategories?egy-sor=1' });
    const lines = logs.slice(before).split('\n').filter((line) => line.includes('egy-sor=1')).map((line) => JSON.parse(line));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/api/getHeaderCategories?egy-sor=1' }, res: { statusCode: 200 } });
    expect(typeof lines[0].responseTime).toBe('number');
  });

  it('redacts the token of both reset paths, with or without a query', () => {
    expect(redactUrl('/api/password/find/abc?x=1')).toBe('/api/password/find/[redacted]?x=1');
    expect(redactUrl('/password_reset/abc')).toBe('/password_reset/[redacted]');
    expect(redactUrl('/termek/abc')).toBe('/termek/abc');
  });
});

const linesSince = (from: number) => logs.slice(from).split('\n').filter(Boolean).map((line) => JSON.parse(line) as { level: number; msg: string });

describe('an answer whose client has left', () => {
  it('is logged as the client gone, not as a server error', async () => {
    const before = logs.length;
    await app.inject({ method: 'GET', url: '/test/left' });
    const written = linesSince(before);
    expect(written.find((line) => line.msg === 'client closed the connection before the answer')?.level).toBe(30);
    expect(written.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('while any other failure is still an error, answered 500 in the JSON error shape', async () => {
    const before = logs.length;
    const res = await app.inject({ method: 'GET', url: '/test/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ status: 0, error: 'internal' });
    expect(linesSince(before).find((line) => line.msg === 'unhandled error')?.level).toBe(50);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { csrf, createTestApp, type TestApp } from './test-support/test-app';
import { csrfTokenFor } from './http/csrf';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createWebDir, vendorCopy, WEB_DIR_VENDOR } from './test-support/web-dir';

let t: TestApp;
let web: Awaited<ReturnType<typeof createWebDir>>;

beforeAll(async () => {
  web = await createWebDir();
  t = await createTestApp({ WEB_DIR: web.dir, SHOP_NAME: 'Teszt Motor' }, (app) => {
    app.post('/api/test-echo', { schema: { body: Type.Object({ n: Type.Integer({ minimum: 1 }) }) } }, (req) => req.body);
  });
});
afterAll(async () => {
  await t.close();
  await web.remove();
});

describe('the front door', () => {
  it('answers /healthz 200 while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('answers /readyz 503 until its listings can come from the facet index, which the first ask starts reading', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(first.statusCode).toBe(503);
    expect(first.json()).toMatchObject({ status: 'starting' });
    let ready = first;
    for (let tries = 0; tries < 100 && ready.statusCode !== 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    }
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok' });
  });

  it('answers an unknown /api path with a 404 JSON error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nincs-ilyen' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 0, error: 'not_found' });
  });

  it('refuses a state-changing call without a matching CSRF header', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/test-echo', payload: { n: 1 } });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ status: 0, error: 'csrf' });
    const wrong = await t.app.inject({
      method: 'POST', url: '/api/test-echo', payload: { n: 1 },
      headers: { ...csrf(), 'x-csrf-token': 'B'.repeat(43) },
    });
    expect(wrong.statusCode).toBe(403);
    // A cookie planted by someone else with a header equal to it, or a token signed with another secret.
    const visitorId = 'C'.repeat(43);
    for (const token of [visitorId, csrfTokenFor(visitorId, 'another-secret-of-at-least-32-chars!')]) {
      const planted = await t.app.inject({
        method: 'POST', url: '/api/test-echo', payload: { n: 1 },
        headers: { ...csrf(visitorId), 'x-csrf-token': token },
      });
      expect(planted.statusCode).toBe(403);
    }
  });

  it('refuses a state-changing call without X-Requested-With: XMLHttpRequest', async () => {
    for (const marker of [undefined, 'fetch']) {
      const { 'x-requested-with': _omitted, ...headers } = csrf();
      const res = await t.app.inject({
        method: 'POST', url: '/api/test-echo', payload: { n: 1 }, headers: marker ? { ...headers, 'x-requested-with': marker } : headers,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 0, error: 'csrf' });
    }
  });

  it('accepts a call whose CSRF header matches its cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test-echo', payload: { n: 3 }, headers: csrf() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ n: 3 });
  });

  it('names the problem in malformed JSON, a wrong shape and an oversized body', async () => {
    const bad = await t.app.inject({
      method: 'POST', url: '/api/test-echo', payload: '{"n":', headers: { ...csrf(), 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 0, error: 'bad_request' });
    expect(bad.json().message).toMatch(/JSON/);

    const shape = await t.app.inject({ method: 'POST', url: '/api/test-echo', payload: { n: 'sok' }, headers: csrf() });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().message).toMatch(/n/);

    const huge = await t.app.inject({
      method: 'POST', url: '/api/test-echo', payload: { n: 1, pad: 'x'.repeat(200_000) }, headers: csrf(),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ status: 0, error: 'payload_too_large' });
  });
});

describe('the web app', () => {
  it('serves index.html for page routes with the CSRF token and shop info in the head', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/akciok' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const token = /<meta name="csrf-token" content="([^"]+)">/.exec(res.body)?.[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The cookie holds the visitor id, the page its signature: the two differ, and only the pair passes.
    const visitorId = /csrf_token=([^;]+)/.exec(String(res.headers['set-cookie']))?.[1];
    expect(visitorId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).not.toBe(visitorId);
    expect(token).toBe(csrf(visitorId)['x-csrf-token']);
    expect(res.body).toContain('"name":"Teszt Motor"');
    // A first paint before the script: the shop's name inside #root, which React replaces.
    expect(res.body).toContain('<div id="root"><div class="boot-shell" aria-hidden="true"><div class="boot-shell__header">Teszt Motor</div>');
  });

  it('sends a strict Content-Security-Policy and the usual security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('caches hashed assets for a year and 404s a missing file', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/old-999.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends the build\'s Brotli or gzip copy of an asset to a browser that accepts it, the file itself otherwise', async () => {
    const get = (acceptEncoding: string) => t.app.inject({ method: 'GET', url: WEB_DIR_VENDOR.url, headers: { 'accept-encoding': acceptEncoding } });
    const br = await get('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(vendorCopy('br'));

    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(vendorCopy('gz'));

    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(WEB_DIR_VENDOR.text);
    // The copies are not addresses of their own.
    expect((await t.app.inject({ method: 'GET', url: `${WEB_DIR_VENDOR.url}.br` })).statusCode).toBe(404);
  });
});

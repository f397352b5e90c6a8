import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBundle } from '../../test-support/import-bundle';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/** The legal-document provider is a process boundary: a local HTTP server stands in for it. */
let provider: http.Server;
let providerHits = 0;
let providerUp = true;
let local: TestApp;
let remote: TestApp;

async function seed(t: TestApp) {
  await importBundle(t.database.db, {
    pages: [
      { alias: 'adatvedelmi-nyilatkozat', parentAlias: null, title: 'Adatvédelmi nyilatkozat', content: '<p>Helyi adatvédelem</p>', sort: 1 },
      { alias: 'felhasznalasi-feltetelek', parentAlias: null, title: 'Felhasználási feltételek', content: '<p>Helyi ÁSZF</p>', sort: 2 },
    ],
  });
}

beforeAll(async () => {
  provider = http.createServer((req, res) => {
    providerHits++;
    if (!providerUp) return res.writeHead(503).end();
    if (req.url === '/privacy') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end('<html><head><title>Adatkezelési tájékoztató</title></head><body><h2>1. Adatkezelő</h2><script>alert(1)</script><p>Szolgáltatói szöveg</p></body></html>');
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ title: 'ÁSZF', content: '<p>Szolgáltatói ÁSZF</p>' }));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  local = await createTestApp();
  remote = await createTestApp({ LEGAL_PRIVACY_URL: `${base}/privacy`, LEGAL_TERMS_URL: `${base}/terms` });
  await Promise.all([seed(local), seed(remote)]);
});
afterAll(async () => {
  await Promise.all([local.close(), remote.close()]);
  provider.close();
});

describe('GET /api/legal/{document}', () => {
  it('serves the local content page when no provider is configured', async () => {
    const res = await local.app.inject({ method: 'GET', url: '/api/legal/felhasznalasi-feltetelek' });
    expect(res.json()).toEqual({ status: 1, title: 'Felhasználási feltételek', content: '<p>Helyi ÁSZF</p>', source: 'local' });
  });

  it('serves the provider text, sanitized, and caches it', async () => {
    const first = await remote.app.inject({ method: 'GET', url: '/api/legal/adatvedelmi-nyilatkozat' });
    expect(first.json()).toEqual({
      status: 1, title: 'Adatkezelési tájékoztató', content: '<h2>1. Adatkezelő</h2><p>Szolgáltatói szöveg</p>', source: 'provider',
    });
    const terms = await remote.app.inject({ method: 'GET', url: '/api/legal/felhasznalasi-feltetelek' });
    expect(terms.json()).toMatchObject({ title: 'ÁSZF', content: '<p>Szolgáltatói ÁSZF</p>', source: 'provider' });
    const hits = providerHits;
    providerUp = false;
    const again = await remote.app.inject({ method: 'GET', url: '/api/legal/adatvedelmi-nyilatkozat' });
    expect(again.json().source).toBe('provider');
    expect(providerHits).toBe(hits);
  });

  it('falls back to the local page when the provider fails', async () => {
    providerUp = false;
    const t = await createTestApp({ LEGAL_PRIVACY_URL: 'http://127.0.0.1:9/nowhere' });
    await seed(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/legal/adatvedelmi-nyilatkozat' });
    expect(res.json()).toMatchObject({ status: 1, content: '<p>Helyi adatvédelem</p>', source: 'local' });
    await t.close();
  });

  it('rejects an unknown document name', async () => {
    const res = await local.app.inject({ method: 'GET', url: '/api/legal/titkos' });
    expect(res.statusCode).toBe(400);
  });
});

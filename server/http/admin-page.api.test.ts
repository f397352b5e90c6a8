import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createWebDir } from '../test-support/web-dir';

let t: TestApp;
let web: Awaited<ReturnType<typeof createWebDir>>;

beforeAll(async () => {
  web = await createWebDir();
  t = await createTestApp({ WEB_DIR: web.dir });
});
afterAll(async () => {
  await t.close();
  await web.remove();
});

const page = (url: string) => t.app.inject({ method: 'GET', url });
const metaNonce = (body: string) => /<meta name="csp-nonce" content="([^"]+)">/.exec(body)?.[1];

describe('the back office page', () => {
  it('keeps the storefront strict: no nonce, nothing inline', async () => {
    for (const url of ['/', '/kosar', '/adminisztracio']) {
      const res = await page(url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("style-src 'self'");
      expect(csp).not.toMatch(/nonce|unsafe-inline/);
      expect(metaNonce(res.body)).toBeUndefined();
    }
  });

  it('gives /admin and its sub-paths a fresh style nonce, in the header and the page', async () => {
    const seen = new Set<string>();
    for (const url of ['/admin', '/admin', '/admin/staff/create']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      const nonce = metaNonce(res.body);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(new RegExp(`style-src 'self' 'sha256-[A-Za-z0-9+/]{43}=' 'nonce-${nonce!.replace(/[+/]/g, '\\$&')}'`));
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers['content-security-policy']).not.toBeInstanceOf(Array);
      seen.add(nonce!);
    }
    expect(seen.size).toBe(3);
  });

  it('is not indexed and has no storefront boot shell', async () => {
    const res = await page('/admin');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).toContain('<div id="root"></div>');
  });
});

import http from 'node:http';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { VALID_ORDER_DATA } from './modules/cart/cart-test-fixture';
import { createWebDir } from './test-support/web-dir';
import { browserHeaders } from './test-support/browser-headers';
import { freePort, runNode, waitForHealth, type NodeProcess } from './test-support/server-process';

/** The real entry point as a process: start-up checks, seeding before it (as `npm start` does), and a clean stop on SIGTERM. */
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-main-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

function run(script: string, env: Record<string, string>, args: string[] = []): NodeProcess {
  return runNode(['--import', 'tsx', script, ...args], { LOG_LEVEL: 'warn', ...env });
}

const start = (env: Record<string, string>) => run('server/main.ts', env);

/** What `npm start` does before the server: the demo catalogue into an empty database. */
async function seedIfEmpty(env: Record<string, string>): Promise<string> {
  const seeding = run('tools/demo-data/seed-cli.ts', env, ['--if-empty']);
  expect(await seeding.exit, seeding.output()).toBe(0);
  return seeding.output();
}

/** Sends a GET and calls onSent once the whole request has left, so it is in flight for the server. */
function getInFlight(url: string, onSent: () => void): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.on('finish', () => setTimeout(onSent, 5));
  });
}

describe('server/main.ts', () => {
  it('stops at start with a message naming an invalid variable', async () => {
    const { output, exit } = start({ PORT: 'nyolcvan', DATA_DIR: dataDir });
    expect(await exit).toBe(1);
    expect(output()).toContain('PORT');
  });

  it('seeds an empty database, finishes an in-flight request on SIGTERM, exits 0, and reopens its data', { timeout: 180_000 }, async () => {
    const env = { PORT: String(port), DATA_DIR: dataDir, SEED_PRODUCTS: '120' };
    expect(await seedIfEmpty(env)).toContain('Demó katalógus kész: 120 termék');
    const first = start(env);
    await waitForHealth(base, first);
    const response = await getInFlight(`${base}/sitemap.xml`, () => first.child.kill('SIGTERM'));
    expect(response.status).toBe(200);
    expect(response.body.match(/\/termek\//g)).toHaveLength(120);
    expect(await first.exit).toBe(0);

    // A cleanly closed embedded database opens again with its data and does not seed twice.
    expect(await seedIfEmpty(env)).not.toContain('Demó katalógus kész');
    const second = start(env);
    await waitForHealth(base, second);
    const categories = await (await fetch(`${base}/api/getHeaderCategories`)).json();
    expect(categories.map((c: { alias: string }) => c.alias)).toEqual(['alkatresz-kereso', 'ruhazat-sisak']);
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
  });

  it('keeps an accepted order through a crash (SIGKILL) and a restart', { timeout: 180_000 }, async () => {
    // The page carries the CSRF token, so a (minimal) built web app must be there, whatever `vite build` did.
    const web = await createWebDir();
    const env = { PORT: String(port), DATA_DIR: dataDir, SEED_PRODUCTS: '120', WEB_DIR: web.dir };
    await seedIfEmpty(env);
    const first = start(env);
    await waitForHealth(base, first);
    const headers = await browserHeaders(base);
    const post = async (name: string, body: object) => {
      const res = await fetch(`${base}/api/${name}`, { method: 'POST', headers, body: JSON.stringify(body) });
      return { status: res.status, body: await res.json() };
    };
    const listing = await post('productsByAlias/ruhazat-sisak', { range: { start: 0, end: 30 } });
    let variantId = 0;
    for (const { alias } of listing.body.products as { alias: string }[]) {
      const { product } = await (await fetch(`${base}/api/productByAlias/${alias}`)).json();
      const inStock = (product.variants as { id: number; inStock: boolean }[]).find((v) => v.inStock);
      if (inStock) { variantId = inStock.id; break; }
    }
    expect(variantId).toBeGreaterThan(0);
    const cartId = (await post('addToCart', { id: variantId, quantity: 1, cart_id: null })).body.cart.id as string;
    for (const [name, value] of Object.entries(VALID_ORDER_DATA)) await post('modifyCart', { cart_id: cartId, name, value });
    const finished = await post('finishCart', { cart_id: cartId });
    expect(finished.status).toBe(200);
    const orderNumber = finished.body.cart.orderNumber as string;
    expect(orderNumber).toMatch(/^MP-\d{4}-\d{6}$/);
    first.child.kill('SIGKILL');
    await first.exit;

    const second = start(env);
    await waitForHealth(base, second);
    const again = await fetch(`${base}/api/getCart`, { method: 'POST', headers, body: JSON.stringify({ cart_id: cartId }) });
    expect((await again.json()).cart).toMatchObject({ finished: true, orderNumber });
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
    await web.remove();
  });
});

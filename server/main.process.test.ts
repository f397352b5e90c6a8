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
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

function run(script: string, env: Record<string, string>, args: string[] = []): NodeProcess {
  return runNode(['--import', 'tsx', script, ...args], { LOG_LEVEL: 'warn', ...env });
}

const start = (env: Record<string, string>) => run('server/main.ts', env);

/**
 * The server on a port the OS has just found free, once it answers /healthz. A port chosen once for the
 * whole file could be taken by another test's server or client socket in the minute between its starts.
 */
async function startHealthy(env: Record<string, string>): Promise<{ server: NodeProcess; base: string }> {
  const port = await freePort();
  const server = start({ ...env, PORT: String(port) });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, server);
  return { server, base };
}

/** Four processes each started through tsx, on two cores shared with the rest of CI: minutes, not seconds. */
const PROCESS_TEST_MS = 420_000;

/** What `npm start` does before the server: the demo catalogue into an empty database. */
async function seedIfEmpty(env: Record<string, string>): Promise<string> {
  const seeding = run('tools/demo-data/seed-cli.ts', env, ['--if-empty']);
  expect(await seeding.exit, seeding.output()).toBe(0);
  return seeding.output();
}

/**
 * Posts `body` so that the server certainly holds the request when `whileHeld` runs: the headers go first
 * with `Expect: 100-continue`, the server's "100 Continue" says it has them and waits for the body, and
 * the body follows only once `whileHeld` is done. A request merely sent and given a few milliseconds
 * could still be in the listening socket's queue on a loaded machine, and a closing server resets those.
 */
function postHeldOpen(url: string, headers: Record<string, string>, body: string, whileHeld: () => Promise<void>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: { ...headers, expect: '100-continue', 'content-length': String(Buffer.byteLength(body)) },
    });
    request.on('continue', () => void whileHeld().then(() => request.end(body), reject));
    request.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
    request.flushHeaders();
  });
}

async function outputShows(server: NodeProcess, text: string): Promise<void> {
  while (!server.output().includes(text)) await new Promise((r) => setTimeout(r, 20));
}

describe('server/main.ts', () => {
  it('stops at start with a message naming an invalid variable', async () => {
    const { output, exit } = start({ PORT: 'nyolcvan', DATA_DIR: dataDir });
    expect(await exit).toBe(1);
    expect(output()).toContain('PORT');
  });

  it('seeds an empty database, finishes an in-flight request on SIGTERM, exits 0, and reopens its data', { timeout: PROCESS_TEST_MS }, async () => {
    const web = await createWebDir();
    const env = { DATA_DIR: dataDir, SEED_PRODUCTS: '120', WEB_DIR: web.dir };
    expect(await seedIfEmpty(env)).toContain('Demó katalógus kész: 120 termék');
    const { server: first, base } = await startHealthy({ ...env, LOG_LEVEL: 'info' });
    const response = await postHeldOpen(
      `${base}/api/productsByAlias/ruhazat-sisak`,
      await browserHeaders(base),
      JSON.stringify({ range: { start: 0, end: 16 } }),
      async () => {
        first.child.kill('SIGTERM');
        await outputShows(first, 'shutting down');
      },
    );
    expect(response.status, first.output()).toBe(200);
    expect(JSON.parse(response.body).products).toHaveLength(16);
    expect(await first.exit).toBe(0);

    // A cleanly closed embedded database opens again with its data and does not seed twice.
    expect(await seedIfEmpty(env)).not.toContain('Demó katalógus kész');
    const { server: second, base: secondBase } = await startHealthy(env);
    const categories = await (await fetch(`${secondBase}/api/getHeaderCategories`)).json();
    expect(categories.map((c: { alias: string }) => c.alias)).toEqual(['alkatresz-kereso', 'ruhazat-sisak']);
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
    await web.remove();
  });

  it('keeps an accepted order through a crash (SIGKILL) and a restart', { timeout: PROCESS_TEST_MS }, async () => {
    // The page carries the CSRF token, so a (minimal) built web app must be there, whatever `vite build` did.
    const web = await createWebDir();
    const env = { DATA_DIR: dataDir, SEED_PRODUCTS: '120', WEB_DIR: web.dir };
    await seedIfEmpty(env);
    const { server: first, base } = await startHealthy(env);
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

    const { server: second, base: secondBase } = await startHealthy(env);
    const again = await fetch(`${secondBase}/api/getCart`, { method: 'POST', headers, body: JSON.stringify({ cart_id: cartId }) });
    expect((await again.json()).cart).toMatchObject({ finished: true, orderNumber });
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
    await web.remove();
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserHeaders } from '../../server/test-support/browser-headers';
import { createWebDir } from '../../server/test-support/web-dir';
import { freePort, runNode, waitForHealth } from '../../server/test-support/server-process';
import { buildServer } from './server-bundle';

/**
 * `npm start` runs the build, not the sources (decision 0031): seeding a fresh embedded database from
 * dist-server/ (its migrations found beside the build), serving the catalogue, an order whose mail is
 * rendered by the bundled e-mail components, and a clean stop.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Inside the repository, as dist-server/ is: the build imports its packages from node_modules.
const outDir = await fs.mkdtemp(path.join(root, 'dist-server-test-'));
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-build-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let web: Awaited<ReturnType<typeof createWebDir>>;
const ORDER_DATA = {
  email: 'vevo@example.hu', szallitas_vnev: 'Kovács', szallitas_knev: 'Anna', szallitas_irsz: '1051', szallitas_varos: 'Budapest',
  szallitas_utca: 'Fő utca 1.', szallitas_telefonszam: '+36 30 123 4567', szallitas: 1, aszf_elfogadva: true,
};

beforeAll(async () => {
  web = await createWebDir();
  await buildServer(outDir);
}, 120_000);
afterAll(async () => {
  await Promise.all([fs.rm(outDir, { recursive: true, force: true }), fs.rm(dataDir, { recursive: true, force: true }), web?.remove()]);
});

function run(script: string, args: string[] = []) {
  const env = { NODE_ENV: '', LOG_LEVEL: 'warn', PORT: String(port), DATA_DIR: dataDir, SEED_PRODUCTS: '60', WEB_DIR: web.dir };
  return runNode([path.join(outDir, script), ...args], env);
}

async function outbox(): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = await fs.readdir(dir).catch(() => []);
  return Promise.all(names.filter((n) => n.endsWith('.eml')).map((n) => fs.readFile(path.join(dir, n), 'utf8')));
}

describe('the server build (dist-server/)', () => {
  it('seeds, serves, mails and stops as the sources do', { timeout: 180_000 }, async () => {
    const seeding = run('seed-cli.js', ['--if-empty']);
    expect(await seeding.exit, seeding.output()).toBe(0);
    expect(seeding.output()).toContain('Demó katalógus kész: 60 termék');

    const server = run('main.js');
    await waitForHealth(base, server);
    const categories = await (await fetch(`${base}/api/getHeaderCategories`)).json();
    expect(categories.map((c: { alias: string }) => c.alias)).toEqual(['alkatresz-kereso', 'ruhazat-sisak']);
    const headers = await browserHeaders(base);
    const listing = await fetch(`${base}/api/productsByAlias/ruhazat-sisak`, { method: 'POST', headers, body: JSON.stringify({ range: { start: 0, end: 5 } }) });
    expect(listing.status).toBe(200);
    expect((await listing.json()).products.length).toBeGreaterThan(0);
    // Helmet's headers are there, as from the sources.
    expect(listing.headers.get('x-content-type-options')).toBe('nosniff');

    // An order: its confirmation is rendered by the e-mail components the build bundles.
    const post = async (name: string, body: object) => (await fetch(`${base}/api/${name}`, { method: 'POST', headers, body: JSON.stringify(body) })).json();
    let variantId = 0;
    for (const { alias } of (await post('productsByAlias/ruhazat-sisak', { range: { start: 0, end: 30 } })).products as { alias: string }[]) {
      const { product } = await (await fetch(`${base}/api/productByAlias/${alias}`)).json();
      variantId = (product.variants as { id: number; inStock: boolean }[]).find((v) => v.inStock)?.id ?? 0;
      if (variantId) break;
    }
    const cartId = (await post('addToCart', { id: variantId, quantity: 1, cart_id: null })).cart.id as string;
    for (const [name, value] of Object.entries(ORDER_DATA)) await post('modifyCart', { cart_id: cartId, name, value });
    expect((await post('finishCart', { cart_id: cartId })).cart.orderNumber).toMatch(/^MP-/);
    let mail: string | undefined;
    for (let i = 0; i < 80 && !mail; i++) {
      await new Promise((r) => setTimeout(r, 250));
      mail = (await outbox()).find((m) => m.includes(`To: ${ORDER_DATA.email}`));
    }
    expect(mail).toMatch(/Content-Type: text\/html/i);

    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
    expect(server.output()).not.toContain('Error');
  });
});

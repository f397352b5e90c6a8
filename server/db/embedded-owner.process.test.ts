import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { VALID_ORDER_DATA } from '../modules/cart/cart-test-fixture';
import { createWebDir } from '../test-support/web-dir';
import { openPglite, queryRows } from './client';
import { browserHeaders } from '../test-support/browser-headers';
import { freePort, runNode, waitForHealth, type NodeProcess } from '../test-support/server-process';

/** The issue-10 journey: a command-line import while the shop runs must reach the shop, and last. */
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-owner-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

function run(args: string[], env: Record<string, string>): NodeProcess {
  return runNode(['--import', 'tsx', ...args], { LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env });
}

async function client() {
  const headers = await browserHeaders(base);
  return async (name: string, body: object) => {
    const res = await fetch(`${base}/api/${name}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, text, body: text.startsWith('{') ? JSON.parse(text) : null };
  };
}

async function placeOrder(post: Awaited<ReturnType<typeof client>>): Promise<{ cartId: string; orderNumber: string }> {
  const listing = await post('productsByAlias/ruhazat-sisak', { range: { start: 0, end: 30 } });
  for (const { alias } of listing.body.products as { alias: string }[]) {
    const { product } = await (await fetch(`${base}/api/productByAlias/${alias}`)).json();
    const variant = (product.variants as { id: number; inStock: boolean }[]).find((v) => v.inStock);
    if (!variant) continue;
    const cartId = (await post('addToCart', { id: variant.id, quantity: 1, cart_id: null })).body.cart.id as string;
    for (const [name, value] of Object.entries(VALID_ORDER_DATA)) await post('modifyCart', { cart_id: cartId, name, value });
    const finished = await post('finishCart', { cart_id: cartId });
    expect(finished.status).toBe(200);
    return { cartId, orderNumber: finished.body.cart.orderNumber as string };
  }
  throw new Error('no product in stock');
}

/** The old site's customer file as the README documents it. */
const CSV_HEADER = 'email;szallitas_vnev;szallitas_knev;szallitas_irsz;szallitas_varos;szallitas_utca;'
  + 'szallitas_telefonszam;szamla_nev;adoszam;szamla_irsz;szamla_varos;szamla_utca';
const customerRow = (email: string) =>
  `${email};Régi;Vevő;9021;Győr;Baross út 1.;06 30 111 2222;Régi Vevő;;9021;Győr;Baross út 1.`;

describe('one owner of DATA_DIR', () => {
  it('imports customers through the running shop, keeps them and the order over a restart, backs it up while running, and refuses a second server', { timeout: 240_000 }, async () => {
    const web = await createWebDir();
    const env = { PORT: String(port), SEED_PRODUCTS: '60', WEB_DIR: web.dir };
    // As `npm start` does: seed, then serve.
    const seeding = run(['tools/demo-data/seed-cli.ts', '--if-empty'], env);
    expect(await seeding.exit, seeding.output()).toBe(0);
    const first = run(['server/main.ts'], env);
    await waitForHealth(base, first);
    const post = await client();
    const order = await placeOrder(post);

    const second = run(['server/main.ts'], { ...env, PORT: String(await freePort()) });
    expect(await second.exit).toBe(1);
    expect(second.output()).toContain('már egy másik folyamat használja');

    const csv = path.join(dataDir, 'ugyfelek.csv');
    for (const [i, email] of ['regi1@example.hu', 'regi2@example.hu'].entries()) {
      // Several programs in a row, each a new connection through the shop's socket.
      await fs.writeFile(csv, [CSV_HEADER, customerRow(email)].join('\n'));
      const importer = run(['tools/import-users/cli.ts', csv], {});
      expect(await importer.exit, importer.output()).toBe(0);
      expect(importer.output()).toContain('Kész: 1 új');
      // The running shop sees the customer at once: the import wrote into its database.
      const login = await post('login', { email, password: `barmi-jelszo-${i}` });
      expect(login.text).toBe('Old site data');
    }

    // A backup of the running shop, restored into a fresh PGlite, holds the order and the customers.
    const backupDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-backup-'));
    const backup = run(['tools/backup/cli.ts', backupDir], {});
    expect(await backup.exit, backup.output()).toBe(0);
    const [dumpFile] = await fs.readdir(backupDir);
    const restored = await openPglite(null, new Blob([await fs.readFile(path.join(backupDir, dumpFile!))]));
    const [counts] = await queryRows<{ orders: number; customers: number }>(restored.db, sql`select
      (select count(*)::int from orders where order_number = ${order.orderNumber}) as orders,
      (select count(*)::int from users where email like 'regi_@example.hu') as customers`);
    expect(counts).toEqual({ orders: 1, customers: 2 });
    await restored.close();
    await fs.rm(backupDir, { recursive: true });

    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    const again = run(['server/main.ts'], env);
    await waitForHealth(base, again);
    const afterRestart = await client();
    expect((await afterRestart('getCart', { cart_id: order.cartId })).body.cart).toMatchObject({ finished: true, orderNumber: order.orderNumber });
    for (const email of ['regi1@example.hu', 'regi2@example.hu']) {
      expect((await afterRestart('login', { email, password: 'barmi-jelszo' })).text).toBe('Old site data');
    }
    again.child.kill('SIGTERM');
    expect(await again.exit).toBe(0);
    await web.remove();
  });
});

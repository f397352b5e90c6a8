import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { test as base } from './app-started';
import { E2E_OWNER } from '../../playwright.config';
import { startSmtpSink, type SmtpSink } from '../../server/test-support/smtp-sink';

/**
 * The order journeys read the customer's mail from a real SMTP server, so they need a shop started
 * with SMTP_URL pointing at a sink. The shared web server of playwright.config.ts writes mail as
 * files, so these tests start their own shop (own port and DATA_DIR, a small catalogue, the same
 * owner made by staff:add) once per worker, beside a sink (server/test-support/smtp-sink.ts).
 */
export const SHOP_PORT = Number(process.env.E2E_PORT ?? 3111) + 100;
const DATA_DIR = `reports/e2e-orders-${SHOP_PORT}`;
const TSX = 'node_modules/.bin/tsx';

function run(args: string[], env: NodeJS.ProcessEnv, stdin?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, args, { env, stdio: ['pipe', 'ignore', 'inherit'] });
    child.stdin.end(stdin ?? '');
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

async function waitUntilHealthy(url: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the shop stopped at start (exit ${server.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer in 120 s`);
}

export interface OrdersShop { sink: SmtpSink }

// auto: every journey of the file talks to this shop, also one run alone (-g) that does not name the fixture.
export const test = base.extend<object, { shop: OrdersShop }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
  shop: [async ({}, use) => {
    const sink = await startSmtpSink();
    await rm(DATA_DIR, { recursive: true, force: true });
    const env = {
      ...process.env, DATA_DIR, PORT: String(SHOP_PORT), HOST: '127.0.0.1', SMTP_URL: sink.url, SEED_PRODUCTS: '300',
      WEB_DIR: process.env.E2E_WEB_DIR ?? 'dist/web', LOG_LEVEL: 'warn',
    };
    await run(['tools/demo-data/seed-cli.ts', '--if-empty'], env);
    await run(['tools/staff/add-cli.ts', '--email', E2E_OWNER.email, '--role', 'owner', '--name', 'Teszt Tulajdonos'], env, `${E2E_OWNER.password}\n`);
    const server = spawn(TSX, ['server/main.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    try {
      await waitUntilHealthy(`http://127.0.0.1:${SHOP_PORT}/healthz`, server);
      await use({ sink });
    } finally {
      const stopped = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await stopped;
      await sink.close();
    }
  }, { scope: 'worker', timeout: 300_000, auto: true }],
});

/** Calls the storefront's API from a shopper's page, with the page's CSRF token, as the web app does. */
export async function shopperCall<T>(page: Page, path: string, body: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(async ({ path, body }) => {
    const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
    const res = await fetch(path, {
      method: 'POST', body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': token },
    });
    return { status: res.status, json: await res.json() };
  }, { path, body });
}

const ORDER_DATA: Record<string, string | number | boolean> = {
  szallitas_vnev: 'Kovács', szallitas_knev: 'Anna', szallitas_irsz: '1051', szallitas_varos: 'Budapest',
  szallitas_utca: 'Fő utca 1.', szallitas_telefonszam: '+36 30 123 4567', szallitas: 1, szamla_megegyezik: true, aszf_elfogadva: true,
};

/** A guest's order of `quantity` pieces of the variant by GLS courier, through the same calls the checkout makes. */
export async function placeOrder(page: Page, variantId: number, quantity: number, email: string): Promise<string> {
  await page.goto('/');
  const added = await shopperCall<{ cart: { id: string } }>(page, '/api/addToCart', { id: variantId, quantity, cart_id: null });
  if (added.status !== 200) throw new Error(`addToCart: ${JSON.stringify(added.json)}`);
  const cartId = added.json.cart.id;
  for (const [name, value] of Object.entries({ email, ...ORDER_DATA })) {
    const changed = await shopperCall(page, '/api/modifyCart', { cart_id: cartId, name, value });
    if (changed.status !== 200) throw new Error(`modifyCart ${name}: ${JSON.stringify(changed.json)}`);
  }
  const finished = await shopperCall<{ cart: { orderNumber: string } }>(page, '/api/finishCart', { cart_id: cartId });
  if (finished.status !== 200) throw new Error(`finishCart: ${JSON.stringify(finished.json)}`);
  return finished.json.cart.orderNumber;
}

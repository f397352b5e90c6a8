import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { test as base } from './app-started';
import { startSmtpSink, type SmtpSink } from '../../server/test-support/smtp-sink';
import { startSzamlazzFake, type SzamlazzFake } from '../../server/test-support/szamlazz-fake';

/**
 * A shop process of the spec's own (the shared e2e server writes mails to files): its own DATA_DIR
 * and port, mail through SMTP_URL to a real SMTP sink, invoices through SZAMLAZZ_URL to the local fake
 * of Számlázz.hu, and an owner for the back-office calls. Its port is E2E_OWN_PORT (default 3532) plus
 * the worker's index, so checkouts running browser tests side by side can keep apart.
 */
export const OWN_OWNER = { email: 'tulajdonos@sajat.test', password: 'Tulajdonos-jelszo-2026' };

export interface OwnShop { url: string; smtp: SmtpSink; szamlazz: SzamlazzFake }

const run = (args: string[], env: NodeJS.ProcessEnv, input?: string) => new Promise<void>((resolve, reject) => {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env, stdio: [input ? 'pipe' : 'ignore', 'ignore', 'inherit'] });
  if (input) child.stdin!.end(input);
  child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args[0]} exited with ${code}`))));
});

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

async function startShop(port: number): Promise<OwnShop & { stop(): Promise<void> }> {
  const [smtp, szamlazz] = await Promise.all([startSmtpSink(), startSzamlazzFake()]);
  const dataDir = `reports/e2e-own-${port}`;
  await rm(dataDir, { recursive: true, force: true });
  const env = {
    ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, WEB_DIR: process.env.E2E_WEB_DIR ?? 'dist/web',
    SEED_PRODUCTS: '300', LOG_LEVEL: 'warn', SMTP_URL: smtp.url, SZAMLAZZ_URL: szamlazz.url, SZAMLAZZ_AGENT_KEY: szamlazz.agentKey,
  };
  await run(['tools/demo-data/seed-cli.ts', '--if-empty'], env);
  await run(['tools/staff/add-cli.ts', '--email', OWN_OWNER.email, '--role', 'owner', '--name', 'Saját Tulajdonos'], env, `${OWN_OWNER.password}\n`);
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  while (!(await healthy(url))) {
    if (server.exitCode !== null || Date.now() > deadline) throw new Error(`the shop on ${url} did not start`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url, smtp, szamlazz,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      await Promise.all([smtp.close(), szamlazz.close()]);
    },
  };
}

/** `ownShop` (one per worker) and every page's baseURL pointing at it. */
export const test = base.extend<{ shop: OwnShop }, { ownShop: OwnShop }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  ownShop: [async ({}, use, workerInfo) => {
    const shop = await startShop(Number(process.env.E2E_OWN_PORT ?? 3532) + workerInfo.workerIndex);
    await use(shop);
    await shop.stop();
  }, { scope: 'worker', timeout: 300_000 }],
  shop: async ({ ownShop }, use) => use(ownShop),
  baseURL: async ({ ownShop }, use) => use(ownShop.url),
});

export { expect } from '@playwright/test';

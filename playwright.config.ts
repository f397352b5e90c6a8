import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets several checkouts or sessions run browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 3111);
const DATA_DIR = `reports/e2e-data-${PORT}`;
/** The back office's first owner, made by `staff:add` as a real shop's owner would (tests/e2e/admin-*.spec.ts). */
export const E2E_OWNER = { email: 'tulajdonos@motopont.test', password: 'Tulajdonos-jelszo-2026' };

// Debian's Chromium: Playwright's own browser download cannot run on these machines.
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // One retry: the browser tests share two cores with Vitest, and one lost race must not throw away a
  // whole CI run. `npm test` names every test that needed it ('flaky'), to be fixed.
  retries: 1,
  // A journey of many screens (register, garage, switch, delete) took 32 s while the two cores were busy:
  // a passing test ends as soon as it is done, so the bound only says when a stuck one gives up.
  timeout: 60_000,
  // Screens wait on the server and the machine's two cores are shared with Vitest: an assertion waits up
  // to 15 s (a passing one returns as soon as it holds), not the default 5 s.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    // On a phone: the specs whose layout differs there (menu, listing, filters panel, basket and checkout).
    // The rest (accounts, garage, model pages, the back office, where staff work at a desk) behave the
    // same and run on the desktop only, keeping CI short.
    { name: 'mobile', testMatch: /(shell|storefront|checkout|filters)\.spec\.ts$/, use: { ...devices['Pixel 7'], launchOptions: chromium } },
  ],
  webServer: {
    // A fresh embedded database each run, with one customer of the old site (through the real
    // importer) and a small demo catalog.
    command: `rm -rf ${DATA_DIR} && tsx tools/import-users/cli.ts tests/e2e/fixtures/old-site-customers.csv && tsx tools/demo-data/seed-cli.ts --if-empty && printf '%s\\n' '${E2E_OWNER.password}' | tsx tools/staff/add-cli.ts --email ${E2E_OWNER.email} --role owner --name 'Teszt Tulajdonos' && tsx server/main.ts`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 600_000,
    reuseExistingServer: false,
    env: { WEB_DIR: process.env.E2E_WEB_DIR ?? 'dist/web', PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, SEED_PRODUCTS: '1500', LOG_LEVEL: 'warn' },
  },
});

import { defineConfig } from 'vitest/config';

const shared = {
  // PGlite boots a WASM Postgres per test file: give it room on a 2-core machine.
  testTimeout: 30_000,
  hookTimeout: 120_000,
  pool: 'forks' as const,
  globalSetup: ['server/test-support/global-setup.ts'],
};

// API tests (*.api.test.ts) run on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set,
// with the outage tests (*.pg.test.ts) that need a server they can lose.
const postgres = process.env.TEST_DATABASE_URL
  ? [{ test: { ...shared, name: 'api-postgres', include: ['server/**/*.api.test.ts', 'server/**/*.pg.test.ts'], env: { TEST_DB_KIND: 'postgres', TEST_DATABASE_URL: process.env.TEST_DATABASE_URL } } }]
  : [];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'unit+api-pglite',
          include: ['contract/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'tools/**/*.test.ts'],
          exclude: ['server/**/*.pg.test.ts'],
          env: { TEST_DB_KIND: 'pglite' },
        },
      },
      ...postgres,
    ],
  },
});

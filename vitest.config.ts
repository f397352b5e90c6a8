import { defineConfig } from 'vitest/config';

const shared = {
  // PGlite boots a WASM Postgres per test file: give it room on a 2-core machine.
  testTimeout: 30_000,
  hookTimeout: 120_000,
  pool: 'forks' as const,
  globalSetup: ['server/test-support/global-setup.ts'],
  // Files share their worker's loaded modules: a fresh module graph per file cost about a second of
  // imports each, half of the whole run. The files below keep a process of their own.
  isolate: false,
  // Vitest's default is one worker fewer than the cores: one on this 2-core machine. The files spend much
  // of their time waiting on databases, spawned processes and timers, so two run side by side: the suite
  // alone took 312 s instead of 459 s (30 Nov 2026).
  maxWorkers: 2,
};

/**
 * Files that need modules loaded for them alone: the browser code's tests stub window, document and
 * localStorage under modules that keep what they read; one file mocks node:crypto; one counts the
 * statements the process has prepared.
 */
const SERVER_OWN_MODULES = ['server/modules/account/account-abuse.api.test.ts', 'server/db/prepared-rows.pg.test.ts'];
const OWN_MODULES = ['web/**/*.test.{ts,tsx}', ...SERVER_OWN_MODULES];

const PGLITE_FILES = ['contract/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'tools/**/*.test.ts'];
const POSTGRES_FILES = ['server/**/*.api.test.ts', 'server/**/*.pg.test.ts'];

// API tests (*.api.test.ts) run on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set,
// with the outage tests (*.pg.test.ts) that need a server they can lose.
const postgresEnv = { TEST_DB_KIND: 'postgres', TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? '' };
const postgres = process.env.TEST_DATABASE_URL
  ? [
      { test: { ...shared, name: 'api-postgres', include: POSTGRES_FILES, exclude: OWN_MODULES, env: postgresEnv } },
      { test: { ...shared, isolate: true, name: 'api-postgres-own-modules', include: SERVER_OWN_MODULES, env: postgresEnv } },
    ]
  : [];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'unit+api-pglite',
          include: PGLITE_FILES,
          exclude: ['server/**/*.pg.test.ts', ...OWN_MODULES],
          env: { TEST_DB_KIND: 'pglite' },
        },
      },
      {
        test: {
          ...shared,
          isolate: true,
          name: 'unit+api-pglite-own-modules',
          include: OWN_MODULES,
          exclude: ['server/**/*.pg.test.ts'],
          env: { TEST_DB_KIND: 'pglite' },
        },
      },
      ...postgres,
    ],
  },
});

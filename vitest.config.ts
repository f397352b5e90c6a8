import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['contract/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'tools/**/*.test.ts'],
    // PGlite boots a WASM Postgres per test file: give it room on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});

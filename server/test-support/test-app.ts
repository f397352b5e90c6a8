import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { csrfTokenFor } from '../http/csrf';
import { createTestDatabase } from './test-db';

export const TEST_SESSION_SECRET = 'test-secret-of-the-api-tests-32-chars-long';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * The whole app on its own database, driven through app.inject: the front door, no network.
 * `extend` may add routes a test needs before the app is sealed.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  extend: (app: FastifyInstance) => void = () => {},
  options: Pick<AppDeps, 'pageRenderer'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  // No built web app or renderer unless a test supplies one: API tests must not depend on `vite build`.
  const config = loadConfig({
    DATA_DIR: path.join(os.tmpdir(), 'shop-test-data'), SESSION_SECRET: TEST_SESSION_SECRET, WEB_DIR: path.join(os.tmpdir(), 'shop-test-no-web'),
    SSR_ENTRY: path.join(os.tmpdir(), 'shop-test-no-ssr.js'), LOG_LEVEL: 'silent', ...env,
  });
  const app = await buildApp({ config, database, logger: false, ...options });
  extend(app);
  await app.ready();
  return {
    app, database, config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Headers and cookie that pass the CSRF check, as a page loaded from the shop would send them. */
export function csrf(visitorId = 'A'.repeat(43)) {
  return { 'x-csrf-token': csrfTokenFor(visitorId, TEST_SESSION_SECRET), 'x-requested-with': 'XMLHttpRequest', cookie: `csrf_token=${visitorId}` };
}

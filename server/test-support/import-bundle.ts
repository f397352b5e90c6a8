import os from 'node:os';
import path from 'node:path';
import type { CatalogBundle } from '../../contract/import-bundle';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import { createServices, type Services } from '../services';

/** The services on a test database, as a command-line program gets them from openServices(). */
export function testServices(db: Db): Services {
  return createServices(db, loadConfig({ DATA_DIR: path.join(os.tmpdir(), 'shop-test-data'), LOG_LEVEL: 'silent' }));
}

/** Writes test records through the real import use cases; fails the test if any record is rejected. */
export async function importBundle(db: Db, bundle: CatalogBundle): Promise<void> {
  const { problems } = await testServices(db).imports.importBundle(bundle);
  if (problems.length) throw new Error(`import rejected records:\n${problems.join('\n')}`);
}

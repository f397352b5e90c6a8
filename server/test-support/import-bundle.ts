import os from 'node:os';
import path from 'node:path';
import type { CatalogBundle } from '../../contract/import-bundle';
import { loadConfig } from '../config';
import type { Database, Db } from '../db/client';
import { categoryTree } from './catalog-fixture';
import { createServices, type Services } from '../services';
import { createTestDatabase } from './test-db';

/** The services on a test database, as a command-line program gets them from openServices(). */
export function testServices(db: Db): Services {
  return createServices(db, loadConfig({ DATA_DIR: path.join(os.tmpdir(), 'shop-test-data'), LOG_LEVEL: 'silent' }));
}

/** Writes test records through the real import use cases; fails the test if any record is rejected. */
export async function importBundle(db: Db, bundle: CatalogBundle): Promise<void> {
  const { problems } = await testServices(db).imports.importBundle(bundle);
  if (problems.length) throw new Error(`import rejected records:\n${problems.join('\n')}`);
}

/** A test database holding the fixture's category tree, with the catalogue service on it. */
export async function catalogTestDatabase(): Promise<{ database: Database; catalog: Services['catalog'] }> {
  const database = await createTestDatabase();
  await importBundle(database.db, { categories: categoryTree() });
  return { database, catalog: testServices(database.db).catalog };
}

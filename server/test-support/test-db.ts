import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client';
import { adminUrl, TEMPLATE_DB } from './postgres-admin';

const quietLog = { error: () => {} };

/**
 * A private, migrated database for one test file: a PGlite loaded from the migrated dump, or a
 * PostgreSQL database copied from the migrated template. Dropped again by close().
 */
export async function createTestDatabase(): Promise<Database> {
  const testDb = inject('testDb');
  if (testDb.kind === 'pglite') {
    const dump = await fs.readFile(testDb.dumpPath);
    return openPglite(null, new Blob([dump]));
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDb.serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  await admin.end();
  const database = openPostgres(adminUrl(testDb.serverUrl, name), quietLog, 10);
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: testDb.serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

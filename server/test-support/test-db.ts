import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client';
import { adminUrl, TEMPLATE_DB } from './postgres-admin';

const quietLog = { error: () => {} };

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new PostgreSQL database copied from the migrated template, and how to drop it again. */
export async function createPostgresTestDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `create database ${name} template ${TEMPLATE_DB}`);
  return { url: adminUrl(serverUrl, name), drop: () => admin(serverUrl, `drop database if exists ${name} with (force)`) };
}

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
  const { url, drop } = await createPostgresTestDatabase(testDb.serverUrl);
  const database = openPostgres(url, quietLog, 10);
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

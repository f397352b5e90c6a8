import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import { adminUrl, TEMPLATE_DB } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; serverUrl: string };
  }
}

/** Migrates once per run; every test file then starts from a copy of that migrated database. */
export default async function setup(project: TestProject) {
  const serverUrl = project.config.env?.TEST_DATABASE_URL;
  if (project.config.env?.TEST_DB_KIND === 'postgres') {
    if (!serverUrl) throw new Error('the postgres test project needs TEST_DATABASE_URL');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const template = openPostgres(adminUrl(serverUrl, TEMPLATE_DB), console, 1);
    await template.migrate();
    await template.close();
    project.provide('testDb', { kind: 'postgres', serverUrl });
    return;
  }
  const db = await openPglite(null);
  await db.migrate();
  const dump = await (db.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client.dumpDataDir('none');
  await db.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-test-'));
  const dumpPath = path.join(dir, 'migrated.tar');
  await fs.writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDb', { kind: 'pglite', dumpPath });
  return () => fs.rm(dir, { recursive: true, force: true });
}

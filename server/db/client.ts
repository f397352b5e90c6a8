import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { ReleasingPool } from './releasing-pool';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type every repo takes: PGlite and node-postgres share it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repos take `Db | Tx` first so a use case can compose them in one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** true when the database answers a trivial query */
  ping(): Promise<boolean>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DbLogger {
  error(obj: unknown, msg?: string): void;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const drizzleConfig = { schema, casing: 'snake_case' } as const;
/** Any number works as long as every instance agrees: it serialises migrations across processes. */
const MIGRATION_LOCK = 7_270_331;

/** The PGlite instance comes along for its owner, which serves it on a socket. */
export async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database & { client: PGlite }> {
  // Loaded only for the embedded database: on PostgreSQL, PGlite's modules would cost 100 ms and 17 MB (decision 0031).
  const [{ PGlite }, { pg_trgm }, { unaccent }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm'), import('@electric-sql/pglite/contrib/unaccent'),
    import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator'),
  ]);
  if (dataDir) await fs.mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { unaccent, pg_trgm },
  });
  const db = drizzlePglite({ client, ...drizzleConfig });
  return {
    client,
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => client.query('select 1').then(() => true, () => false),
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** A connection string, or node-postgres settings (the running shop's Unix socket). */
export type PostgresTarget = string | pg.ClientConfig;

function clientConfig(target: PostgresTarget): pg.ClientConfig {
  return typeof target === 'string' ? { connectionString: target } : target;
}

export function openPostgres(target: PostgresTarget, log: DbLogger, poolSize = 20): Database {
  const pool = new ReleasingPool({ ...clientConfig(target), max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection (database restart) emits on the pool.
  pool.on('error', (err) => log.error({ err }, 'idle PostgreSQL client error'));
  // A checked-out client (a Drizzle transaction) emits on itself, and an 'error' event nobody listens
  // to kills the process. The query in flight fails anyway, so the request answers 503; log and go on.
  pool.on('connect', (client) => client.on('error', (err) => log.error({ err }, 'PostgreSQL connection lost')));
  const db = drizzlePg({ client: pool, ...drizzleConfig });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => pool.query('select 1').then(() => true, () => false),
    migrate: async () => {
      const client = new pg.Client(clientConfig(target));
      client.on('error', (err) => log.error({ err }, 'migration client error'));
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client, ...drizzleConfig }), { migrationsFolder });
      } finally {
        await client.end();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * The configured database. PostgreSQL is shared by design; the embedded one has one owner
 * (see embedded-owner.ts): the server owns it, a program reaches it through the server or owns it.
 */
export async function createDatabase(
  config: { databaseUrl: string | null; dataDir: string },
  log: DbLogger,
  role: 'server' | 'program' = 'program',
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, log);
  const { openEmbedded } = await import('./embedded-owner');
  return openEmbedded(config.dataDir, role, log);
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`, which the shared Db type cannot express. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Drizzle's own way to a named statement: `db.execute` never names one. Both drivers' sessions have it. */
interface NamingDb {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: { prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: false): { execute(): Promise<unknown> } };
}

const statementNames = new Map<string, string>();

/**
 * `queryRows` as a named prepared statement: PostgreSQL parses and plans it once per pooled connection
 * instead of on every call. For the catalogue's hot reads, whose planning took longer than their run
 * (a listing page: 1.7 ms to plan, 0.8 ms to run; decision 0030). Only for statements whose text takes
 * a few shapes, every value a parameter: each shape stays prepared on each connection for its life.
 * The name is derived from the text, so one name never stands for two texts. PGlite ignores the name.
 */
export async function queryPreparedRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const naming = db as unknown as NamingDb;
  const built = naming.dialect.sqlToQuery(query);
  let name = statementNames.get(built.sql);
  if (name === undefined) {
    name = `hot_${createHash('sha1').update(built.sql).digest('hex').slice(0, 20)}`;
    statementNames.set(built.sql, name);
  }
  const result = (await naming.session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}

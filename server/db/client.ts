import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { vacuumTables } from './embedded-vacuum';
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
  /** VACUUM (ANALYZE) of every table, after a bulk load; the embedded database has no autovacuum (embedded-vacuum.ts) */
  vacuum(): Promise<void>;
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
    vacuum: async () => {
      await vacuumTables(client);
    },
    close: () => client.close(),
  };
}

/** A connection string, or node-postgres settings (the running shop's Unix socket). */
export type PostgresTarget = string | pg.ClientConfig;

function clientConfig(target: PostgresTarget): pg.ClientConfig {
  return typeof target === 'string' ? { connectionString: target } : target;
}

function openPool(target: PostgresTarget, log: DbLogger, size: number, onConnect?: (client: pg.ClientBase) => Promise<unknown>): ReleasingPool {
  const pool = new ReleasingPool({ ...clientConfig(target), max: size, connectionTimeoutMillis: 5_000, ...(onConnect ? { onConnect } : {}) });
  // An idle client losing its connection (database restart) emits on the pool.
  pool.on('error', (err) => log.error({ err }, 'idle PostgreSQL client error'));
  // A checked-out client (a Drizzle transaction) emits on itself, and an 'error' event nobody listens
  // to kills the process. The query in flight fails anyway, so the request answers 503; log and go on.
  pool.on('connect', (client) => client.on('error', (err) => log.error({ err }, 'PostgreSQL connection lost')));
  return pool;
}

/** Each Db's companion whose connections keep generic plans (queryGenericPlanRows); none on PGlite. */
const genericPlanDbs = new WeakMap<object, Db>();
/** The Dbs on the embedded database's socket, where queryGenericPlanRows names its statements too. */
const oneSessionDbs = new WeakSet<object>();

/** What sets a connection apart from a PostgreSQL server's own. */
export interface ConnectionOptions {
  /**
   * true for the embedded database's socket: every connection to it is the same PostgreSQL session. There
   * node-postgres's named statements need a slot per connection (sessionSlots), and no connection may keep
   * generic plans by a setting, which would reach every statement of the session.
   */
  oneSession?: boolean;
}

/** node-postgres's record of the named statements its connection's session holds (not in its typings). */
interface ParsedStatements {
  connection: { parsedStatements: Record<string, string> };
}

/**
 * Connections that share one session (the embedded database's socket) must not prepare one name twice.
 * Each open connection holds a slot of its own, and its statement names end with it: one connection's
 * statements never meet another's. A connection that replaces a dropped one takes its slot and learns
 * from the session which of the slot's statements it already holds, so it neither prepares one again
 * nor leaves new copies behind: the session holds at most `slots` copies of each statement.
 */
function sessionSlots(slots: number): (client: pg.ClientBase) => Promise<void> {
  const free = Array.from({ length: slots }, (_, i) => i);
  return async (client) => {
    const slot = free.shift();
    if (slot === undefined) throw new Error('more connections than session slots');
    client.once('end', () => free.push(slot));
    const suffix = `_s${slot}`;
    const held = await client.query<{ name: string; statement: string }>(
      'select name, statement from pg_prepared_statements where starts_with(name, $1) and right(name, length($2)) = $2',
      [`hot_${PROCESS_TAG}_`, suffix]);
    const parsed = (client as unknown as ParsedStatements).connection.parsedStatements;
    for (const row of held.rows) parsed[row.name] = row.statement;
    const query = client.query.bind(client) as (config: unknown, ...rest: unknown[]) => unknown;
    const named = (config: unknown): config is { name: string } => typeof config === 'object' && config !== null
      && typeof (config as { name?: unknown }).name === 'string';
    (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => (
      query(named(config) ? { ...config, name: `${config.name}${suffix}` } : config, ...rest));
  };
}

export function openPostgres(target: PostgresTarget, log: DbLogger, poolSize = 20, { oneSession = false }: ConnectionOptions = {}): Database {
  const pool = openPool(target, log, poolSize, oneSession ? sessionSlots(poolSize) : undefined);
  const db = drizzlePg({ client: pool, ...drizzleConfig }) as unknown as Db;
  // A few connections of their own for the statements that must keep generic plans (decision 0034): the
  // setting holds for a whole session, and on the main pool it would reach every other statement too. Set on
  // each new connection before the pool hands it out, not in the connection string, whose own `options`
  // would override it. Opened only when a search first needs one.
  const genericPool = !oneSession
    ? openPool(target, log, Math.max(2, Math.ceil(poolSize / 2)), (client) => client.query('set plan_cache_mode = force_generic_plan'))
    : null;
  if (genericPool) genericPlanDbs.set(db, drizzlePg({ client: genericPool, ...drizzleConfig }) as unknown as Db);
  if (oneSession) oneSessionDbs.add(db);
  return {
    db,
    kind: 'postgres',
    ping: async () => pool.query('select 1').then(() => true, () => false),
    vacuum: async () => {
      await pool.query('vacuum (analyze)');
    },
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
    close: async () => {
      await Promise.all([pool.end(), genericPool?.end()]);
    },
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
 * Part of every statement name: the embedded database is one session shared by the server and the
 * programs on its socket, where two processes' statements of one text must not meet under one name.
 */
const PROCESS_TAG = randomBytes(4).toString('hex');

/**
 * `queryRows` as a named prepared statement: PostgreSQL parses and plans it once per pooled connection
 * instead of on every call. For the catalogue's hot reads, whose planning took longer than their run
 * (a listing page: 1.7 ms to plan, 0.8 ms to run; decision 0030). Only for statements whose text takes
 * a few shapes, every value a parameter: each shape stays prepared on each connection for its life.
 * The name is derived from the text, so one name never stands for two texts. PGlite called in-process
 * ignores the name; through its socket (the server's own database thread) the name is kept.
 */
export async function queryPreparedRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const naming = db as unknown as NamingDb;
  return runNamed<T>(naming, naming.dialect.sqlToQuery(query));
}

async function runNamed<T>(naming: NamingDb, built: { sql: string; params: unknown[] }): Promise<T[]> {
  let name = statementNames.get(built.sql);
  if (name === undefined) {
    name = `hot_${PROCESS_TAG}_${createHash('sha1').update(built.sql).digest('hex').slice(0, 20)}`;
    statementNames.set(built.sql, name);
  }
  const result = (await naming.session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}

/**
 * A search's generic plan holds about 0.3 MB on each connection that prepared it: past this many texts,
 * further ones (rare combinations of a search's conditions) are planned on every call, still generically.
 */
const MAX_GENERIC_STATEMENTS = 32;
const genericStatements = new Set<string>();

/**
 * `queryPreparedRows` on connections that plan every statement once, generically (decision 0034): for a
 * search, whose custom plans PostgreSQL keeps choosing (its default estimate for a parameter's `@@` costs
 * more than the custom ones), so that planning took 0.7 of its 1.0 ms in the database. Only for statements
 * whose every plan is good without their values: no `like $1`, whose index needs the pattern's text.
 * Through the embedded database's socket (one session, where the setting would reach every statement) it
 * is named on the given handle without forcing generic plans: parsed once, and PostgreSQL's own choice
 * between a custom and the generic plan after five runs (searches 521–547 → 830–841 req/s uncached,
 * decision 0038). In-process PGlite and a transaction run it unnamed, planned for its values.
 */
export async function queryGenericPlanRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const generic = genericPlanDbs.get(db) ?? (oneSessionDbs.has(db) ? db : undefined);
  if (!generic) return queryRows<T>(db, query);
  const naming = generic as unknown as NamingDb;
  const built = naming.dialect.sqlToQuery(query);
  if (!genericStatements.has(built.sql)) {
    if (genericStatements.size >= MAX_GENERIC_STATEMENTS) return queryRows<T>(generic, query);
    genericStatements.add(built.sql);
  }
  return runNamed<T>(naming, built);
}

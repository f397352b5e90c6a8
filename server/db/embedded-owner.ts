import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite, openPostgres, type Database, type DbLogger } from './client';
import { serveBackups } from './embedded-backup';
import { startDatabaseThread } from './embedded-thread';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

/**
 * Where the owning server exposes PGlite. Named as PostgreSQL names its socket, so node-postgres
 * finds it from the directory alone (`host: DATA_DIR, port: 5432`).
 */
const SOCKET_PORT = 5432;
const socketPath = (dataDir: string) => path.join(dataDir, `.s.PGSQL.${SOCKET_PORT}`);
const socketTarget = (dataDir: string) => ({ host: dataDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' });
/** A few programs at a time (an import beside a backup); PGlite runs their statements one by one. */
const SOCKET_CONNECTIONS = 4;
/**
 * A program silent this long is disconnected (and an open transaction of it rolled back), so a hung
 * program cannot hold the shop's queries back for longer.
 */
const PROGRAM_IDLE_MS = 60_000;

export async function own(dataDir: string, socket: string | null): Promise<(Database & { client: PGlite }) | { ownerSocket: string | null; pid: number }> {
  const taken = await acquireDataDirLock(dataDir, socket);
  if ('owner' in taken) return { ownerSocket: taken.owner.socket, pid: taken.owner.pid };
  try {
    const database = await openPglite(path.join(dataDir, 'pglite'));
    return { ...database, close: async () => { await database.close(); await taken.lock.release(); } };
  } catch (error) {
    await taken.lock.release();
    throw error;
  }
}

/**
 * The server's own connections to its database thread. PGlite runs one statement at a time; a second
 * connection keeps the next statement waiting on the thread while the server reads the last one's rows.
 */
const SERVER_CONNECTIONS = 2;

/** The server takes DATA_DIR or refuses, runs the database on a thread of its own and serves it on its socket. */
async function openAsServer(dataDir: string, log: DbLogger): Promise<Database> {
  const socket = socketPath(dataDir);
  const taken = await acquireDataDirLock(dataDir, socket);
  if ('owner' in taken) throw new DataDirLockedError(dataDir, { pid: taken.owner.pid, socket: taken.owner.socket });
  try {
    // We hold the lock, so a socket file left here is a dead owner's.
    await fs.rm(socket, { force: true });
    const thread = await startDatabaseThread({
      pgliteDir: path.join(dataDir, 'pglite'), socket, maxConnections: SERVER_CONNECTIONS + SOCKET_CONNECTIONS, idleTimeout: PROGRAM_IDLE_MS,
    }, log);
    const database = openPostgres(socketTarget(dataDir), log, SERVER_CONNECTIONS, { oneSession: true });
    const stopBackups = serveBackups(dataDir, (out) => thread.ask({ op: 'dump', out }), log);
    return {
      ...database,
      kind: 'pglite',
      migrate: () => thread.ask({ op: 'migrate' }),
      close: async () => {
        stopBackups();
        await database.close();
        await thread.ask({ op: 'close' });
        await taken.lock.release();
      },
    };
  } catch (error) {
    await taken.lock.release();
    throw error;
  }
}

/**
 * A program (import, seeding, backup) connects to the running server's socket as to PostgreSQL, with
 * one connection as PGlite has one; with no server it owns DATA_DIR for its run. The server migrated
 * the database at its start, so through the socket there is nothing to migrate.
 */
async function openAsProgram(dataDir: string, log: DbLogger): Promise<Database> {
  const owned = await own(dataDir, null);
  if ('db' in owned) return owned;
  if (!owned.ownerSocket) throw new DataDirLockedError(dataDir, { pid: owned.pid, socket: null });
  const database = openPostgres(socketTarget(dataDir), log, 1, { oneSession: true });
  return { ...database, kind: 'pglite', migrate: async () => {} };
}

export function openEmbedded(dataDir: string, role: 'server' | 'program', log: DbLogger): Promise<Database> {
  return role === 'server' ? openAsServer(dataDir, log) : openAsProgram(dataDir, log);
}

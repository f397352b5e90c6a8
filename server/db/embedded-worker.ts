import { parentPort, workerData } from 'node:worker_threads';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { openPglite } from './client';
import { writeDump } from './embedded-backup';
import { socketFacingPglite } from './socket-transactions';
import { vacuumNightly } from './embedded-vacuum';

/**
 * The embedded database's own thread (decision 0038): PGlite runs PostgreSQL compiled to WebAssembly on
 * the thread that calls it, so in the server's thread every statement's planning and execution took the
 * core the requests need. Here it has a core of its own, and the server reaches it through the socket
 * every other program uses, as node-postgres reaches PostgreSQL.
 */
export interface EmbeddedWorkerData {
  pgliteDir: string;
  socket: string;
  maxConnections: number;
  idleTimeout: number;
}

/** What the owning thread asks; each is answered with `{ id, error? }`. */
export type EmbeddedAsk = { op: 'migrate' } | { op: 'dump'; out: string } | { op: 'close' };
export type EmbeddedRequest = EmbeddedAsk & { id: number };
/** The first message: the socket is listening, or why the database could not open. */
export type EmbeddedStarted = { started: true } | { started: false; error: string };
/** A failure of the thread's own work (the nightly vacuum), for the server's log. */
export interface EmbeddedFailure { failed: string }

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function serve(port: NonNullable<typeof parentPort>, data: EmbeddedWorkerData): Promise<void> {
  const database = await openPglite(data.pgliteDir);
  const server = new PGLiteSocketServer({
    db: socketFacingPglite(database.client), path: data.socket, maxConnections: data.maxConnections, idleTimeout: data.idleTimeout,
  });
  try {
    await server.start();
  } catch (error) {
    await database.close();
    throw error;
  }
  const stopVacuums = vacuumNightly(database.client, (error) => port.postMessage({ failed: `nightly VACUUM: ${message(error)}` } satisfies EmbeddedFailure));
  const run = async (request: EmbeddedRequest): Promise<void> => {
    if (request.op === 'migrate') return database.migrate();
    if (request.op === 'dump') return writeDump(database.client, request.out);
    stopVacuums();
    await server.stop();
    await database.close();
  };
  port.on('message', (request: EmbeddedRequest) => {
    run(request).then(
      () => port.postMessage({ id: request.id }),
      (error: unknown) => port.postMessage({ id: request.id, error: message(error) }),
    ).finally(() => {
      // Closed, the thread has nothing left to wait for and ends.
      if (request.op === 'close') port.close();
    });
  });
  port.postMessage({ started: true } satisfies EmbeddedStarted);
}

if (parentPort) {
  const port = parentPort;
  serve(port, workerData as EmbeddedWorkerData).catch((error: unknown) => {
    port.postMessage({ started: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies EmbeddedStarted);
  });
}

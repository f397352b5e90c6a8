import { ConfigError, loadConfig, preferProductionBuilds, type Config } from './config';
import { createDatabase, type Database } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { releaseMemoryWhenIdle } from './memory-when-idle';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** A DATA_DIR owned by another process ends the start with the lock's message, touching nothing. */
async function openDatabase(config: Config): Promise<Database> {
  try {
    return await createDatabase(config, { error: (obj, msg) => console.error(msg, obj) }, 'server');
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * A rejected promise nobody awaited is one failed task: logged, the shop serves on. An uncaught
 * exception leaves the process in an unknown state (Node's docs): logged, then exit non-zero so the
 * supervisor (README: systemd, container restart policy) starts a clean one.
 */
function watchUnexpectedErrors(log: { error(obj: object, msg: string): void; fatal(obj: object, msg: string): void }): void {
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled promise rejection'));
  process.on('uncaughtException', (err) => {
    log.fatal({ err }, 'uncaught exception: exiting for a clean restart');
    process.exitCode = 1;
    setTimeout(() => process.exit(1), 100).unref();
  });
}

/** How long a stop waits for requests whose clients have gone; the supervisor's own limit is longer (README: 30 s). */
const STOP_DEADLINE_MS = 10_000;

async function main(): Promise<void> {
  preferProductionBuilds();
  const config = readConfig();
  // Loaded only after preferProductionBuilds (the app's imports load React), and while the database opens:
  // the embedded one starts on a thread of its own (decision 0038), so both take a core.
  const loadingApp = import('./app');
  const database = await openDatabase(config);
  await database.migrate();
  const { buildApp } = await loadingApp;
  const app = await buildApp({ config, database });
  watchUnexpectedErrors(app.log);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Fastify stops accepting and lets open connections finish; requests whose clients have left are
    // still running, so the database closes only once they have answered too (or after the deadline).
    await app.close();
    if (!(await app.drainInFlight(STOP_DEADLINE_MS))) app.log.warn('stopping with requests still running');
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  releaseMemoryWhenIdle();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

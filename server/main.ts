import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createDatabase, type Database } from './db/client';

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

/** A fresh database seeds itself with the demo catalog, so `npm start` shows a whole shop. */
async function seedIfEmpty(database: Database, config: Config): Promise<void> {
  if (config.seedProducts === 0) return;
  const { isCatalogEmpty, seedDemoCatalog } = await import('../tools/demo-data/seed');
  if (!(await isCatalogEmpty(database.db))) return;
  const { progressReporter } = await import('../tools/demo-data/progress');
  const started = Date.now();
  const progress = progressReporter('Demó katalógus betöltése');
  await seedDemoCatalog(database.db, { seed: 1, products: config.seedProducts, onProgress: progress });
  progress.stop();
  console.log(`Demó katalógus kész: ${config.seedProducts} termék, ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main(): Promise<void> {
  const config = readConfig();
  const database = await createDatabase(config, { error: (obj, msg) => console.error(msg, obj) });
  await database.migrate();
  await seedIfEmpty(database, config);
  const app = await buildApp({ config, database });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Fastify stops accepting, lets in-flight requests finish, then the database closes cleanly.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

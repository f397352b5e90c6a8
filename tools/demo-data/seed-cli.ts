/**
 * npm run seed -- [--products N] [--seed S]
 * Writes the demo catalog into the configured database (DATABASE_URL, else PGlite under DATA_DIR).
 * Running it again updates the same records in place: the import upserts by natural keys.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../server/config';
import { createDatabase } from '../../server/db/client';
import { progressReporter } from './progress';
import { seedDemoCatalog } from './seed';

const { values } = parseArgs({
  options: { products: { type: 'string', default: '33000' }, seed: { type: 'string', default: '1' } },
});
const products = Number(values.products);
const seed = Number(values.seed);
if (!Number.isInteger(products) || products < 0 || !Number.isInteger(seed)) {
  console.error('Használat: npm run seed -- --products 33000 --seed 1 (egész számok)');
  process.exit(2);
}

const config = loadConfig();
const database = await createDatabase(config, { error: (obj, msg) => console.error(msg, obj) });
await database.migrate();
const started = Date.now();
const progress = progressReporter('Demó katalógus');
const problems = await seedDemoCatalog(database.db, { seed, products, onProgress: progress });
progress.stop();
for (const problem of problems) console.warn(`kihagyva: ${problem}`);
console.log(`Kész: ${products} termék (seed ${seed}) ${((Date.now() - started) / 1000).toFixed(1)} s alatt, ${database.kind}`);
await database.close();

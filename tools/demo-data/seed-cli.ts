/**
 * npm run seed -- [--products N] [--seed S] [--if-empty]
 * Writes the demo catalog into the configured database (DATABASE_URL, else PGlite under DATA_DIR).
 * Running it again updates the same records in place: the import upserts by natural keys.
 * With --if-empty (what `npm start` runs) it seeds SEED_PRODUCTS products, and only into a catalogue
 * without products, so a fresh clone shows a whole shop and a shop in use is never touched.
 */
import { parseArgs } from 'node:util';
import { openServices, type OpenedServices } from '../../server/services';
import { exitWith } from '../exit-on-error';
import { progressReporter } from './progress';
import { seedDemoCatalog } from './seed';

const { values } = parseArgs({
  options: { products: { type: 'string' }, seed: { type: 'string', default: '1' }, 'if-empty': { type: 'boolean', default: false } },
});
const seed = Number(values.seed);
const requested = values.products === undefined ? undefined : Number(values.products);
if ((requested !== undefined && (!Number.isInteger(requested) || requested < 0)) || !Number.isInteger(seed)) {
  console.error('Használat: npm run seed -- --products 33000 --seed 1 [--if-empty] (egész számok)');
  process.exit(2);
}

async function main(): Promise<number> {
  const opened = await openServices();
  try {
    const products = requested ?? opened.config.seedProducts;
    const skip = values['if-empty'] && (products === 0 || !(await opened.services.catalog.isEmpty()));
    if (!skip) await seedCatalog(opened, products);
    return 0;
  } finally {
    await opened.close();
  }
}

async function seedCatalog(opened: OpenedServices, products: number): Promise<void> {
  const started = Date.now();
  const progress = progressReporter('Demó katalógus');
  const problems = await seedDemoCatalog(opened.services, { seed, products, onProgress: progress });
  progress.stop();
  for (const problem of problems) console.warn(`kihagyva: ${problem}`);
  // The embedded database has no autovacuum: a fresh catalogue gets its statistics and visibility map now.
  await opened.vacuum();
  console.log(`Demó katalógus kész: ${products} termék (seed ${seed}), ${((Date.now() - started) / 1000).toFixed(1)} s, ${opened.databaseKind}`);
}

exitWith(main());

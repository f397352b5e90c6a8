import fs from 'node:fs';
import { openServices } from '../../server/services';
import { exitWith } from '../exit-on-error';

/**
 * `npm run bench:feeds`: how long writing the price-comparison and ads feeds takes on the configured
 * database (DATA_DIR or DATABASE_URL, seeded first, e.g. `DATA_DIR=/tmp/x npm run seed`), and their sizes.
 */
async function main(): Promise<number> {
  const shop = await openServices({ ...process.env, LOG_LEVEL: 'silent' });
  try {
    const { feeds } = shop.services;
    fs.rmSync(`${shop.config.dataDir}/feeds`, { recursive: true, force: true });
    const started = performance.now();
    await feeds.refresh();
    const files = [await feeds.feedFile('arukereso'), await feeds.feedFile('google')];
    const seconds = (performance.now() - started) / 1000;
    const rss = process.memoryUsage().rss / 1024 / 1024;
    console.log(`Feedek megírva ${seconds.toFixed(1)} s alatt (${shop.databaseKind}), RSS ${rss.toFixed(0)} MB:`);
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      const items = (text.match(/<product>|<item>/g) ?? []).length;
      console.log(`  ${file}: ${(text.length / 1024 / 1024).toFixed(1)} MB, ${items} tétel`);
    }
    const again = performance.now();
    await feeds.refresh();
    console.log(`Változatlan katalógus ellenőrzése: ${(performance.now() - again).toFixed(0)} ms`);
    return 0;
  } finally {
    await shop.close();
  }
}

exitWith(main());

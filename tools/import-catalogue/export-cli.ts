import fs from 'node:fs';
import { openServices } from '../../server/services';
import { exitWith } from '../exit-on-error';

/** `npm run export -- termekek.csv|termekek.xlsx`: the whole catalogue in the import's format. */
async function main(): Promise<number> {
  const file = process.argv[2];
  const format = file?.toLowerCase().endsWith('.xlsx') ? 'xlsx' : file?.toLowerCase().endsWith('.csv') ? 'csv' : null;
  if (!file || !format) {
    console.error('Használat: npm run export -- termekek.csv   vagy   npm run export -- termekek.xlsx');
    return 2;
  }
  const opened = await openServices();
  try {
    const started = Date.now();
    const rows = await opened.services.catalogueExport(format, fs.createWriteStream(file));
    console.log(`${file}: ${rows.toLocaleString('hu-HU')} változat, ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return 0;
  } finally {
    await opened.close();
  }
}

exitWith(main());

import fs from 'node:fs/promises';
import { openServices } from '../../server/services';
import { progressReporter } from '../demo-data/progress';
import { importUsers } from './import-users';
import { exitWith } from '../exit-on-error';

/** `npm run import:users -- FILE.csv`: loads the old site's customers into the configured database. */
async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('Használat: npm run import:users -- ugyfelek.csv');
    return 2;
  }
  const csv = await fs.readFile(file, 'utf8');
  const opened = await openServices();
  try {
    const progress = progressReporter('Ügyfelek importja');
    const report = await importUsers(opened.services.account, csv, progress);
    progress.stop();
    for (const row of report.bad) console.error(`${file}:${row.line}: kihagyva: ${row.problem}`);
    console.log(`Kész: ${report.inserted} új, ${report.updated} frissített, ${report.unchanged} változatlan, ${report.bad.length} hibás sor kihagyva.`);
    return 0;
  } finally {
    await opened.close();
  }
}

exitWith(main());

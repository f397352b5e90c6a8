import fs from 'node:fs/promises';
import path from 'node:path';
import { openServices } from '../../server/services';
import { progressReporter } from '../demo-data/progress';
import { exitWith } from '../exit-on-error';
import { summaryLines } from './summary';

const CLI = { staffId: null, email: 'parancssor', ip: null };

/**
 * `npm run import -- FILE` prints the dry run's diff; `--apply` applies it with a progress bar. Works
 * beside a running shop: openServices() goes through the shop's socket when it owns the database.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--'));
  const applying = args.includes('--apply');
  if (!file) {
    console.error('Használat: npm run import -- termekek.csv [--apply]');
    return 2;
  }
  const bytes = await fs.readFile(file);
  const opened = await openServices();
  try {
    const { catalogueImport, importJobs } = opened.services;
    const read = await catalogueImport.read(bytes);
    if (!applying) {
      const report = await catalogueImport.dryRun(read);
      for (const line of summaryLines(report, file)) console.log(line);
      if (!report.fileError) console.log('Próbafuttatás: semmi sem változott. Alkalmazás: npm run import -- FILE --apply');
      return report.fileError ? 1 : 0;
    }
    const progress = progressReporter('Import');
    const job = await importJobs.applyNow(CLI, 'cli', path.basename(file), read, progress);
    progress.stop();
    for (const line of summaryLines(job.applied ?? job.dryRun, file)) console.log(line);
    if (job.error) console.error(job.error);
    else console.log(`Kész (import #${job.id}).`);
    return job.error ? 1 : 0;
  } finally {
    await opened.close();
  }
}

exitWith(main());

import { backupDatabase } from '../../server/services';
import { exitWith } from '../exit-on-error';

/**
 * `npm run backup -- OUT_DIR_OR_FILE`: a consistent copy of the embedded database, taken by the
 * running shop when one runs, else by this program as the owner of DATA_DIR. With DATABASE_URL the
 * database is PostgreSQL's, and pg_dump is the tool (README).
 */
async function main(): Promise<number> {
  const arg = process.argv[2];
  if (!arg) {
    console.error('Használat: npm run backup -- MAPPA_VAGY_FÁJL');
    return 2;
  }
  const result = await backupDatabase(arg);
  if (result.ok) {
    console.log(`Mentés kész: ${result.file}`);
    return 0;
  }
  console.error(result.reason === 'postgres'
    ? 'DATABASE_URL esetén a mentés eszköze a pg_dump (lásd README). / Use pg_dump for PostgreSQL.'
    : `Már létezik: ${result.file}`);
  return 2;
}

exitWith(main());

import fs from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../server/config';
import { requestBackup, writeDump } from '../../server/db/embedded-backup';
import { own } from '../../server/db/embedded-owner';
import { DataDirLockedError } from '../../server/db/data-dir-lock';

/**
 * `npm run backup -- OUT_DIR_OR_FILE`: a consistent copy of the embedded database, taken by the
 * running shop when one runs, else by this program as the owner of DATA_DIR. With DATABASE_URL the
 * database is PostgreSQL's, and pg_dump is the tool (README).
 */
async function target(arg: string): Promise<string> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const isDir = await fs.stat(arg).then((s) => s.isDirectory(), () => false);
  return path.resolve(isDir ? path.join(arg, `motopont-${stamp}.tar.gz`) : arg);
}

async function main(): Promise<number> {
  const arg = process.argv[2];
  if (!arg) {
    console.error('Használat: npm run backup -- MAPPA_VAGY_FÁJL');
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL esetén a mentés eszköze a pg_dump (lásd README). / Use pg_dump for PostgreSQL.');
    return 2;
  }
  const out = await target(arg);
  if (await fs.stat(out).then(() => true, () => false)) {
    console.error(`Már létezik: ${out}`);
    return 2;
  }
  const owned = await own(config.dataDir, null);
  if ('db' in owned) {
    try {
      await writeDump(owned.client, out);
    } finally {
      await owned.close();
    }
  } else {
    if (!owned.ownerSocket) throw new DataDirLockedError(config.dataDir, { pid: owned.pid, socket: null });
    await requestBackup(config.dataDir, owned.pid, out);
  }
  console.log(`Mentés kész: ${out}`);
  return 0;
}

main().then((code) => process.exit(code), (error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});

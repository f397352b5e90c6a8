import fs from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config';
import { requestBackup, writeDump } from './embedded-backup';
import { own } from './embedded-owner';
import { DataDirLockedError } from './data-dir-lock';

export type BackupResult =
  | { ok: true; file: string }
  | { ok: false; reason: 'postgres' | 'exists'; file?: string };

async function target(arg: string): Promise<string> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const isDir = await fs.stat(arg).then((s) => s.isDirectory(), () => false);
  return path.resolve(isDir ? path.join(arg, `motopont-${stamp}.tar.gz`) : arg);
}

/**
 * A consistent copy of the embedded database into a file (or a new file in a folder), taken by the
 * running shop when one runs, else by this process as the owner of DATA_DIR. PostgreSQL's tool is
 * pg_dump. Throws ConfigError or DataDirLockedError (their messages name the problem).
 */
export async function backupDatabase(outPath: string, env?: Record<string, string | undefined>): Promise<BackupResult> {
  const config = loadConfig(env);
  if (config.databaseUrl) return { ok: false, reason: 'postgres' };
  const file = await target(outPath);
  if (await fs.stat(file).then(() => true, () => false)) return { ok: false, reason: 'exists', file };
  const owned = await own(config.dataDir, null);
  if ('db' in owned) {
    try {
      await writeDump(owned.client, file);
    } finally {
      await owned.close();
    }
  } else {
    if (!owned.ownerSocket) throw new DataDirLockedError(config.dataDir, { pid: owned.pid, socket: null });
    await requestBackup(config.dataDir, owned.pid, file);
  }
  return { ok: true, file };
}

import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Backups of the embedded database: PGlite's own `dumpDataDir` (a gzipped tarball of its data
 * directory that `loadDataDir` opens again). Only the owner of DATA_DIR may take it; a program asks a
 * running owner by a request file and SIGUSR2, and the owner writes the copy between two statements,
 * so the copy is consistent.
 */
const REQUEST_PREFIX = 'backup-request-';

export async function writeDump(client: PGlite, out: string): Promise<void> {
  const dump = await client.dumpDataDir('gzip');
  const part = `${out}.part`;
  await fs.writeFile(part, Buffer.from(await dump.arrayBuffer()));
  // Rename: whoever waits for `out` sees the whole file or nothing.
  await fs.rename(part, out);
}

/** The owning server answers backup requests; answers how to stop answering. */
export function serveBackups(dataDir: string, dump: (out: string) => Promise<void>, log: { error(obj: unknown, msg?: string): void }): () => void {
  const onSignal = async () => {
    for (const name of await fs.readdir(dataDir)) {
      if (!name.startsWith(REQUEST_PREFIX)) continue;
      const file = path.join(dataDir, name);
      try {
        const { out } = JSON.parse(await fs.readFile(file, 'utf8')) as { out: string };
        await fs.rm(file, { force: true });
        await dump(out);
      } catch (err) {
        log.error({ err }, 'backup request failed');
      }
    }
  };
  const listener = () => void onSignal();
  process.on('SIGUSR2', listener);
  return () => process.off('SIGUSR2', listener);
}

/** Asks the running owner for a copy at `out` and waits for it. */
export async function requestBackup(dataDir: string, ownerPid: number, out: string, timeoutMs = 300_000): Promise<void> {
  await fs.writeFile(path.join(dataDir, `${REQUEST_PREFIX}${process.pid}.json`), JSON.stringify({ out }));
  process.kill(ownerPid, 'SIGUSR2');
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await fs.stat(out).then(() => true, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`A mentés nem készült el ${timeoutMs / 1000} s alatt. / The backup did not arrive in time.`);
}

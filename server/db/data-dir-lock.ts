import fs from 'node:fs/promises';
import path from 'node:path';

/** Who holds DATA_DIR: written into the lock file so others can find (or outlive) the owner. */
export interface LockOwner {
  pid: number;
  /** the Unix socket the owning server exposes the database on; null for a program without one */
  socket: string | null;
}

export interface DataDirLock {
  release(): Promise<void>;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readOwner(file: string): Promise<LockOwner | null> {
  try {
    const parsed = JSON.parse(await fs.readFile(file, 'utf8')) as LockOwner;
    return Number.isInteger(parsed.pid) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Moves a dead owner's lock out of the way. Another contender may have replaced it by a live lock
 * between our read and the rename; that one is put back (link fails rather than overwrite).
 */
async function moveStaleAside(file: string): Promise<void> {
  const aside = `${file}.stale-${process.pid}`;
  try {
    await fs.rename(file, aside);
  } catch {
    return;
  }
  const moved = await readOwner(aside);
  if (moved && alive(moved.pid)) await fs.link(aside, file).catch(() => {});
  await fs.rm(aside, { force: true });
}

/**
 * Takes `DATA_DIR/pglite.lock` atomically (O_EXCL create) or answers who holds it. A lock left by a
 * dead process is moved aside with rename, which only one contender can win, then taken anew.
 */
export async function acquireDataDirLock(
  dataDir: string,
  socket: string | null,
): Promise<{ lock: DataDirLock } | { owner: LockOwner }> {
  await fs.mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const handle = await fs.open(file, 'wx');
      await handle.writeFile(JSON.stringify({ pid: process.pid, socket } satisfies LockOwner));
      await handle.close();
      return { lock: { release: () => fs.rm(file, { force: true }) } };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = await readOwner(file);
    // An unreadable file is a lock being written right now: look again.
    if (owner && alive(owner.pid)) return { owner };
    if (owner) {
      await moveStaleAside(file);
    } else {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const owner = await readOwner(file);
  if (owner) return { owner };
  throw new Error(`Could not take the lock ${file}`);
}

/** The message of a refused second owner, in the shop's language and for the operator's log. */
export function lockHeldMessage(dataDir: string, owner: LockOwner): string {
  return `A(z) ${dataDir} adatbázisát már egy másik folyamat használja (pid ${owner.pid}); nem indul el még egy. ` +
    `The database in ${dataDir} is already owned by process ${owner.pid}; refusing to open it twice.`;
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, owner: LockOwner) {
    super(lockHeldMessage(dataDir, owner));
    this.name = 'DataDirLockedError';
  }
}

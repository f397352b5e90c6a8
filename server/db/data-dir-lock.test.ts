import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './data-dir-lock';

let dir = '';
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

/** The pid of a process that has certainly ended. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid!;
}

describe('acquireDataDirLock', () => {
  it('gives the lock to one taker and names it, with its socket, to the next', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lock-'));
    const [a, b] = await Promise.all([acquireDataDirLock(dir, '/tmp/a.sock'), acquireDataDirLock(dir, '/tmp/b.sock')]);
    const winners = [a, b].filter((r) => 'lock' in r);
    expect(winners).toHaveLength(1);
    const loser = [a, b].find((r) => 'owner' in r) as { owner: { pid: number; socket: string } };
    expect(loser.owner.pid).toBe(process.pid);
    expect(['/tmp/a.sock', '/tmp/b.sock']).toContain(loser.owner.socket);
    await (winners[0] as { lock: { release(): Promise<void> } }).lock.release();
    expect('lock' in (await acquireDataDirLock(dir, null))).toBe(true);
  });

  it('takes over the lock of a dead process', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lock-'));
    await fs.writeFile(path.join(dir, 'pglite.lock'), JSON.stringify({ pid: deadPid(), socket: null }));
    const taken = await acquireDataDirLock(dir, null);
    expect('lock' in taken).toBe(true);
    expect(JSON.parse(await fs.readFile(path.join(dir, 'pglite.lock'), 'utf8')).pid).toBe(process.pid);
  });
});

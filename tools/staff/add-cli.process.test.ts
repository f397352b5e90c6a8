import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openServices } from '../../server/services';

/** `npm run staff:add` as a process on its own embedded database, the password piped in on stdin. */
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-staff-cli-'));
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

function run(args: string[], stdin: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tools/staff/add-cli.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' }, stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
    child.stdin.end(stdin);
  });
}

describe('npm run staff:add', { timeout: 120_000 }, () => {
  it('creates the first owner with the password from stdin, who can then sign in with it', async () => {
    const res = await run(['--email', 'Tulaj@Example.hu', '--role', 'owner', '--name', 'Kiss Tulajdonos'], 'tulajdonos-jelszo-1\n');
    expect(res.output).toContain('Fiók létrehozva: Tulaj@Example.hu (tulajdonos).');
    expect(res.code).toBe(0);
    const opened = await openServices({ DATA_DIR: dataDir });
    try {
      const { staff } = opened.services;
      const signedIn = await staff.signIn({ email: 'tulaj@example.hu', password: 'tulajdonos-jelszo-1' }, { ip: '127.0.0.1', userAgent: 'teszt' });
      expect(signedIn.staff).toMatchObject({ role: 'owner', name: 'Kiss Tulajdonos' });
    } finally {
      await opened.close();
    }
  });

  it('refuses a taken e-mail and a short password with a Hungarian message and exit code 1', async () => {
    const taken = await run(['--email', 'tulaj@example.hu', '--role', 'staff'], 'masik-hosszu-jelszo\n');
    expect(taken.code).toBe(1);
    expect(taken.output).toContain('Hiba: Ezzel az e-mail címmel már van munkatársi fiók.');
    const short = await run(['--email', 'rovid@example.hu', '--role', 'staff'], 'rovid\n');
    expect(short.code).toBe(1);
    expect(short.output).toContain('A jelszónak legalább 12 karakterből kell állnia.');
  });

  it('explains its usage when the role is missing or unknown, with exit code 2', async () => {
    for (const args of [['--email', 'x@example.hu'], ['--email', 'x@example.hu', '--role', 'admin']]) {
      const res = await run(args, '');
      expect(res.code).toBe(2);
      expect(res.output).toContain('Használat: npm run staff:add');
    }
  });
});

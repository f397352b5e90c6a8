import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The first start seeds 33,000 products: allow for it, but not forever. */
const START_TIMEOUT_MS = 10 * 60_000;
const STOP_TIMEOUT_MS = 15_000;

export interface ShopProcess {
  baseUrl: string;
  /** the server process, for its CPU time in /proc (cpu-per-answer.ts) */
  pid: number | undefined;
  /** the server process's resident memory now and its peak so far, in MB (Linux /proc); null elsewhere */
  memory(): ProcessMemory | null;
  stop(): Promise<void>;
}

export interface ProcessMemory {
  rssMb: number;
  peakRssMb: number;
}

const TICKS_PER_MS = 100 / 1000;

/** utime + stime of a process in ms (Linux /proc); null once it has exited. */
export function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS;
  } catch {
    return null;
  }
}

/** VmRSS and VmHWM (the peak) of /proc/PID/status: what the operating system holds for the process. */
export function processMemory(pid: number | undefined): ProcessMemory | null {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024 };
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

const SERVER_BUILD = 'dist-server/main.js';

/**
 * Starts the server as `npm start` does, from its build (`node dist-server/main.js`, decision 0031), as
 * its own process on loopback with the given environment, and waits for /healthz.
 */
export async function startShop(port: number, env: Record<string, string>, dir = root): Promise<ShopProcess> {
  if (!existsSync(path.join(dir, SERVER_BUILD))) throw new Error(`${path.join(dir, SERVER_BUILD)} is missing: run \`npm run build\` first`);
  const shopEnv = { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', SEED_PRODUCTS: '33000', ...env };
  // As `npm start`: the demo catalogue into an empty database first, then the server.
  const seeding = spawn(process.execPath, ['dist-server/seed-cli.js', '--if-empty'], { cwd: dir, env: shopEnv, stdio: ['ignore', 'inherit', 'inherit'] });
  const seeded = await new Promise<number | null>((resolve) => seeding.once('exit', resolve));
  if (seeded !== 0) throw new Error(`seeding the demo catalogue failed with code ${seeded}`);
  return serve(port, ['--enable-source-maps', SERVER_BUILD], shopEnv, dir);
}

/** The bare Fastify yardstick (bare-fastify.ts) as its own process. */
export function startBareFastify(port: number): Promise<ShopProcess> {
  return serve(port, ['--import', 'tsx', 'tools/bench/bare-fastify.ts', String(port)], process.env);
}

/** `args`: node's arguments, the script's and its own. */
async function serve(port: number, args: string[], env: NodeJS.ProcessEnv, dir = root): Promise<ShopProcess> {
  const baseUrl = `http://127.0.0.1:${port}`;
  if (await healthy(baseUrl)) throw new Error(`port ${port} is already serving; set BENCH_PORT to a free port`);
  const script = args.find((arg) => /\.[jt]s$/.test(arg)) ?? args[0];
  const child = spawn(process.execPath, args, { cwd: dir, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with code ${code} before it was ready`)));
  });
  const ready = (async () => {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (await healthy(baseUrl)) return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`${script} did not answer /healthz within ${START_TIMEOUT_MS / 1000} s`);
  })();
  try {
    await Promise.race([ready, exited]);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  exited.catch(() => {});
  return { baseUrl, pid: child.pid, memory: () => processMemory(child.pid), stop: () => stopChild(child) };
}

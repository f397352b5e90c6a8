import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The first start seeds 33,000 products: allow for it, but not forever. */
const START_TIMEOUT_MS = 10 * 60_000;
const STOP_TIMEOUT_MS = 15_000;

export interface ShopProcess {
  baseUrl: string;
  stop(): Promise<void>;
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

/** Starts `server/main.ts` as its own process on loopback with the given environment and waits for /healthz. */
export async function startShop(port: number, env: Record<string, string>): Promise<ShopProcess> {
  const shopEnv = { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', SEED_PRODUCTS: '33000', ...env };
  // As `npm start`: the demo catalogue into an empty database first, then the server.
  const seeding = spawn(process.execPath, ['--import', 'tsx', 'tools/demo-data/seed-cli.ts', '--if-empty'], { cwd: root, env: shopEnv, stdio: ['ignore', 'inherit', 'inherit'] });
  const seeded = await new Promise<number | null>((resolve) => seeding.once('exit', resolve));
  if (seeded !== 0) throw new Error(`seeding the demo catalogue failed with code ${seeded}`);
  return serve(port, ['server/main.ts'], shopEnv);
}

/** The bare Fastify yardstick (bare-fastify.ts) as its own process. */
export function startBareFastify(port: number): Promise<ShopProcess> {
  return serve(port, ['tools/bench/bare-fastify.ts', String(port)], process.env);
}

async function serve(port: number, args: string[], env: NodeJS.ProcessEnv): Promise<ShopProcess> {
  const baseUrl = `http://127.0.0.1:${port}`;
  if (await healthy(baseUrl)) throw new Error(`port ${port} is already serving; set BENCH_PORT to a free port`);
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code) => reject(new Error(`${args[0]} exited with code ${code} before it was ready`)));
  });
  const ready = (async () => {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (await healthy(baseUrl)) return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`${args[0]} did not answer /healthz within ${START_TIMEOUT_MS / 1000} s`);
  })();
  try {
    await Promise.race([ready, exited]);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  exited.catch(() => {});
  return { baseUrl, stop: () => stopChild(child) };
}

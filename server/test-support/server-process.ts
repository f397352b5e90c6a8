import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export interface NodeProcess {
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
  exit: Promise<number | null>;
}

/**
 * A Node.js process of the shop (server, seeder, importer) whose output is kept for the test's messages.
 * Its environment is `env` alone: a variable of the shell running the tests (a developer's DATABASE_URL,
 * say) would otherwise reach the process under test.
 */
export function runNode(args: string[], env: Record<string, string>): NodeProcess {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

/**
 * A port nobody listens on now, chosen by the OS. A random port in the ephemeral range could be one
 * that another test's server (listening on port 0) holds, and the server under test then died with
 * EADDRINUSE while the test waited for it.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Waits until `base`/healthz answers 200. A process that exits first fails the wait at once with its
 * output; a slow start on a loaded CI machine gets two minutes, and the failure shows what it printed.
 */
export async function waitForHealth(base: string, server: NodeProcess, timeoutMs = 120_000): Promise<void> {
  let exited: number | null | undefined;
  void server.exit.then((code) => (exited = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited !== undefined) throw new Error(`the server exited with ${exited} before it was healthy:\n${server.output()}`);
    if (await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5_000) }).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server was not healthy after ${timeoutMs / 1000} s:\n${server.output()}`);
}

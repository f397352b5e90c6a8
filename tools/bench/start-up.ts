/**
 * `npm run bench:start [-- --tsx] [-- --runs N]`: how long a restart takes, from spawning the server
 * to its port accepting a connection, on the database the environment names (DATABASE_URL, else the
 * embedded one in DATA_DIR; seeded and migrated already, as a restart finds it), and its resident
 * memory at that moment. The build as `npm start` runs it (`node dist-server/main.js`), or with
 * `--tsx` the sources through tsx as before decision 0031. Port BENCH_PORT (default 3190).
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import { parseArgs } from 'node:util';
import { median } from './report';
import { processMemory } from './shop-process';

const { values } = parseArgs({ options: { tsx: { type: 'boolean', default: false }, runs: { type: 'string', default: '5' } } });
const port = Number(process.env.BENCH_PORT ?? 3190);
const args = values.tsx ? ['--import', 'tsx', 'server/main.ts'] : ['--enable-source-maps', 'dist-server/main.js'];

function accepts(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
  });
}

async function once(): Promise<{ ms: number; rssMb: number }> {
  if (await accepts()) throw new Error(`port ${port} is already taken; set BENCH_PORT`);
  const started = performance.now();
  const child = spawn(process.execPath, args, { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    while (!(await accepts())) {
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    return { ms: performance.now() - started, rssMb: processMemory(child.pid)?.rssMb ?? NaN };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function main(): Promise<void> {
  const results: { ms: number; rssMb: number }[] = [];
  for (let i = 0; i < Number(values.runs); i++) {
    const result = await once();
    console.log(`${args.join(' ')}: listening after ${Math.round(result.ms)} ms, RSS ${Math.round(result.rssMb)} MB`);
    results.push(result);
  }
  console.log(`median of ${results.length}: ${Math.round(median(results.map((r) => r.ms)))} ms`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

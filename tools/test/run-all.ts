/**
 * `npm test`: every runner (type check, lint, Vitest, Playwright), each run even when another one
 * failed, then ONE closing line totalling them all — the line CI reads. Type check, lint and the web
 * build run side by side, then Vitest and Playwright: both spend much of their time waiting (on
 * spawned shops, the browser, timers), so together they take little longer than the slower alone.
 * Each runner's output goes to reports/<runner>.log and is printed whole when it ends.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { notableTests, readJson } from './notable-tests';

interface Tally { passed: number; failed: number; skipped: number }

// Not test-results/: Playwright empties that folder when it starts.
const RESULTS = 'reports';
fs.mkdirSync(RESULTS, { recursive: true });

async function run(name: string, command: string, args: string[]): Promise<boolean> {
  const log = `${RESULTS}/${name}.log`;
  const out = fs.openSync(log, 'w');
  const started = Date.now();
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', out, out], env: process.env });
    child.once('error', () => resolve(null));
    child.once('exit', resolve);
  });
  fs.closeSync(out);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`\n===== ${name}: $ ${command} ${args.join(' ')} (exit ${code}, ${seconds} s) =====`);
  process.stdout.write(fs.readFileSync(log, 'utf8'));
  return code === 0;
}

function vitestTally(ok: boolean): Tally {
  const r = readJson(`${RESULTS}/vitest.json`) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number } | null;
  if (!r) return { passed: 0, failed: 1, skipped: 0 };
  // A suite that fails to load has no failed test but fails the run: count it.
  const failed = r.numFailedTests + (ok || r.numFailedTests > 0 ? 0 : 1);
  return { passed: r.numPassedTests, failed, skipped: r.numPendingTests + r.numTodoTests };
}

function playwrightTally(ok: boolean): Tally {
  const r = readJson(`${RESULTS}/playwright.json`) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } } | null;
  if (!r) return { passed: 0, failed: 1, skipped: 0 };
  const failed = r.stats.unexpected + (ok || r.stats.unexpected > 0 ? 0 : 1);
  return { passed: r.stats.expected + r.stats.flaky, failed, skipped: r.stats.skipped };
}

for (const file of ['vitest.json', 'playwright.json']) fs.rmSync(`${RESULTS}/${file}`, { force: true });

const [typesOk, lintOk, buildOk] = await Promise.all([
  run('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  run('lint', 'npm', ['run', '--silent', 'lint']),
  run('build', 'npx', ['vite', 'build']),
]);
const [vitestOk, e2eOk] = await Promise.all([
  run('vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS}/vitest.json`]),
  buildOk ? run('playwright', 'npx', ['playwright', 'test']) : Promise.resolve(false),
]);

const tallies = [
  { passed: typesOk ? 1 : 0, failed: typesOk ? 0 : 1, skipped: 0 },
  { passed: lintOk ? 1 : 0, failed: lintOk ? 0 : 1, skipped: 0 },
  vitestTally(vitestOk),
  buildOk ? playwrightTally(e2eOk) : { passed: 0, failed: 1, skipped: 0 },
];
const total = tallies.reduce((a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped }));
// The runners' whole logs come first; CI may keep only the end of the output, so name what failed here.
const notable = notableTests(RESULTS);
if (!typesOk) notable.unshift('failed: type check (reports/typecheck.log)');
if (!lintOk) notable.unshift('failed: lint (reports/lint.log)');
if (notable.length > 0) console.log(`\n${notable.join('\n')}`);
console.log(`\n(type check and lint count as one test each; a runner that could not run counts as one failure)`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed === 0 ? 0 : 1);

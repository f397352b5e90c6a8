/**
 * `npm test`: every runner in turn (type check, lint, Vitest, Playwright), each run even when an earlier
 * one failed, then ONE closing line totalling them all — the line CI reads.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

interface Tally { passed: number; failed: number; skipped: number }

// Not test-results/: Playwright empties that folder when it starts.
const RESULTS = 'reports';
fs.mkdirSync(RESULTS, { recursive: true });

function run(command: string, args: string[]): boolean {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env: process.env }).status === 0;
}

function readJson(file: string): Record<string, unknown> | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
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

const typesOk = run('npm', ['run', '--silent', 'typecheck']);
const lintOk = run('npm', ['run', '--silent', 'lint']);
const vitestOk = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS}/vitest.json`]);
const buildOk = run('npx', ['vite', 'build']);
const e2eOk = buildOk && run('npx', ['playwright', 'test']);

const tallies = [
  { passed: typesOk ? 1 : 0, failed: typesOk ? 0 : 1, skipped: 0 },
  { passed: lintOk ? 1 : 0, failed: lintOk ? 0 : 1, skipped: 0 },
  vitestTally(vitestOk),
  buildOk ? playwrightTally(e2eOk) : { passed: 0, failed: 1, skipped: 0 },
];
const total = tallies.reduce((a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped }));
console.log(`\n(type check and lint count as one test each; a runner that could not run counts as one failure)`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed === 0 ? 0 : 1);

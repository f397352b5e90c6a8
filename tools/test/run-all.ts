/**
 * `npm test`: every runner (type check, lint, Vitest, Playwright), each run even when another one
 * failed, then ONE closing line totalling them all — the line CI reads. Type check, lint and the web
 * build run side by side, then Vitest and Playwright: both spend much of their time waiting (on
 * spawned shops, the browser, timers), so together they take little longer than the slower alone.
 * Each runner's output goes to reports/<runner>.log and is printed whole when it ends.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

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

function failedVitestTests(): string[] {
  const r = readJson(`${RESULTS}/vitest.json`) as { testResults?: { name: string; status: string; assertionResults: { fullName: string; status: string }[] }[] } | null;
  return (r?.testResults ?? []).flatMap((file) => {
    const where = path.relative(process.cwd(), file.name);
    const failed = file.assertionResults.filter((t) => t.status === 'failed').map((t) => `failed: vitest ${where} › ${t.fullName}`);
    return failed.length === 0 && file.status === 'failed' ? [`failed: vitest ${where} (the file did not run)`] : failed;
  });
}

interface PlaywrightSuite { title: string; file?: string; specs?: { title: string; file: string; line: number; tests: { projectName: string; status: string }[] }[]; suites?: PlaywrightSuite[] }

/** Failed and flaky (passed on a retry) browser tests: a flaky one counts as passed but is named, to be fixed. */
function notablePlaywrightTests(): string[] {
  const r = readJson(`${RESULTS}/playwright.json`) as { suites?: PlaywrightSuite[] } | null;
  const walk = (suite: PlaywrightSuite): string[] => [
    ...(suite.specs ?? []).flatMap((spec) => spec.tests
      .filter((t) => t.status === 'unexpected' || t.status === 'flaky')
      .map((t) => `${t.status === 'flaky' ? 'flaky (passed on retry)' : 'failed'}: playwright [${t.projectName}] ${spec.file}:${spec.line} › ${spec.title}`)),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return (r?.suites ?? []).flatMap(walk);
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
const notable = [...failedVitestTests(), ...notablePlaywrightTests()];
if (!typesOk) notable.unshift('failed: type check (reports/typecheck.log)');
if (!lintOk) notable.unshift('failed: lint (reports/lint.log)');
if (notable.length > 0) console.log(`\n${notable.join('\n')}`);
console.log(`\n(type check and lint count as one test each; a runner that could not run counts as one failure)`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed === 0 ? 0 : 1);

/**
 * What `npm test` names before its total: the failed tests of both runners and the browser tests that
 * passed only on their retry, read from the runners' JSON reports in `results`.
 */
import fs from 'node:fs';
import path from 'node:path';

export function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function failedVitestTests(results: string): string[] {
  const r = readJson(`${results}/vitest.json`) as { testResults?: { name: string; status: string; assertionResults: { fullName: string; status: string }[] }[] } | null;
  return (r?.testResults ?? []).flatMap((file) => {
    const where = path.relative(process.cwd(), file.name);
    const failed = file.assertionResults.filter((t) => t.status === 'failed').map((t) => `failed: vitest ${where} › ${t.fullName}`);
    return failed.length === 0 && file.status === 'failed' ? [`failed: vitest ${where} (the file did not run)`] : failed;
  });
}

interface PlaywrightSuite { title: string; file?: string; specs?: { title: string; file: string; line: number; tests: { projectName: string; status: string }[] }[]; suites?: PlaywrightSuite[] }

/** Failed and flaky (passed on a retry) browser tests: a flaky one counts as passed but is named, to be fixed. */
function notablePlaywrightTests(results: string): string[] {
  const r = readJson(`${results}/playwright.json`) as { suites?: PlaywrightSuite[] } | null;
  const walk = (suite: PlaywrightSuite): string[] => [
    ...(suite.specs ?? []).flatMap((spec) => spec.tests
      .filter((t) => t.status === 'unexpected' || t.status === 'flaky')
      .map((t) => `${t.status === 'flaky' ? 'flaky (passed on retry)' : 'failed'}: playwright [${t.projectName}] ${spec.file}:${spec.line} › ${spec.title}`)),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return (r?.suites ?? []).flatMap(walk);
}

export function notableTests(results: string): string[] {
  return [...failedVitestTests(results), ...notablePlaywrightTests(results)];
}

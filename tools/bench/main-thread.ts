/**
 * `npm run bench:main-thread`: what holds a phone's main thread after a page arrives, by a Chromium trace
 * rather than Lighthouse's score (whose run-to-run spread on a shared machine hides changes of 50–100 ms).
 * Starts the shop as `npm run lighthouse` does (BENCH_PORT, BENCH_DATA_DIR), loads each page type RUNS times
 * (default 7) in a fresh context, 412 px wide, CPU slowed 4× (Lighthouse's mobile factor), and prints the
 * medians of: the entry's module evaluation, the number of tasks that ran the app's code, and their blocking
 * time (each task's time beyond 50 ms, as Lighthouse counts it) and longest task, and the blocking time of
 * every script task, the evaluation's included. Decision 0047.
 */
import path from 'node:path';
import { chromium, type CDPSession } from '@playwright/test';
import { storefrontPages } from './page-types';
import { median } from './report';
import { startShop } from './shop-process';

const port = Number(process.env.BENCH_PORT ?? 3190);
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? 'data/bench');
const runs = Number(process.env.RUNS ?? 7);
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

interface TraceEvent { name: string; ts: number; dur?: number; pid: number; tid: number }
interface Load { evaluationMs: number; appTasks: number; blockingMs: number; longestMs: number; scriptBlockingMs: number }

async function trace(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute', transferMode: 'ReportEvents' });
  await load();
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

/** The page's tasks split into the module evaluation and the tasks that call the app's functions. */
function measureLoad(events: TraceEvent[]): Load {
  const inside = (task: TraceEvent, name: string) => events
    .filter((e) => e.name === name && e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts <= task.ts + (task.dur ?? 0))
    .reduce((sum, e) => sum + (e.dur ?? 0), 0);
  let evaluation = 0;
  const evaluationTasks: number[] = [];
  const appTasks: number[] = [];
  for (const task of events.filter((e) => e.name === 'RunTask')) {
    const evaluating = inside(task, 'v8.evaluateModule');
    const calling = inside(task, 'FunctionCall');
    if (evaluating > 1000 && evaluating >= calling) {
      evaluation = Math.max(evaluation, evaluating);
      evaluationTasks.push((task.dur ?? 0) / 1000);
    } else if (calling > 1000) appTasks.push((task.dur ?? 0) / 1000);
  }
  const blocking = (tasks: number[]) => tasks.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0);
  return {
    evaluationMs: evaluation / 1000,
    appTasks: appTasks.length,
    blockingMs: blocking(appTasks),
    longestMs: Math.max(0, ...appTasks),
    scriptBlockingMs: blocking([...evaluationTasks, ...appTasks]),
  };
}

async function main(): Promise<void> {
  const shop = await startShop(port, { DATA_DIR: dataDir, DATABASE_URL: '' });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const rows = ['| page | module evaluation | app tasks | blocking in app tasks | longest app task | blocking in all script tasks |', '|---|---|---|---|---|---|'];
    for (const [name, pagePath] of await storefrontPages(shop.baseUrl)) {
      const loads: Load[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        loads.push(measureLoad(await trace(cdp, async () => {
          await page.goto(`${shop.baseUrl}${pagePath}`, { waitUntil: 'load' });
          // The scripts are asked for after the first paint and hydrate after they arrive (decision 0042).
          await page.waitForTimeout(2500);
        })));
        await context.close();
      }
      const ms = (key: keyof Load) => `${median(loads.map((l) => l[key])).toFixed(0)} ms`;
      rows.push(`| ${name} | ${ms('evaluationMs')} | ${median(loads.map((l) => l.appTasks))} | ${ms('blockingMs')} | ${ms('longestMs')} | ${ms('scriptBlockingMs')} |`);
    }
    console.log(`\n${rows.join('\n')}\n\nmedians of ${runs} loads, CPU ${CPU_SLOWDOWN}× slower, 412 px wide`);
  } finally {
    await browser.close();
    await shop.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

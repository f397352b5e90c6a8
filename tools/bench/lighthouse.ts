/**
 * `npm run lighthouse`: starts the shop on the demo catalog (as `npm run bench` does, reusing its
 * data) and audits the home page, a category listing, a search, a product and a content page with
 * Lighthouse's mobile defaults (throttled 4G, mid-range phone) in Debian's Chromium, RUNS times each
 * (default 3). Prints one row per page with the median of each score and metric, the machine's
 * load average before and after, since a busy machine lowers the performance score, and the audits
 * that kept accessibility, best practices or SEO below 100 (these do not depend on the load), and each
 * page's largest-paint element (what to make paint earlier).
 */
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { storefrontPages } from './page-types';
import { median } from './report';
import { startShop } from './shop-process';

const port = Number(process.env.BENCH_PORT ?? 3190);
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? 'data/bench');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const runs = Number(process.env.RUNS ?? 3);
const loadAverage = () => os.loadavg().map((load) => load.toFixed(2)).join(' ');

/** The largest contentful paint's element as Lighthouse saw it (its markup's start), for telling what paints late. */
function lcpElement(lhr: Result): string {
  const tables = (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined)?.items ?? [];
  const snippet = tables.flatMap((table) => table.items ?? []).find((item) => item.node?.snippet)?.node?.snippet;
  return snippet ? snippet.slice(0, 120) : 'not reported';
}

/** The failed audits of every category but performance, as `category: audit id (title)`, or the run's error. */
function findings(lhr: Result): string[] {
  // A failed run (the page did not paint in time, say) scores 0: say so rather than show a bare 0.
  if (lhr.runtimeError) return [`run failed: ${lhr.runtimeError.code} (${lhr.runtimeError.message})`];
  return CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id} (${lhr.audits[ref.id]?.title ?? ''})`));
}

/**
 * One Lighthouse run, tried again (up to ATTEMPTS times) when Lighthouse itself failed to record it
 * (NO_NAVSTART and the like on a busy machine): such a run has no scores, only zeros.
 */
const ATTEMPTS = 3;
async function audit(url: string, port: number): Promise<Result> {
  let lhr: Result | undefined;
  for (let attempt = 0; attempt < ATTEMPTS && (!lhr || lhr.runtimeError); attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    lhr = result.lhr;
  }
  return lhr!;
}

async function main(): Promise<void> {
  const shop = await startShop(port, { DATA_DIR: dataDir, DATABASE_URL: '' });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const rows: string[] = ['| page | path | performance | accessibility | best practices | SEO | LCP | TBT | CLS |', '|---|---|---|---|---|---|---|---|---|'];
    const failed = new Map<string, Set<string>>();
    const largest: string[] = [];
    const before = loadAverage();
    for (const [name, pagePath] of await storefrontPages(shop.baseUrl)) {
      const results: Result[] = [];
      for (let run = 0; run < runs; run++) {
        const lhr = await audit(`${shop.baseUrl}${pagePath}`, chrome.port);
        results.push(lhr);
        for (const finding of findings(lhr)) failed.set(finding, (failed.get(finding) ?? new Set()).add(name));
      }
      const score = (k: string) => String(Math.round(median(results.map((lhr) => lhr.categories[k]?.score ?? 0)) * 100));
      const metric = (k: string, unit: string, digits: number) =>
        `${median(results.map((lhr) => lhr.audits[k]?.numericValue ?? 0)).toFixed(digits)}${unit}`;
      const lcp = `${(median(results.map((lhr) => lhr.audits['largest-contentful-paint']?.numericValue ?? 0)) / 1000).toFixed(1)} s`;
      largest.push(`- ${name}: largest paint ${[...new Set(results.map(lcpElement))].join(' or ')}`);
      rows.push(`| ${name} | ${pagePath.slice(0, 40)} | ${CATEGORIES.map(score).join(' | ')} | ${lcp} | ${metric('total-blocking-time', ' ms', 0)} | ${metric('cumulative-layout-shift', '', 3)} |`);
    }
    rows.push('', `median of ${runs} runs per page; load average (1, 5, 15 min) before: ${before}, after: ${loadAverage()}; ${os.cpus().length} CPUs`);
    rows.push(...largest);
    for (const [finding, pages] of failed) rows.push(`- ${finding}: ${[...pages].join(', ')}`);
    console.log(`\n${rows.join('\n')}\n`);
  } finally {
    await chrome.kill();
    await shop.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

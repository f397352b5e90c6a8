/**
 * `npm run lighthouse`: starts the shop on the demo catalog (as `npm run bench` does, reusing its
 * data) and audits the home page, a category listing, a product and a content page with Lighthouse's
 * mobile defaults (throttled 4G, mid-range phone) in Debian's Chromium. Prints one row per page.
 */
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startShop } from './shop-process';

const port = Number(process.env.BENCH_PORT ?? 3190);
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? 'data/bench');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function pagesToAudit(baseUrl: string): Promise<[string, string][]> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const product = paths.find((p) => p.startsWith('/termek/'));
  const category = paths.find((p) => /^\/[a-z0-9-]+\/[a-z0-9-]+\/$/.test(p));
  if (!product || !category) throw new Error('the sitemap lists no product or category');
  return [['home', '/'], ['listing', category], ['product', product], ['content', '/o/kontakt']];
}

async function main(): Promise<void> {
  const shop = await startShop(port, { DATA_DIR: dataDir, DATABASE_URL: '' });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const rows: string[] = ['| page | path | performance | accessibility | best practices | SEO | LCP | TBT | CLS |', '|---|---|---|---|---|---|---|---|---|'];
    for (const [name, pagePath] of await pagesToAudit(shop.baseUrl)) {
      const result = await lighthouse(`${shop.baseUrl}${pagePath}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`);
      const { categories, audits } = result.lhr;
      const score = (k: string) => String(Math.round((categories[k]?.score ?? 0) * 100));
      const value = (k: string) => audits[k]?.displayValue ?? '-';
      rows.push(`| ${name} | ${pagePath.slice(0, 40)} | ${CATEGORIES.map(score).join(' | ')} | ${value('largest-contentful-paint')} | ${value('total-blocking-time')} | ${value('cumulative-layout-shift')} |`);
    }
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

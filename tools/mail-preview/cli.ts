/**
 * `npm run mail:preview -- [outbox dir]`: renders the newest order confirmation and withdrawal
 * acknowledgement of an outbox (the .eml files the server writes without SMTP_URL, default
 * reports/e2e-data-3111/outbox) in Chromium, as a desktop client (640 px) and a narrow phone client
 * (360 px) show them, to reports/mail-<kind>-<width>.png, so a person can look at them.
 */
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import PostalMime from 'postal-mime';
import { exitWith } from '../exit-on-error';

const KINDS = [
  { name: 'confirmation', subject: /^Rendelés/ },
  { name: 'withdrawal', subject: /^Elállás visszaigazolása/ },
] as const;
const WIDTHS = [640, 360];

async function newestMails(dir: string): Promise<Map<string, string>> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.eml')).sort().reverse();
  const found = new Map<string, string>();
  for (const file of files) {
    const mail = await PostalMime.parse(await readFile(path.join(dir, file)));
    const kind = KINDS.find((k) => k.subject.test(mail.subject ?? '') && !found.has(k.name));
    if (kind && mail.html) found.set(kind.name, mail.html);
    if (found.size === KINDS.length) break;
  }
  return found;
}

async function main(): Promise<number> {
  const dir = process.argv[2] ?? 'reports/e2e-data-3111/outbox';
  const mails = await newestMails(dir);
  if (mails.size === 0) throw new Error(`no order confirmation or withdrawal mail in ${dir}`);
  await mkdir('reports', { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const [kind, html] of mails) {
      await writeFile(`reports/mail-${kind}.html`, html);
      for (const width of WIDTHS) {
        // No network: a mail client shows the mail as sent, without the shop's pages around it.
        const page = await browser.newPage({ viewport: { width, height: 800 }, javaScriptEnabled: false });
        await page.route('**/*', (route) => route.abort());
        await page.setContent(html);
        const out = `reports/mail-${kind}-${width}.png`;
        await page.screenshot({ path: out, fullPage: true });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        console.log(`${out}${overflow > 0 ? ` (${overflow} px wider than the window: the reader must scroll sideways)` : ''}`);
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
  for (const { name } of KINDS) if (!mails.has(name)) console.warn(`no ${name} mail in ${dir}`);
  return 0;
}

exitWith(main());

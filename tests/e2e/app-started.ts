import { test as base, type BrowserContext, type Page } from '@playwright/test';

/**
 * A browser test acts as soon as a page's load event has fired. A rendered page asks for its script
 * only after its first paint (decision 0042), and headless Chromium often paints after `load`, so a
 * click made at once could land on server HTML whose script had not run yet, and be lost. After every
 * full navigation, tests wait until the app has started: React is attached to #root, which it is once
 * the page's chunks are there too (main.tsx), so a click from then on is React's. A test that means to
 * act before (`waitUntil: 'commit'`) is left alone; so are a page that is not the app (no loader) and
 * the pages of a test that turned JavaScript off.
 */
async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('script[data-entry]') === null
    || Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
}

/** Contexts of tests with `javaScriptEnabled: false`, whose pages never start the app. */
const withoutScripts = new WeakSet<BrowserContext>();

type Navigation = (this: Page, ...args: unknown[]) => Promise<unknown>;
const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const;

/** Every page of the worker, those tests open themselves included: the methods of Playwright's page class. */
function waitForAppAfterNavigations(pageClass: Record<string, Navigation>): void {
  for (const name of NAVIGATIONS) {
    const navigate = pageClass[name]!;
    pageClass[name] = async function (this: Page, ...args: unknown[]) {
      const response = await navigate.apply(this, args);
      const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === 'object' && arg !== null);
      if (options?.waitUntil !== 'commit' && !withoutScripts.has(this.context())) await appStarted(this);
      return response;
    };
  }
}

export const test = base.extend<{ scriptsOffNoted: void }, { appStartedAfterNavigations: void }>({
  scriptsOffNoted: [async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) withoutScripts.add(context);
    await use();
  }, { auto: true }],
  appStartedAfterNavigations: [async ({ browser }, use) => {
    const page = await browser.newPage();
    waitForAppAfterNavigations(Object.getPrototypeOf(page) as Record<string, Navigation>);
    await page.close();
    await use();
  }, { scope: 'worker', auto: true }],
});

import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './app-started';
import { addFromProductPage, inStockVariant } from './order-helpers';
import { dismissPopupUpFront, expectPriceOrder, productWithVariants } from './storefront-helpers';

/**
 * The data calls a page makes (the popup's included: it comes with the page, and whether this visitor
 * dismissed it is its cookie's and storage's); a listing's filter counts are asked for after hydration on purpose
 * (decision 0027: not in the page).
 */
function dataCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    if (request.postData()?.includes('"facets":true')) return;
    calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  return errors;
}

test.describe('server-rendered pages', () => {
  test.beforeEach(async ({ page, request }) => dismissPopupUpFront(page, request));

  test('the first response holds the product, and hydration asks for nothing it already has', async ({ page }) => {
    const alias = await productWithVariants(page);
    const html = await (await page.request.get(`/termek/${alias}`)).text();
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toMatch(/\d Ft/);
    expect(html).toContain('id="ssr-data"');

    const calls = dataCalls(page);
    const errors = hydrationErrors(page);
    await page.goto(`/termek/${alias}`);
    await expect(page.getByLabel('Termékváltozat', { exact: true })).toBeVisible();
    // Hydrated: the stepper answers.
    await page.getByRole('button', { name: 'Mennyiség növelése' }).click();
    await expect(page.getByRole('textbox', { name: 'Mennyiség', exact: true })).toHaveValue('2');
    expect(calls).toEqual([]);
    expect(errors).toEqual([]);
  });

  for (const path of ['/', '/akciok', '/ruhazat-sisak', '/ruhazat-sisak?marka=shoei&raktaron=1', '/o/rolunk']) {
    test(`${path} hydrates without a data request or a mismatch`, async ({ page }) => {
      const calls = dataCalls(page);
      const errors = hydrationErrors(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(calls).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('a rendered page asks for its JavaScript only once it has painted, and then hydrates (decision 0042)', async ({ page }) => {
    const errors = hydrationErrors(page);
    await page.goto('/ruhazat-sisak');
    // The app's files as the browser timed them, against its first contentful paint.
    const timing = await page.evaluate(async () => {
      const painted = await new Promise<number>((resolve) => new PerformanceObserver((list, observer) => {
        const contentful = list.getEntriesByName('first-contentful-paint')[0];
        if (!contentful) return;
        observer.disconnect();
        resolve(contentful.startTime);
      }).observe({ type: 'paint', buffered: true }));
      const scripts = performance.getEntriesByType('resource').filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name));
      return { painted, starts: scripts.map((entry) => entry.startTime) };
    });
    // The entry and the page's own modules (the listing has more than a dozen).
    expect(timing.starts.length).toBeGreaterThan(5);
    for (const start of timing.starts) expect(start).toBeGreaterThanOrEqual(timing.painted);
    // Hydrated: a sort asks for the sorted list.
    const sorted = page.waitForResponse((r) => r.url().includes('/api/productsByAlias/') && r.request().postData()?.includes('start_price_curr_hu') === true);
    await page.getByLabel('Rendezés').selectOption({ label: 'Ár' });
    await sorted;
    expect(errors).toEqual([]);
  });

  // Pages whose content is the visitor's (the basket in their storage) or that only the web app knows.
  for (const path of ['/kosar', '/adatok-szallitas', '/megrendeles', '/impresszum', '/elallas', '/rendeles-kereses']) {
    test(`${path} hydrates without a mismatch`, async ({ page }) => {
      const errors = hydrationErrors(page);
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }

  for (const path of ['/profil', '/garazs', '/rendeleseim', '/rendeleseim/MP-2026-000001']) {
    test(`a guest who opens ${path} goes to the login page without a refused account call`, async ({ page }) => {
      const refused: string[] = [];
      page.on('response', (response) => void (response.status() === 401 && refused.push(response.url())));
      const errors = hydrationErrors(page);
      await page.goto(path);
      await expect(page).toHaveURL('/belepes');
      await page.waitForLoadState('networkidle');
      expect(refused).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('the basket with an item hydrates as rendered (loading), then shows the item', async ({ page }) => {
    const item = await inStockVariant(page);
    await addFromProductPage(page, item);
    const errors = hydrationErrors(page);
    await page.goto('/kosar');
    await expect(page.getByRole('main').getByText(item.name).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('client navigation after the first page still loads its data through the loaders', async ({ page }) => {
    await page.goto('/akciok');
    const calls = dataCalls(page);
    await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/termek\//);
    await expect(page.getByText('Azonosító:')).toBeVisible();
    expect(calls.filter((call) => call.startsWith('GET /api/productByAlias/'))).toHaveLength(1);
  });

  test('the footer\'s category and page links navigate inside the app; a modified click is left to the browser', async ({ page, context }) => {
    await page.goto('/o/rolunk');
    await page.waitForLoadState('networkidle');
    // A full page load would start a new window object and lose this mark.
    await page.evaluate(() => { (window as unknown as { sameDocument: boolean }).sameDocument = true; });
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Impresszum' }).click();
    await expect(page).toHaveURL('/impresszum');
    await footer.getByRole('heading', { level: 2 }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Impresszum');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // Ctrl+click opens a new tab as with any link; this page stays where it is.
    const here = page.url();
    const opened = context.waitForEvent('page');
    await footer.getByRole('link', { name: 'Impresszum' }).click({ modifiers: ['ControlOrMeta'] });
    await (await opened).close();
    expect(page.url()).toBe(here);
  });

  test('the first client navigation keeps the previous page until the next one is ready, never showing "Betöltés…"', async ({ page }) => {
    await page.goto('/akciok');
    await page.waitForLoadState('networkidle');
    // Any loading text the navigation puts into the page, however briefly, is recorded.
    await page.evaluate(() => {
      const seen = window as unknown as { loadingSeen: boolean };
      seen.loadingSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('.page-loading')) seen.loadingSeen = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
    await expect(page.getByText('Azonosító:')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { loadingSeen: boolean }).loadingSeen)).toBe(false);
  });

  test("a listing opened after a product visit asks for its filters' counts once, none cancelled", async ({ page }) => {
    await page.goto('/ruhazat-sisak');
    await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
    await expect(page.getByText('Azonosító:')).toBeVisible();
    const counts: string[] = [];
    const cancelled: string[] = [];
    page.on('request', (request) => void (request.postData()?.includes('"facets":true') && counts.push(request.url())));
    page.on('requestfailed', (request) => void (request.url().includes('/api/') && cancelled.push(request.url())));
    // The product visit is in storage (a restore would apply to this listing): the page mounts again
    // with it after hydration, and the counts asked for before that were cancelled and asked again.
    await page.goto('/ruhazat-sisak');
    await expect(page.getByRole('complementary', { name: 'Szűrők' }).locator('.filters__count').first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(counts).toHaveLength(1);
    expect(cancelled).toEqual([]);
  });

  test('the stored search text is applied after hydration, with one search request', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('searchText', 'bukósisak');
      localStorage.setItem('search', 'bukósisak');
    });
    const calls = dataCalls(page);
    const errors = hydrationErrors(page);
    await page.goto('/kereses');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Keresés: „bukósisak”');
    await expect(page.getByRole('searchbox', { name: 'Keresett kifejezés' })).toHaveValue('bukósisak');
    await page.waitForLoadState('networkidle');
    expect(calls.filter((call) => call.includes('/api/productsByAlias/kereses'))).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('a search in the address is rendered with its results and hydrates without asking for them again', async ({ page }) => {
    const calls = dataCalls(page);
    const errors = hydrationErrors(page);
    await page.goto('/kereses?q=buk%C3%B3sisak');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Keresés: „bukósisak”');
    await expect(page.getByRole('main').getByRole('article').first()).toContainText('bukósisak');
    await expect(page.getByRole('searchbox', { name: 'Keresett kifejezés' })).toHaveValue('bukósisak');
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
    expect(errors).toEqual([]);
    // It is now the stored search, as if the visitor had typed it in the header.
    expect(await page.evaluate(() => localStorage.getItem('searchText'))).toBe('bukósisak');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the popup notice is in the page and its button closes it', async ({ page, request }) => {
    const popup = (await (await request.get('/api/getPopup')).json()) as { title: string };
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: popup.title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Bezárás' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Akciós termékeink' })).toBeVisible();
  });

  test('home, a listing, a product and a content page are readable and their links lead on', async ({ page, request }) => {
    await dismissPopupUpFront(page, request);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Akciós termékeink' })).toBeVisible();
    await page.getByRole('link', { name: 'Összes akció ›' }).click();
    await expect(page).toHaveURL('/akciok');
    await expect(page.getByRole('heading', { level: 1, name: 'Akciók' })).toBeVisible();
    // The menu's quick link says which page this is, in the server's HTML as after a client navigation.
    await expect(page.locator('.mega-menu__quick a[href="/akciok"]')).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('.mega-menu__quick a[href="/utolso-darabok"]')).not.toHaveAttribute('aria-current', 'page');
    const card = page.getByRole('main').getByRole('article').first();
    await expect(card).toContainText('Ft');
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/termek\//);
    await expect(page.getByText('Azonosító:')).toBeVisible();
    await page.goto('/o/rolunk');
    await expect(page.getByRole('main')).not.toBeEmpty();
  });

  test('the header search sends its text to the search page, which shows the results', async ({ page, request }) => {
    await dismissPopupUpFront(page, request);
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Keresett kifejezés' }).fill('bukósisak');
    await page.getByRole('searchbox', { name: 'Keresett kifejezés' }).press('Enter');
    await expect(page).toHaveURL('/kereses?q=buk%C3%B3sisak');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Keresés: „bukósisak”');
    await expect(page.getByRole('main').getByRole('article').first()).toContainText('Ft');
  });
});

/** The popup that says the product is in the basket. */
const addedToBasket = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'A termék bekerült a kosárba' }) });

/** Holds the scripts `url` matches back until `release`. */
async function holdScript(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(url, async (route) => { await held; await route.continue(); });
  return release;
}

/** Holds the page's script back until `release`: the server's page, no React behind it yet. */
const holdPageScript = (page: Page) => holdScript(page, /\/assets\/index-[^/]*\.js$/);

test('what a visitor types before the page has hydrated counts: the order look-up finds with it', async ({ page, request }) => {
  await dismissPopupUpFront(page, request);
  const release = await holdPageScript(page);
  // 'commit': the held module script holds DOMContentLoaded back too.
  await page.goto('/rendeles-kereses', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: /Rendelésszám/ }).fill('MP-2026-999999');
  await page.getByRole('textbox', { name: /e-mail cím/ }).fill('nincs-ilyen@example.hu');
  release();
  const search = page.getByRole('main').getByRole('button', { name: 'Keresés' });
  // Before, both fields stayed filled while React's state was empty, and the button stayed disabled.
  await expect(search).toBeEnabled({ timeout: 20_000 });
  await search.click();
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
});

test('a size chosen before the page has hydrated goes into the basket', async ({ page, request }) => {
  await dismissPopupUpFront(page, request);
  const alias = await productWithVariants(page);
  const release = await holdPageScript(page);
  await page.goto(`/termek/${alias}`, { waitUntil: 'commit' });
  const select = page.getByLabel('Termékváltozat', { exact: true });
  const size = await select.locator('option:not([disabled])').first().getAttribute('value');
  await select.selectOption(size!);
  release();
  await page.waitForFunction(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')));
  await page.getByRole('button', { name: 'Kosárba' }).click();
  // Before, the select still showed the size while React's state had none: 'Kérlek, válassz…'.
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'A termék bekerült a kosárba' })).toBeVisible();
  await expect(select).toHaveValue(size!);
});

test('taps on the painted page before its script ran count once it has hydrated, in order (decision 0042)', async ({ page, request }) => {
  await dismissPopupUpFront(page, request);
  const item = await inStockVariant(page);
  const release = await holdPageScript(page);
  await page.goto(`/termek/${item.alias}`, { waitUntil: 'commit' });
  // The page's last element, its loader, has run: the page is whole, painted, and has no app yet.
  await page.locator('script[data-entry]').waitFor({ state: 'attached' });
  await page.getByLabel('Termékváltozat', { exact: true }).selectOption(String(item.variantId));
  const more = page.getByRole('button', { name: 'Mennyiség növelése' });
  await more.click();
  await more.click();
  await page.getByRole('button', { name: 'Kosárba', exact: true }).click();
  // Nothing happened yet: no app to hear the taps.
  await expect(page.getByRole('textbox', { name: 'Mennyiség', exact: true })).toHaveValue('1');
  release();
  // Each tap in its turn: the chosen size, 1 + 2 pieces, then 'Kosárba' with all three.
  const added = addedToBasket(page);
  await expect(added).toBeVisible();
  await expect(added).toContainText('3 db');
});

test('taps made while the app waits for the page\'s own chunk count too', async ({ page, request }) => {
  await dismissPopupUpFront(page, request);
  const item = await inStockVariant(page);
  // The product page's module (not product-card-…, product-api-…), as a slow line would bring it last.
  const release = await holdScript(page, /\/assets\/product-[\w-]{8}\.js$/);
  await page.goto(`/termek/${item.alias}`, { waitUntil: 'commit' });
  // The app's code has run (React Router marks the window when its module is evaluated).
  await page.waitForFunction(() => '__reactRouterVersion' in window);
  await page.getByLabel('Termékváltozat', { exact: true }).selectOption(String(item.variantId));
  await page.getByRole('button', { name: 'Mennyiség növelése' }).click();
  await page.getByRole('button', { name: 'Kosárba', exact: true }).click();
  release();
  // Before, the app hydrated the shell at once and React dropped the taps on the page it could not
  // hydrate yet: no popup, and the stepper still at 1.
  const added = addedToBasket(page);
  await expect(added).toBeVisible();
  await expect(added).toContainText('2 db');
});

test('a tab tapped before the script ran is open once the page has hydrated', async ({ page, request }) => {
  await dismissPopupUpFront(page, request);
  const alias = await productWithVariants(page);
  const release = await holdPageScript(page);
  await page.goto(`/termek/${alias}`, { waitUntil: 'commit' });
  await page.locator('script[data-entry]').waitFor({ state: 'attached' });
  const variants = page.getByRole('tab', { name: 'Elérhetőség/Termékváltozatok' });
  await variants.click();
  await expect(variants).toHaveAttribute('aria-selected', 'false');
  release();
  await expect(variants).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table')).toBeVisible();
});

test('a sort chosen before the listing has hydrated is kept and applied', async ({ page, request }) => {
  await dismissPopupUpFront(page, request);
  const release = await holdPageScript(page);
  await page.goto('/ruhazat-sisak', { waitUntil: 'commit' });
  await page.getByLabel('Rendezés').selectOption('start_price_curr_hu');
  await page.getByLabel('Irány').selectOption('desc');
  const sorted = page.waitForRequest((r) => r.url().includes('/api/productsByAlias/ruhazat-sisak') && (r.postData() ?? '').includes('"start_price_curr_hu","direction":"desc"'));
  release();
  // Before, React set both back to 'Név', 'Növekvő' and listed by name.
  await sorted;
  await expect(page.getByLabel('Rendezés')).toHaveValue('start_price_curr_hu');
  await expect(page.getByLabel('Irány')).toHaveValue('desc');
  // The sorted answer replaces the server's cards once it is back: until then the cards are by name.
  await expect(() => expectPriceOrder(page, 'desc')).toPass();
});

test('a manufacturer picked in the parts finder before the page has hydrated leads on to its constructions', async ({ page, request }) => {
  await dismissPopupUpFront(page, request);
  const release = await holdPageScript(page);
  await page.goto('/alkatresz-kereso', { waitUntil: 'commit' });
  const manufacturer = page.getByRole('combobox', { name: 'Gyártó' });
  await manufacturer.selectOption({ index: 1 });
  const picked = await manufacturer.inputValue();
  release();
  // Before, React set 'Gyártó' back to empty and 'Felépítés' stayed disabled.
  await expect(page.getByRole('combobox', { name: 'Felépítés' })).toBeEnabled({ timeout: 20_000 });
  await expect(manufacturer).toHaveValue(picked);
  await expect.poll(() => page.getByRole('combobox', { name: 'Felépítés' }).locator('option').count()).toBeGreaterThan(1);
});

/** A motorcycle model page of the demo catalogue with several model years, and its oldest year's type id. */
async function modelWithYears(request: APIRequestContext): Promise<{ path: string; oldest: number }> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const [, path] of sitemap.matchAll(/<loc>[^<]*(\/alkatresz\/[^<]+)<\/loc>/g)) {
    const { model } = (await (await request.get(`/api/motorom/modell/${path!.slice('/alkatresz/'.length)}`)).json()) as { model: { types: { id: number }[] } };
    if (model.types.length > 1) return { path: path!, oldest: model.types.at(-1)!.id };
  }
  throw new Error('no motorcycle model with several model years in the demo catalogue');
}

test('a model year chosen on a motorcycle model page before it has hydrated lists that year\'s parts', async ({ page, request }) => {
  await dismissPopupUpFront(page, request);
  const { path, oldest } = await modelWithYears(request);
  const release = await holdPageScript(page);
  await page.goto(path, { waitUntil: 'commit' });
  await page.getByLabel('Évjárat').selectOption(String(oldest));
  const lead = await page.locator('.bike-model .page__lead').textContent();
  release();
  await page.waitForFunction(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')));
  // Before, React set the select back to the newest year, and its parts stayed listed.
  await expect(page.getByLabel('Évjárat')).toHaveValue(String(oldest));
  await expect(page.locator('.bike-model .page__lead')).not.toHaveText(lead!);
});

test('a rider whose motorcycle is an older year of the model gets that year, without a hydration mismatch', async ({ page, request }) => {
  await dismissPopupUpFront(page, request);
  const { path, oldest } = await modelWithYears(request);
  await page.addInitScript((type) => localStorage.setItem('motorom', JSON.stringify({ tipus: type })), oldest);
  const errors = hydrationErrors(page);
  await page.goto(path);
  await expect(page.getByLabel('Évjárat')).toHaveValue(String(oldest));
  // Before, the first render read the storage: React error 418, and the page rendered again from scratch.
  expect(errors).toEqual([]);
});

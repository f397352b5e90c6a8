import { expect } from '@playwright/test';
import { test } from './app-started';
import { addFromProductPage, cartLink, inStockVariant } from './order-helpers';
import { dismissPopupUpFront } from './storefront-helpers';

test.describe('app shell', () => {
  // The shop's notice sits over the bottom of small screens; these tests are about the shell.
  test.beforeEach(async ({ page, request }) => {
    await dismissPopupUpFront(page, request);
  });

  test('home shows the header, the footer and a title ending with the shop name', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') consoleErrors.push(msg.text());
    });
    await page.goto('/');
    await expect(page).toHaveTitle(/ - MotoPont$/);
    await expect(page.getByRole('link', { name: /MotoPont/ }).first()).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Adatvédelmi nyilatkozat' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Felhasználási feltételek' })).toBeVisible();
    await expect(footer).toContainText('Hétfő');
    await expect(footer).toContainText('Zárva');
    expect(consoleErrors.filter((e) => e.includes('CSRF'))).toEqual([]);
  });

  test('the mega-menu opens and a category link leads to its page', async ({ page, isMobile }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Termékkategóriák' });
    if (isMobile) await nav.getByRole('button', { name: 'Kategóriák' }).click();
    const parts = nav.getByRole('button', { name: /Alkatrészek/ });
    await parts.click();
    await expect(parts).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await parts.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    // Every category in the panel carries its product count.
    const link = panel.getByRole('link').filter({ hasText: /\d/ }).nth(1);
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/alkatresz-kereso\/[a-z0-9-]+\/$/);
    await link.click();
    await expect(page).toHaveURL(href!);
    await expect(panel).toBeHidden();
    await expect(page).toHaveTitle(/ - MotoPont$/);
  });

  test('the header search stores the text and goes to /kereses', async ({ page, isMobile }) => {
    await page.goto('/');
    if (isMobile) await page.getByRole('button', { name: 'Keresés' }).first().click();
    const box = page.getByRole('searchbox').first();
    await box.fill('bukósisak');
    await box.press('Enter');
    await expect(page).toHaveURL('/kereses');
    expect(await page.evaluate(() => localStorage.getItem('searchText'))).toContain('bukósisak');
  });

  test('the header search box keeps its place and width when the basket badge first appears', async ({ page, isMobile }) => {
    test.skip(isMobile, 'on a phone the search box opens on a row of its own');
    const item = await inStockVariant(page);
    await page.goto(`/termek/${item.alias}`);
    const box = page.getByRole('searchbox').first();
    // Across, as the page scrolls in between.
    const across = async () => {
      const { x, width } = (await box.boundingBox())!;
      return { x, width };
    };
    const before = await across();
    await addFromProductPage(page, item);
    await expect(cartLink(page)).toContainText('1');
    expect(await across()).toEqual(before);
  });

  test('the search box shows without a tap from a tablet up; on a phone it waits behind its toggle', async ({ page, isMobile }) => {
    const box = page.getByRole('searchbox').first();
    if (isMobile) {
      await page.goto('/');
      await expect(box).toBeHidden();
      await page.locator('.search-toggle').click();
      await expect(box).toBeVisible();
      return;
    }
    for (const width of [700, 768, 959]) {
      await page.setViewportSize({ width, height: 1024 });
      await page.goto('/');
      await expect(box).toBeVisible();
      await expect(page.locator('.search-toggle')).toBeHidden();
    }
    await page.screenshot({ path: 'reports/header-tablet-959.png' });
  });

  test('the keyboard meets the header in the order it is seen: the search before the basket', async ({ page, isMobile }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox').first();
    const focusedName = () => page.evaluate(() => {
      const e = document.activeElement as HTMLElement;
      return (e.getAttribute('aria-label') ?? e.getAttribute('placeholder') ?? e.textContent ?? '').trim();
    });
    if (isMobile) {
      // On a phone the search opens under the logo: focus goes into it, and Tab leads on to its button, then the basket.
      await page.getByRole('button', { name: 'Keresés' }).first().click();
      await expect(box).toBeFocused();
    } else {
      await page.getByRole('link', { name: /MotoPont/ }).first().focus();
      await page.keyboard.press('Tab');
      await expect(box).toBeFocused();
    }
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('Keresés');
    await page.keyboard.press('Tab');
    expect(await focusedName()).toMatch(/^Kosár/);
  });

  test('a listing page of 16 fills whole rows: four on a tablet and beside the filters, two on a phone', async ({ page, isMobile }) => {
    // A tablet upright and on its side, a laptop: three to a row left one card alone on the last.
    for (const width of isMobile ? [null] : [768, 1024, 1366]) {
      if (width) await page.setViewportSize({ width, height: 900 });
      await page.goto('/ruhazat-sisak');
      const cards = page.locator('.listing__results .product-grid > li');
      await expect(cards).toHaveCount(16);
      const tops = await cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      const perRow = [...tops.reduce((rows, top) => rows.set(top, (rows.get(top) ?? 0) + 1), new Map<number, number>()).values()];
      expect(perRow, `${width ?? 'phone'} px`).toEqual(isMobile ? [2, 2, 2, 2, 2, 2, 2, 2] : [4, 4, 4, 4]);
    }
  });

  test('no page is wider than the screen: sale cards with their 30-day lowest price included', async ({ page }) => {
    for (const path of ['/', '/akciok', '/kereses?q=buk%C3%B3sisak']) {
      await page.goto(path);
      await expect(page.locator('.price__old').first()).toBeVisible();
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
      expect({ path, width: widths.page }).toEqual({ path, width: widths.screen });
      // Laid out for the device, not widened by an overflowing element (a phone's layout viewport grows to fit).
      expect(widths.screen).toBe(page.viewportSize()!.width);
    }
  });
});

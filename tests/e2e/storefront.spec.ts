import { expect } from '@playwright/test';
import { test } from './app-started';
import { cards, dismissPopupUpFront, expectPriceOrder } from './storefront-helpers';

test.beforeEach(async ({ page, request }) => dismissPopupUpFront(page, request));

test.describe('storefront home and listings', () => {
  test('home shows both slideshows and the sale products', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Kiemelt ajánlataink' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Aktuális hírek' })).toBeVisible();
    const sale = page.getByRole('region', { name: 'Akciós termékeink' });
    await expect(sale.getByRole('article').first()).toBeVisible();
    await expect(sale.getByRole('article').first()).toContainText('Ft');
    await expect(sale.getByRole('article').first().getByRole('deletion')).toBeVisible();
  });

  test('a hero slide with a link leads to its page inside the app', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Kiemelt ajánlataink' });
    // The first demo slide (visible at once) leads to the oils and lubricants category.
    await hero.getByRole('link', { name: /Téliesítés és szerviz/ }).click();
    await expect(page).toHaveURL('/karbantartas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olaj és kenőanyag');
  });

  test('a category lists sub-categories with counts, priced cards and 16 more on request', async ({ page }) => {
    await page.goto('/ruhazat-sisak');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ruházat és sisak');
    const subcategories = page.getByRole('navigation', { name: 'Alkategóriák' }).getByRole('link');
    await expect(subcategories.first()).toHaveText(/\(\d[\d ]*\)$/);
    await expect(cards(page)).toHaveCount(16);
    await expect(cards(page).first()).toContainText(/\d Ft/);
    await expect(cards(page).first().getByRole('link')).toHaveAttribute('href', /^\/termek\/[a-z0-9-]+$/);
    await page.getByRole('button', { name: 'Mutass többet' }).click();
    await expect(cards(page)).toHaveCount(32);
  });

  test('sorting by price ascending gives non-decreasing prices, sold-out products last', async ({ page }) => {
    await page.goto('/ruhazat-sisak');
    await expect(cards(page)).toHaveCount(16);
    const reloaded = page.waitForResponse((r) => r.url().includes('/api/productsByAlias/') && r.request().postData()?.includes('start_price_curr_hu') === true);
    await page.getByLabel('Rendezés').selectOption({ label: 'Ár' });
    await reloaded;
    await expect(page.getByLabel('Irány')).toHaveValue('asc');
    await expect(cards(page)).toHaveCount(16);
    await expectPriceOrder(page);
  });

  test("'Keresés a listában...' with 'Szűrés' narrows the list", async ({ page }) => {
    await page.goto('/ruhazat-sisak');
    const count = page.getByText(/^[\d ]+ termék$/);
    await expect(count).toBeVisible();
    const before = Number((await count.textContent())?.replace(/\D/g, ''));
    await page.getByPlaceholder('Keresés a listában...').fill('kesztyű');
    await page.getByRole('button', { name: 'Szűrés' }).click();
    await expect(count).not.toHaveText(`${before} termék`);
    const after = Number((await count.textContent())?.replace(/\D/g, ''));
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
    await expect(cards(page).first()).toContainText(/kesztyű/i);
  });

  test('the header search leads to /kereses with results for bukosisak', async ({ page, isMobile }) => {
    await page.goto('/');
    if (isMobile) await page.getByRole('button', { name: 'Keresés' }).first().click();
    await page.getByRole('searchbox', { name: 'Keresett kifejezés' }).fill('bukosisak');
    await page.getByRole('searchbox', { name: 'Keresett kifejezés' }).press('Enter');
    await expect(page).toHaveURL('/kereses');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Keresés: „bukosisak”');
    await expect(cards(page).first()).toContainText(/bukósisak/i);
  });

  test('a new header search while on /kereses reloads the results', async ({ page, isMobile }) => {
    await page.goto('/');
    for (const text of ['bukosisak', 'fekbetet']) {
      if (isMobile && !(await page.getByRole('searchbox', { name: 'Keresett kifejezés' }).isVisible())) {
        await page.getByRole('button', { name: 'Keresés' }).first().click();
      }
      await page.getByRole('searchbox', { name: 'Keresett kifejezés' }).fill(text);
      await page.getByRole('searchbox', { name: 'Keresett kifejezés' }).press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Keresés: „${text}”`);
    }
    await expect(cards(page).first()).toContainText(/fékbetét/i);
  });

  test('Back after a second header search shows the first search again, at /kereses as the spec has it', async ({ page, isMobile }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Keresett kifejezés' });
    for (const text of ['bukosisak', 'fekbetet']) {
      if (isMobile && !(await box.isVisible())) await page.getByRole('button', { name: 'Keresés' }).first().click();
      await box.fill(text);
      await box.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Keresés: „${text}”`);
      await expect(page).toHaveURL('/kereses');
    }
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Keresés: „bukosisak”');
    await expect(cards(page).first()).toContainText(/bukósisak/i);
    // The field (hidden behind its button on a phone) shows the search on the page.
    await expect(page.locator('#header-search-input')).toHaveValue('bukosisak');
    // The stored text follows what is shown, so a reload or a product visit keeps this search.
    expect(await page.evaluate(() => localStorage.getItem('searchText'))).toContain('bukosisak');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Keresés: „bukosisak”');
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Keresés: „fekbetet”');
  });

  test('coming back from a product restores the sort and the loaded range', async ({ page }) => {
    await page.goto('/ruhazat-sisak');
    await page.getByLabel('Rendezés').selectOption({ label: 'Ár' });
    await page.getByLabel('Irány').selectOption({ label: 'Csökkenő' });
    await expect(cards(page)).toHaveCount(16);
    await page.getByRole('button', { name: 'Mutass többet' }).click();
    await expect(cards(page)).toHaveCount(32);
    await cards(page).first().getByRole('link').click();
    await expect(page.getByText('Azonosító:')).toBeVisible();
    await page.getByRole('link', { name: '‹ Vissza' }).click();
    await expect(page).toHaveURL('/ruhazat-sisak');
    await expect(page.getByLabel('Irány')).toHaveValue('desc');
    await expect(cards(page)).toHaveCount(32);
    // A fresh visit, without a product page in between, starts again at the first 16.
    await page.goto('/ruhazat-sisak');
    await expect(cards(page)).toHaveCount(16);
  });
});

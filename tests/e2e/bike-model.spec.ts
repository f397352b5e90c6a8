import { expect } from '@playwright/test';
import { test } from './app-started';
import { dismissPopupUpFront, listingCount as count } from './storefront-helpers';

test.beforeEach(async ({ page, request }) => {
  await dismissPopupUpFront(page, request);
});

test('a model page lists the fitting parts by year and category, and its categories list them for that bike', async ({ page }) => {
  await page.goto('/alkatresz/yamaha-mt-07');
  await expect(page.getByRole('heading', { level: 1, name: 'Yamaha MT-07 alkatrészek' })).toBeVisible();
  await expect(page).toHaveTitle(/^Yamaha MT-07 alkatrészek/);

  const year = page.getByLabel('Évjárat');
  const options = await year.locator('option').allTextContents();
  expect(options.length).toBeGreaterThan(1);
  await year.selectOption({ index: 1 });
  const typeName = (await page.locator('.page__lead').textContent())!.match(/a\(z\) (.+) motorhoz/)![1]!;
  expect(typeName).toMatch(/^MT-07 \(\d{4}-(\d{4})?\)$/);

  const tile = page.locator('.bike-model__categories a').first();
  const expected = Number(((await tile.locator('.bike-model__count').textContent()) ?? '').replace(/\D/g, ''));
  expect(expected).toBeGreaterThan(0);
  await tile.click();

  const finder = page.getByRole('region', { name: 'Motorom' });
  await expect(finder.getByText(`Yamaha ${typeName}`)).toBeVisible();
  await expect.poll(() => count(page)).toBe(expected);
  // Each card of the filtered listing says it fits.
  await expect(page.getByRole('main').getByRole('article').first().getByText(`✓ Passzol: Yamaha ${typeName}`)).toBeVisible();

  await finder.getByRole('link', { name: 'Minden alkatrész ehhez a modellhez' }).click();
  await expect(page).toHaveURL(/\/alkatresz\/yamaha-mt-07$/);
  // The year chosen in 'Motorom' is the one the page offers first.
  await expect(page.locator('.page__lead')).toContainText(typeName);
});

test('an unknown model says so', async ({ page }) => {
  await page.goto('/alkatresz/yamaha-nincs-ilyen');
  await expect(page.getByText('Nem található ilyen motormodell.')).toBeVisible();
});

test('a product page links to its brand page', async ({ page }) => {
  await page.goto('/alkatresz-kereso');
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  const brand = page.locator('.product__sku a');
  const name = (await brand.textContent())!;
  await brand.click();
  await expect(page).toHaveURL(/\/marka\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

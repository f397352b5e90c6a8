import { expect } from '@playwright/test';
import { test } from './app-started';
import { dismissPopupUpFront, listingCount as count } from './storefront-helpers';

test.beforeEach(async ({ page, request }) => {
  await dismissPopupUpFront(page, request);
});

test('cascade mode: choose a motorcycle, see only fitting parts, open one and see the compatible variants first', async ({ page }) => {
  await page.goto('/alkatresz-kereso');
  const finder = page.getByRole('region', { name: 'Motorom' });
  await expect(page.locator('.listing__count')).toBeVisible();
  const allParts = await count(page);

  await finder.getByLabel('Gyártó').selectOption({ label: 'Yamaha' });
  await finder.getByLabel('Felépítés').selectOption({ label: 'Naked' });
  const capacity = finder.getByLabel('Hengerűrtartalom');
  // The capacity ranges load after the construction is chosen: wait for them before reading.
  await expect(capacity.locator('option', { hasText: /-689 ccm$/ })).toHaveCount(1);
  const range = (await capacity.locator('option').allTextContents()).find((t) => t.endsWith('-689 ccm'));
  expect(range).toMatch(/^\d+-689 ccm$/);
  await capacity.selectOption({ label: range! });
  const types = finder.getByLabel('Típus');
  await expect(types.locator('option').first()).toHaveText(/^\d+ db találat\. Válaszd ki a motorod\.$/);
  await types.selectOption({ label: 'MT-07 (2018-2019)' });

  await expect(finder.getByText('Yamaha MT-07 (2018-2019)')).toBeVisible();
  await expect(finder.getByText('689 cm³')).toBeVisible();
  await expect(finder.getByRole('button', { name: 'Másik motort választok' })).toBeVisible();
  await expect.poll(() => count(page)).toBeLessThan(allParts);
  const fitting = await count(page);
  expect(fitting).toBeGreaterThan(0);

  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expect(page.getByText('Azonosító')).toBeVisible();
  await expect(page.getByText(/✓ Passzol: Yamaha MT-07 \(2018-2019\)/)).toBeVisible();

  // A fitting product with variants for other motorcycles too lists the compatible ones first.
  await page.goBack();
  // Back is a client-side navigation: wait for the listing's cards before reading their links.
  await expect(page).toHaveURL(/\/alkatresz-kereso$/);
  await expect(page.getByRole('main').getByRole('article').locator('a.product-card__link').first()).toBeVisible();
  const links = await page.getByRole('main').getByRole('article').locator('a.product-card__link').evaluateAll(
    (els) => els.map((el) => (el as HTMLAnchorElement).getAttribute('href')!));
  let grouped = false;
  for (const href of links) {
    await page.goto(href);
    // The chosen motorcycle is in the visitor's storage: it applies once the server's page has hydrated.
    await expect(page.getByText(/✓ Passzol: Yamaha MT-07 \(2018-2019\)/)).toBeVisible();
    const select = page.locator('.product__info select').first();
    if ((await select.locator('optgroup').count()) === 0) continue;
    const groups = await select.locator('optgroup').evaluateAll((els) => els.map((el) => el.getAttribute('label')));
    expect(groups).toEqual(['A kiválasztott motorral kompatibilis változatok:', 'Összes változat:']);
    // When only one variant fits, it is chosen automatically.
    if ((await select.locator('optgroup').first().locator('option').count()) === 1) await expect(select).not.toHaveValue('0');
    grouped = true;
    break;
  }
  expect(grouped, 'a fitting product with variants for other motorcycles in the first page').toBe(true);
});

test('free-text mode: find a motorcycle by typing, keep it after a reload, and choose another', async ({ page }) => {
  await page.goto('/alkatresz-kereso');
  const finder = page.getByRole('region', { name: 'Motorom' });
  await finder.getByRole('button', { name: 'Váltás szabadszavas keresésre' }).click();
  await finder.getByLabel('Motor keresése').fill('yamaha mt07');
  const types = finder.getByLabel('Típus');
  await expect(types.locator('option').first()).toHaveText(/^\d+ db találat\. Válaszd ki a motorod\.$/);
  await types.selectOption({ label: 'Yamaha MT-07 (2016-2017)' });
  await expect(finder.getByText('Yamaha MT-07 (2016-2017)')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Motorom' }).getByText('Yamaha MT-07 (2016-2017)')).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('motorom') ?? '{}').tipus)).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Másik motort választok' }).click();
  await expect(page.getByRole('region', { name: 'Motorom' }).getByLabel('Gyártó')).toBeVisible();
  await finder.getByRole('button', { name: 'Váltás szabadszavas keresésre' }).click();
  await finder.getByLabel('Motor keresése').fill('nincs ilyen motor xyz');
  await expect(finder.getByLabel('Típus').locator('option').first()).toHaveText('Nincs találat.');
});

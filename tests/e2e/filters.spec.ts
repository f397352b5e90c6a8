import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './app-started';
import { cards, dismissPopupUpFront, listingCount as count } from './storefront-helpers';

// On a loaded machine a listing with its counts may take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page, request }) => {
  await dismissPopupUpFront(page, request);
});

/** The filters: a sidebar on a wide screen; on a phone behind the 'Szűrők' button. */
async function openFilters(page: Page) {
  const panel = page.getByRole('complementary', { name: 'Szűrők' });
  const toggle = panel.getByRole('button', { name: /^Szűrők( \(\d+\))?$/ });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  return panel;
}

const optionCount = async (page: Page, name: RegExp) =>
  Number(((await page.locator('.filters__option', { hasText: name }).locator('.filters__count').textContent()) ?? '').replace(/\D/g, ''));

test('filter a listing by brand and stock: counts shown, kept in the URL over a reload, back and clear', async ({ page }) => {
  await page.goto('/ruhazat-sisak');
  await expect(page.locator('.listing__count')).toBeVisible({ timeout: 20_000 });
  const all = await count(page);
  const panel = await openFilters(page);

  const brands = panel.getByRole('group', { name: 'Márka' });
  const first = brands.getByRole('checkbox').first();
  const brandLabel = (await brands.locator('.filters__option').first().locator('span').first().textContent())!;
  await first.click();
  await expect(page).toHaveURL(/[?&]marka=/);
  await expect.poll(() => count(page)).toBeLessThan(all);
  const ofBrand = await count(page);

  // 'Raktáron' says how many of the brand's products are in stock; ticking it lists exactly those.
  const inStock = await optionCount(page, /^Raktáron/);
  expect(inStock).toBeGreaterThan(0);
  expect(inStock).toBeLessThanOrEqual(ofBrand);
  await panel.getByRole('checkbox', { name: /^Raktáron/ }).click();
  await expect(page).toHaveURL(/raktaron=1/);
  await expect.poll(() => count(page)).toBe(inStock);
  // The brand's own count now counts its products in stock.
  await expect.poll(() => optionCount(page, new RegExp(`^${brandLabel}`))).toBe(inStock);
  await expect(cards(page).first()).not.toContainText('Elfogyott');

  const shared = page.url();
  expect(shared).toMatch(/marka=.+&raktaron=1/);
  await page.reload();
  await expect(page).toHaveURL(shared);
  await expect.poll(() => count(page)).toBe(inStock);
  const again = await openFilters(page);
  await expect(again.getByRole('checkbox', { name: /^Raktáron/ })).toBeChecked();
  await expect(again.getByRole('group', { name: 'Márka' }).getByRole('checkbox', { name: new RegExp(`^${brandLabel}`) })).toBeChecked();

  // Back undoes the last filter, as a visitor expects.
  await page.goBack();
  await expect(page).not.toHaveURL(/raktaron=1/);
  await expect.poll(() => count(page)).toBe(ofBrand);
  await page.goForward();
  await expect.poll(() => count(page)).toBe(inStock);

  await (await openFilters(page)).getByRole('button', { name: 'Szűrők törlése' }).click();
  await expect(page).not.toHaveURL(/marka=|raktaron=/);
  await expect.poll(() => count(page)).toBe(all);
});

test('fit badges: with a motorcycle chosen, a brand page labels every card, and can list only what fits', async ({ page }) => {
  await page.goto('/alkatresz-kereso');
  const finder = page.getByRole('region', { name: 'Motorom' });
  await finder.getByRole('button', { name: 'Váltás szabadszavas keresésre' }).click();
  await finder.getByLabel('Motor keresése').fill('yamaha mt07');
  await finder.getByLabel('Típus').selectOption({ label: 'Yamaha MT-07 (2016-2017)' });
  await expect(finder.getByText('Yamaha MT-07 (2016-2017)')).toBeVisible();
  await expect.poll(() => cards(page).count()).toBeGreaterThan(0);

  // The brand of a fitting part: its brand page lists parts for other motorcycles too.
  await cards(page).first().getByRole('link').first().click();
  await page.locator('main a[href^="/marka/"]').first().click();
  await expect(page).toHaveURL(/\/marka\//);
  await expect(page.locator('.listing__count')).toBeVisible();
  // Every card of the brand's listing carries a fit label (polled: the cards arrive with their labels).
  const fitLabels = page.locator('main .product-card__fit');
  await expect.poll(async () => {
    const shown = await cards(page).count();
    return shown > 0 && shown === (await fitLabels.count());
  }).toBe(true);
  for (const label of await fitLabels.allTextContents()) {
    expect(label).toMatch(/^(✓ Passzol: Yamaha MT-07 \(2016-2017\)|✗ Nem passzol: Yamaha MT-07 \(2016-2017\)|Univerzális)$/);
  }
  const before = await count(page);

  const panel = await openFilters(page);
  await panel.getByRole('checkbox', { name: /^Csak a motoromhoz illők/ }).click();
  await expect(page).toHaveURL(/motoromhoz=1/);
  await expect.poll(() => count(page)).toBeLessThan(before);
  const fits = await cards(page).count();
  await expect(page.locator('main .product-card__fit', { hasText: '✓ Passzol: Yamaha MT-07 (2016-2017)' })).toHaveCount(fits);
});

test('a price range typed as prices are written ("20 000") filters the listing, and clearing the filters empties its fields', async ({ page }) => {
  await page.goto('/ruhazat-sisak');
  await expect(page.locator('.listing__count')).toBeVisible({ timeout: 20_000 });
  const all = await count(page);
  const panel = await openFilters(page);
  const [low, high] = [panel.getByLabel('Legalacsonyabb ár'), panel.getByLabel('Legmagasabb ár')];

  await low.fill('húszezer');
  await panel.getByRole('button', { name: 'Alkalmaz' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Az árat forintban, számjegyekkel adja meg, például 20 000.');
  await expect(page).not.toHaveURL(/ar-tol/);

  await low.fill('20 000');
  await high.fill('50.000 Ft');
  await panel.getByRole('button', { name: 'Alkalmaz' }).click();
  await expect(page).toHaveURL(/ar-tol=20000&ar-ig=50000/);
  await expect.poll(() => count(page)).toBeLessThan(all);
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(low).toHaveValue('20 000');
  const prices = (await cards(page).locator('.price__current').allTextContents()).map((text) => Number(text.replace(/\D/g, '')));
  expect(prices.length).toBeGreaterThan(0);
  expect(Math.min(...prices)).toBeGreaterThanOrEqual(20_000);
  expect(Math.max(...prices)).toBeLessThanOrEqual(50_000);

  await panel.getByRole('button', { name: 'Szűrők törlése' }).click();
  await expect(page).not.toHaveURL(/ar-tol|ar-ig/);
  await expect(low).toHaveValue('');
  await expect(high).toHaveValue('');
});

test('an empty listing says why: filters with a way to clear them, a search with another word to try', async ({ page }) => {
  await page.goto('/ruhazat-sisak?ar-tol=1&ar-ig=2');
  await expect(page.getByText('A kiválasztott szűrőknek egy termék sem felel meg.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/keresőszót/)).toHaveCount(0);
  await page.locator('.listing__empty').getByRole('button', { name: 'Szűrők törlése' }).click();
  await expect(page).not.toHaveURL(/ar-tol|ar-ig/);
  await expect.poll(() => count(page)).toBeGreaterThan(0);

  await page.goto('/kereses?q=xqzzyvw');
  await expect(page.getByText('Nincs a keresésnek megfelelő termék. Próbáljon más keresőszót, vagy nézzen körül a kategóriák között!')).toBeVisible({ timeout: 20_000 });
});

test('the price fields stay where they are when the counts of brands, sizes and colours arrive after the page', async ({ page }) => {
  // The counts are a call of their own, asked for after hydration: held here until the price field has been found.
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/api/productsByAlias/**', async (route) => {
    if ((route.request().postDataJSON() as { facets?: boolean } | null)?.facets) await held;
    await route.continue();
  });
  await page.goto('/ruhazat-sisak');
  const panel = await openFilters(page);
  const low = panel.getByLabel('Legalacsonyabb ár');
  await expect(low).toBeVisible();
  await expect(panel.getByRole('group', { name: 'Márka' })).toHaveCount(0);
  const before = await low.boundingBox();
  release();
  await expect(panel.getByRole('group', { name: 'Márka' })).toBeVisible();
  expect(await low.boundingBox()).toEqual(before);
  // The counts also bring the price bounds, written as the shop writes prices.
  await expect(low).toHaveAttribute('placeholder', /^\d{1,3}( \d{3})*$/);
});

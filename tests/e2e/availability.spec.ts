import { expect, type Page } from '@playwright/test';
import { test } from './app-started';
import { dismissPopupUpFront } from './storefront-helpers';

test.beforeEach(async ({ page, request }) => {
  await dismissPopupUpFront(page, request);
});

type Listing = { total: number; products: { inStock: boolean }[]; categories: { alias: string; productCount: number }[] };

/** A category of at most three pages whose last card is sold out, found through the listing call as the page makes it. */
async function smallCategoryWithSoldOut(page: Page): Promise<string> {
  await page.goto('/');
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const headers = { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': csrf };
  const list = async (alias: string, range = { start: 0, end: 16 }) =>
    (await (await page.request.post(`/api/productsByAlias/${alias}`, { headers, data: { range } })).json()) as Listing;
  const queue = ['alkatresz-kereso', 'ruhazat-sisak'];
  while (queue.length) {
    const listing = await list(queue.shift()!);
    for (const child of listing.categories) {
      if (child.productCount > 48) { queue.push(child.alias); continue; }
      const last = await list(child.alias, { start: child.productCount - 1, end: child.productCount });
      if (last.products[0]?.inStock === false) return child.alias;
    }
  }
  throw new Error('the demo catalogue has no small category with a sold-out product');
}

test('cards say whether a product is in stock, sold-out ones come last, and they cannot go into the basket', async ({ page }) => {
  const alias = await smallCategoryWithSoldOut(page);
  await page.goto(`/${alias}`);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().locator('.product-card__stock')).toHaveText(/^(Raktáron · 1-2 munkanap|Már csak néhány darab · 1-2 munkanap)$/);

  // The whole category on the page: every sold-out card comes after every buyable one.
  const more = page.getByRole('button', { name: 'Mutass többet' });
  while (await more.isVisible()) {
    const shown = await cards.count();
    await more.click();
    await expect(cards).not.toHaveCount(shown);
  }
  const soldOutFlags = await cards.evaluateAll((articles) => articles.map((a) => a.querySelector('.product-card__stock--out') !== null));
  const firstSoldOut = soldOutFlags.indexOf(true);
  expect(firstSoldOut).toBeGreaterThan(0);
  expect(soldOutFlags.slice(firstSoldOut).every(Boolean)).toBe(true);
  await cards.last().getByRole('link').first().click();

  const add = page.locator('.buy-box').getByRole('button', { name: 'Kosárba' });
  const select = page.getByLabel('Termékváltozat');
  const options = select.locator('option:not([value="0"])');
  // The page has loaded once its variants are listed.
  await expect(options.first()).toBeAttached();
  for (const text of await options.allTextContents()) expect(text).toMatch(/– elfogyott$/);
  for (const disabled of await options.evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).disabled))) expect(disabled).toBe(true);
  await expect(add).toBeDisabled();
  await expect(page.getByText('Elfogyott, jelenleg nem rendelhető.')).toBeVisible();
  await expect(add).toHaveAccessibleDescription('Elfogyott, jelenleg nem rendelhető.');
});

test('a product page says before any choice that the product is in stock and when it arrives, then the chosen variant\'s own stock', async ({ page }) => {
  await page.goto('/ruhazat-sisak');
  const card = page.getByRole('main').getByRole('article').first();
  await expect(card.locator('.product-card__stock')).toHaveText(/· 1-2 munkanap$/);
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/termek\//);
  const line = page.locator('.buy-box__availability');
  const select = page.locator('.buy-box select');
  const options = select.locator('option:not([value="0"]):not([disabled])');
  await expect(options.first()).toBeAttached();
  if ((await select.inputValue()) === '0') await expect(line).toHaveText(/^(Raktáron|Már csak néhány darab) · 1-2 munkanap$/);
  await select.selectOption((await options.first().getAttribute('value'))!);
  await expect(line).toHaveText(/^(Raktáron|Utolsó \d db raktáron) · 1-2 munkanap$/);
});

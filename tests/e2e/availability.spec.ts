import { expect, test } from '@playwright/test';
import { dismissPopupUpFront } from './storefront-helpers';

test.beforeEach(async ({ page, request }) => {
  await dismissPopupUpFront(page, request);
});

test('cards say whether a product is in stock, and a sold-out product cannot go into the basket', async ({ page }) => {
  await page.goto('/alkatresz-kereso');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().locator('.product-card__stock')).toHaveText(/^(Raktáron · 1-2 munkanap|Elfogyott)$/);

  // Show more until a sold-out product is on the page (the demo catalogue has some in every large listing).
  const soldOut = cards.filter({ has: page.locator('.product-card__stock--out') });
  for (let i = 0; i < 10 && (await soldOut.count()) === 0; i++) await page.getByRole('button', { name: 'Mutass többet' }).click();
  await soldOut.first().getByRole('link').first().click();

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

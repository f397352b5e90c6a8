import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The active notice would cover every page: mark it dismissed before the app starts. */
export async function dismissPopupUpFront(page: Page, request: APIRequestContext): Promise<void> {
  const answer = await request.get('/api/getPopup');
  const popup = (await answer.json()) as { alias: string };
  await page.addInitScript((alias) => localStorage.setItem('popup', alias), popup.alias);
  // The cookie the server renders by (contract/popup-cookie.ts): the notice is not in the page's HTML either.
  await page.context().addCookies([{ name: 'popup', value: popup.alias, url: new URL(answer.url()).origin }]);
}

/** Prices of the product cards in the listing, in forints. */
/** Each card's price and whether it says 'Elfogyott', in the listing's order. */
async function cardPricesAndStock(page: Page): Promise<{ price: number; soldOut: boolean }[]> {
  return page.locator('main article').evaluateAll((articles) => articles.map((article) => ({
    price: Number((article.querySelector('.price__current')?.textContent ?? '').replace(/\D/g, '')),
    soldOut: (article.querySelector('.product-card__stock')?.textContent ?? '').startsWith('Elfogyott'),
  })));
}

export function cards(page: Page) {
  return page.getByRole('main').getByRole('article');
}

/** A product with several variants, found through the listing call as the page makes it. */
export async function productWithVariants(page: Page): Promise<string> {
  await page.goto('/');
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const headers = { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': csrf };
  const listing = await page.request.post('/api/productsByAlias/ruhazat-sisak', { headers, data: { range: { start: 0, end: 40 } } });
  const { products } = (await listing.json()) as { products: { alias: string }[] };
  for (const { alias } of products) {
    const answer = (await (await page.request.get(`/api/productByAlias/${alias}`)).json()) as { product: { variants: unknown[] } };
    if (answer.product.variants.length > 1) return alias;
  }
  throw new Error('no product with several variants in the demo catalog');
}

/** Prices ascend (or descend) among the buyable cards, and the sold-out ones, after them, too (issue 15). */
export async function expectPriceOrder(page: Page, direction: 'asc' | 'desc' = 'asc'): Promise<void> {
  const shown = await cardPricesAndStock(page);
  expect(shown.length).toBeGreaterThan(1);
  const firstSoldOut = shown.findIndex((card) => card.soldOut);
  const buyable = firstSoldOut === -1 ? shown : shown.slice(0, firstSoldOut);
  const soldOut = firstSoldOut === -1 ? [] : shown.slice(firstSoldOut);
  expect(soldOut.every((card) => card.soldOut)).toBe(true);
  for (const group of [buyable, soldOut]) {
    for (let i = 1; i < group.length; i++) {
      const [earlier, later] = [group[i - 1]!.price, group[i]!.price];
      if (direction === 'asc') expect(later).toBeGreaterThanOrEqual(earlier);
      else expect(later).toBeLessThanOrEqual(earlier);
    }
  }
}

/** The number of products the listing says it has ('N termék'). */
export async function listingCount(page: Page): Promise<number> {
  return Number(((await page.locator('.listing__count').textContent()) ?? '').replace(/\D/g, ''));
}

import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The active notice would cover every page: mark it dismissed before the app starts. */
export async function dismissPopupUpFront(page: Page, request: APIRequestContext): Promise<void> {
  const popup = (await (await request.get('/api/getPopup')).json()) as { alias: string };
  await page.addInitScript((alias) => localStorage.setItem('popup', alias), popup.alias);
}

/** Prices of the product cards in the listing, in forints. */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('main article .price__current').allTextContents();
  return texts.map((text) => Number(text.replace(/\D/g, '')));
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

export async function expectNonDecreasing(values: number[]): Promise<void> {
  expect(values.length).toBeGreaterThan(1);
  for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThanOrEqual(values[i - 1] ?? 0);
}

/** The number of products the listing says it has ('N termék'). */
export async function listingCount(page: Page): Promise<number> {
  return Number(((await page.locator('.listing__count').textContent()) ?? '').replace(/\D/g, ''));
}

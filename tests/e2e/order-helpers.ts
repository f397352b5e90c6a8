import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Shared steps of the journeys that need an order or a back-office session: the calls the pages make
 * to find an in-stock product, the basket and checkout clicks, and the back office's sign-in.
 */

export const dialog = (page: Page) => page.getByRole('dialog');
export const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Kosár/ });

export async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  return { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': csrf };
}

export interface StockItem { alias: string; name: string; variantId: number; price: number }

/** An in-stock variant cheaper than `below` forints (so free shipping does not hide the delivery cost); `skip` picks a later one. */
export async function inStockVariant(page: Page, { skip = 0, below = 50_000 } = {}): Promise<StockItem> {
  if (!page.url().startsWith('http')) await page.goto('/');
  const listing = await page.request.post('/api/productsByAlias/alkatresz-kereso', {
    headers: await apiHeaders(page), data: { range: { start: 0, end: 60 } },
  });
  const { products } = (await listing.json()) as { products: { alias: string }[] };
  let seen = 0;
  for (const { alias } of products) {
    const { product } = (await (await page.request.get(`/api/productByAlias/${alias}`)).json()) as {
      product: { fullname_hu: string; variants: { id: number; inStock: boolean; effectivePrice: number }[] };
    };
    const variant = product.variants.find((candidate) => candidate.inStock && candidate.effectivePrice < below);
    if (variant && seen++ >= skip) return { alias, name: product.fullname_hu, variantId: variant.id, price: variant.effectivePrice };
  }
  throw new Error('no cheap product in stock in the demo catalog');
}

export async function addFromProductPage(page: Page, item: StockItem) {
  await page.goto(`/termek/${item.alias}`);
  await page.getByLabel('Termékváltozat', { exact: true }).selectOption(String(item.variantId));
  await page.getByRole('button', { name: 'Kosárba' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'A termék bekerült a kosárba' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Rendben' }).click();
}

/** A registered customer with a complete profile, signed in in this page; answers the e-mail and the bearer token. */
export async function signedInCustomer(page: Page, email: string): Promise<string> {
  if (!page.url().startsWith('http')) await page.goto('/');
  const headers = await apiHeaders(page);
  const registered = await page.request.post('/api/register', {
    headers, data: { name: 'Elállás Eszter', email, password: 'motoros-jelszo-1', password_confirmation: 'motoros-jelszo-1' },
  });
  const { token } = (await registered.json()) as { token: string };
  await page.request.post('/api/saveUserData', {
    headers: { ...headers, Authorization: `Bearer ${token}` },
    data: {
      email, szallitas_vnev: 'Elállás', szallitas_knev: 'Eszter', szallitas_irsz: '7621', szallitas_varos: 'Pécs',
      szallitas_utca: 'Király utca 5.', szallitas_telefonszam: '06301234567', szamla_nev: 'Elállás Eszter', adoszam: '',
      szamla_irsz: '7621', szamla_varos: 'Pécs', szamla_utca: 'Király utca 5.',
    },
  });
  await page.evaluate(([user, bearer]) => {
    localStorage.setItem('username', user!);
    localStorage.setItem('token', bearer!);
  }, [email, token]);
  return token;
}

/** Basket → GLS → prefilled data → 'Megrendelem'; answers the order number the success popup shows. */
export async function orderWithGls(page: Page): Promise<string> {
  await cartLink(page).click();
  await page.getByRole('radio', { name: /GLS futárszolgálat/ }).check();
  await page.getByRole('button', { name: 'Tovább' }).click();
  await expect(page).toHaveURL('/adatok-szallitas');
  await page.getByRole('checkbox', { name: /Elfogadom/ }).check();
  await page.getByRole('button', { name: 'Tovább' }).click();
  await expect(page).toHaveURL('/megrendeles');
  await page.getByRole('button', { name: /^Megrendelem/ }).click();
  const success = dialog(page).filter({ has: page.getByRole('heading', { name: 'Sikeres rendelés!' }) });
  await expect(success).toBeVisible();
  const text = (await success.textContent()) ?? '';
  const orderNumber = /MP-\d{4}-\d{6}/.exec(text)?.[0];
  if (!orderNumber) throw new Error(`no order number in the success popup: ${text}`);
  await success.getByRole('button', { name: 'Rendben' }).click();
  return orderNumber;
}

/** Staff calls from the test itself (not through the screens), with the page's staff cookie. */
export async function adminPost(page: Page, request: APIRequestContext, path: string, data: unknown) {
  return request.post(path, { headers: await apiHeaders(page), data });
}

import { expect, type Page } from '@playwright/test';
import { test } from './app-started';
import { dismissPopupUpFront } from './storefront-helpers';

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Kosár/ });

async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  return { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': csrf };
}

/** A customer with a saved profile, logged in in this browser as the login page would leave it. */
async function logInCustomer(page: Page, email: string): Promise<void> {
  await page.goto('/');
  const headers = await apiHeaders(page);
  const registered = await page.request.post('/api/register', {
    headers, data: { name: 'Titkos Tímea', email, password: 'motoros-jelszo-1', password_confirmation: 'motoros-jelszo-1' },
  });
  const { token } = (await registered.json()) as { token: string };
  const saved = await page.request.post('/api/saveUserData', {
    headers: { ...headers, Authorization: `Bearer ${token}` },
    data: {
      email, szallitas_vnev: 'Titkos', szallitas_knev: 'Tímea', szallitas_irsz: '6720', szallitas_varos: 'Szeged',
      szallitas_utca: 'Rejtett köz 7.', szallitas_telefonszam: '06201112233', szamla_nev: 'Titkos Tímea', adoszam: '12345676-1-06',
      szamla_irsz: '6720', szamla_varos: 'Szeged', szamla_utca: 'Rejtett köz 7.',
    },
  });
  expect(saved.ok()).toBe(true);
  await page.evaluate(([user, bearer]) => {
    localStorage.setItem('username', user!);
    localStorage.setItem('token', bearer!);
  }, [email, token]);
  await page.reload();
}

/** Puts an in-stock variant into the basket through the product page's 'Kosárba'. */
async function fillBasket(page: Page): Promise<void> {
  const listing = await page.request.post('/api/productsByAlias/ruhazat-sisak', {
    headers: await apiHeaders(page), data: { range: { start: 0, end: 40 } },
  });
  for (const { alias } of ((await listing.json()) as { products: { alias: string }[] }).products) {
    const { product } = (await (await page.request.get(`/api/productByAlias/${alias}`)).json()) as {
      product: { variants: { id: number; inStock: boolean }[] };
    };
    const variant = product.variants.find((candidate) => candidate.inStock);
    if (!variant) continue;
    await page.goto(`/termek/${alias}`);
    await page.getByLabel('Termékváltozat', { exact: true }).selectOption(String(variant.id));
    await page.getByRole('button', { name: 'Kosárba' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Rendben' }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Kosár 1 termék');
    return;
  }
  throw new Error('no product in stock in the demo catalog');
}

test.beforeEach(async ({ page, request }) => {
  await dismissPopupUpFront(page, request);
});

test('after Kilépés the next person sees an empty basket and no order data on /adatok-szallitas', async ({ page }, testInfo) => {
  await logInCustomer(page, `kilepes-${testInfo.project.name}-${Date.now()}@example.hu`);
  await fillBasket(page);
  await page.goto('/adatok-szallitas');
  await expect(page.getByLabel('Vezetéknév')).toHaveValue('Titkos');
  const storedCartId = await page.evaluate(() => localStorage.getItem('cart_id'));
  expect(storedCartId).not.toBeNull();
  const cartId = JSON.parse(storedCartId!) as string;

  await page.getByRole('button', { name: 'Kilépés' }).click();
  await expect(page.getByRole('link', { name: 'Belépés' })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Kosár');
  expect(await page.evaluate(() => localStorage.getItem('cart_id'))).toBeNull();

  await page.goto('/adatok-szallitas');
  await expect(page.getByText('Titkos')).toHaveCount(0);
  await expect(page.getByText('Rejtett köz 7.')).toHaveCount(0);
  for (const field of ['Vezetéknév', 'Település']) {
    const input = page.getByLabel(field);
    if (await input.count()) await expect(input).toHaveValue('');
  }
  // Even someone who kept the old cart id gets the goods but none of the customer's data.
  const answer = await page.request.post('/api/getCart', { headers: await apiHeaders(page), data: { cart_id: cartId } });
  expect(answer.status()).toBe(200);
  const { cart } = (await answer.json()) as { cart: Record<string, unknown> };
  expect(cart).toMatchObject({ szallitas_vnev: '', szallitas_utca: '', szallitas_telefonszam: '', email: '', adoszam: '' });
  expect(answer.headers()['cache-control']).toBe('no-store');
});

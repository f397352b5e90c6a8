import { expect, type Page } from '@playwright/test';
import { test } from './app-started';
import { dismissPopupUpFront } from './storefront-helpers';

const dialog = (page: Page) => page.getByRole('dialog');
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Kosár/ });

async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  return { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': csrf };
}

/** A product and one of its in-stock variants, found through the calls the pages make. */
async function inStockVariant(page: Page, skip = 0): Promise<{ alias: string; name: string; variantId: number }> {
  await page.goto('/');
  const listing = await page.request.post('/api/productsByAlias/alkatresz-kereso', {
    headers: await apiHeaders(page), data: { range: { start: 0, end: 40 } },
  });
  const { products } = (await listing.json()) as { products: { alias: string }[] };
  let seen = 0;
  for (const { alias } of products) {
    const { product } = (await (await page.request.get(`/api/productByAlias/${alias}`)).json()) as {
      product: { fullname_hu: string; variants: { id: number; inStock: boolean }[] };
    };
    const variant = product.variants.find((candidate) => candidate.inStock);
    if (variant && seen++ >= skip) return { alias, name: product.fullname_hu, variantId: variant.id };
  }
  throw new Error('no product in stock in the demo catalog');
}

async function addFromProductPage(page: Page, item: { alias: string; name: string; variantId: number }) {
  await page.goto(`/termek/${item.alias}`);
  await page.getByLabel('Termékváltozat', { exact: true }).selectOption(String(item.variantId));
  await page.getByRole('button', { name: 'Kosárba' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'A termék bekerült a kosárba' })).toBeVisible();
  await expect(dialog(page)).toContainText(item.name);
  await expect(dialog(page)).toContainText('Ft');
  await dialog(page).getByRole('button', { name: 'Rendben' }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Kosár 1 termék');
}

async function chooseGlsAndGoOn(page: Page) {
  await cartLink(page).click();
  await expect(page).toHaveURL('/kosar');
  await expect(page.getByText('A továbblépéshez minden mező kitöltése kötelező.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tovább' })).toBeDisabled();
  await page.getByRole('radio', { name: /GLS futárszolgálat/ }).check();
  await expect(page.getByText('A továbblépéshez minden mező kitöltése kötelező.')).toBeHidden();
  await expect(page.getByText('Szállítási költség:')).toBeVisible();
  await page.getByRole('button', { name: 'Tovább' }).click();
  await expect(page).toHaveURL('/adatok-szallitas');
}

async function orderAndExpectSuccess(page: Page) {
  await expect(page).toHaveURL('/megrendeles');
  await expect(page.getByText('GLS futárszolgálat')).toBeVisible();
  await page.getByRole('button', { name: 'Megrendelem' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Sikeres rendelés!' })).toBeVisible();
  await expect(dialog(page)).toContainText('Köszönjük. Rendelését rögzítettük, hamarosan keresni fogjuk.');
  await expect(page).toHaveURL('/');
  await dialog(page).getByRole('button', { name: 'Rendben' }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Kosár');
  expect(await page.evaluate(() => localStorage.getItem('cart_id'))).toBeNull();
}

test.beforeEach(async ({ page, request }) => {
  await dismissPopupUpFront(page, request);
});

// The projects run side by side on one catalog: each orders its own items, so none takes another's last piece.
const offset = (project: string) => (project === 'mobile' ? 2 : 0);

test('a guest orders from the product page through the three checkout tabs', async ({ page }, testInfo) => {
  await addFromProductPage(page, await inStockVariant(page, offset(testInfo.project.name)));
  await chooseGlsAndGoOn(page);

  await expect(page.getByRole('link', { name: 'Jelentkezzen be' })).toHaveAttribute('href', '/belepes');
  await expect(page.getByText('Regisztráció nélkül is vásárolhat')).toBeVisible();
  await page.getByRole('button', { name: 'Tovább' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Hibás űrlap kitöltés' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Javítom' }).click();
  await expect(page.getByText('Az irányítószám megadása kötelező.')).toBeVisible();

  await page.getByLabel('Vezetéknév').fill('Kovács');
  await page.getByLabel('Keresztnév').fill('Anna');
  await page.getByLabel('Irányítószám').fill('105');
  await page.getByLabel('Település').fill('Budapest');
  await page.getByLabel('Utca, házszám').fill('Fő utca 1.');
  await page.getByLabel('E-mail cím').fill('anna.e2e@example.hu');
  await page.getByLabel('Telefonszám').fill('+36 30 123 4567');
  await expect(page.getByText('Az irányítószám négy számjegy.')).toBeVisible();
  await page.getByLabel('Irányítószám').fill('1051');
  await expect(page.getByText('Az irányítószám négy számjegy.')).toBeHidden();
  await page.getByRole('checkbox', { name: /Elfogadom/ }).check();
  await page.getByRole('button', { name: 'Tovább' }).click();

  await expect(page.getByText('1051 Budapest, Fő utca 1.').first()).toBeVisible();
  await orderAndExpectSuccess(page);
});

test('a mistyped e-mail provider is offered corrected, and one tap puts the right address in the order', async ({ page }, testInfo) => {
  await addFromProductPage(page, await inStockVariant(page, offset(testInfo.project.name)));
  await chooseGlsAndGoOn(page);
  const email = page.getByLabel('E-mail cím');
  await email.fill('anna.e2e@gmial.com');
  // A valid address, so no format rule can catch it: the confirmation mail would go nowhere.
  await expect(page.getByRole('status').filter({ hasText: 'Erre gondolt: anna.e2e@gmail.com?' })).toBeVisible();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/modifyCart')
    && (response.request().postData() ?? '').includes('anna.e2e@gmail.com'));
  await page.getByRole('button', { name: 'anna.e2e@gmail.com' }).click();
  await expect(email).toHaveValue('anna.e2e@gmail.com');
  await expect(page.getByText('Erre gondolt:')).toBeHidden();
  // The corrected address is the cart's: it is still there when the page is loaded again.
  await saved;
  await page.reload();
  await expect(page.getByLabel('E-mail cím')).toHaveValue('anna.e2e@gmail.com');
});

test('a filled field shows no error while its value is on its way; the server\'s verdict on it shows once it is back', async ({ page }, testInfo) => {
  await addFromProductPage(page, await inStockVariant(page, offset(testInfo.project.name)));
  await chooseGlsAndGoOn(page);
  // The answers to the field edits are held, as on a slow mobile connection.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/modifyCart', async (route) => {
    await released;
    await route.continue();
  });
  await page.getByLabel('Vezetéknév').fill('Kovács');
  await page.getByLabel('Irányítószám').fill('105');
  await page.getByLabel('Település').fill('Budapest');
  // Leaving a filled field must not show the empty basket's "required" under it (it did, and the errors
  // vanishing a moment later moved the form under the visitor's finger).
  await expect(page.getByText('A vezetéknév megadása kötelező.')).toBeHidden();
  await expect(page.getByText('Az irányítószám megadása kötelező.')).toBeHidden();
  release();
  await expect(page.getByText('Az irányítószám négy számjegy.')).toBeVisible();
  await expect(page.getByText('A vezetéknév megadása kötelező.')).toBeHidden();
});

test('a logged-in customer gets the profile prefilled and orders', async ({ page }, testInfo) => {
  const item = await inStockVariant(page, offset(testInfo.project.name) + 1);
  const email = `profil-${Date.now()}@example.hu`;
  const headers = await apiHeaders(page);
  const registered = await page.request.post('/api/register', {
    headers, data: { name: 'Nagy Béla', email, password: 'motoros-jelszo-1', password_confirmation: 'motoros-jelszo-1' },
  });
  const { token } = (await registered.json()) as { token: string };
  await page.request.post('/api/saveUserData', {
    headers: { ...headers, Authorization: `Bearer ${token}` },
    data: {
      email, szallitas_vnev: 'Nagy', szallitas_knev: 'Béla', szallitas_irsz: '9021', szallitas_varos: 'Győr',
      szallitas_utca: 'Baross út 2.', szallitas_telefonszam: '06301234567', szamla_nev: 'Nagy Béla', adoszam: '',
      szamla_irsz: '9021', szamla_varos: 'Győr', szamla_utca: 'Baross út 2.',
    },
  });
  await page.evaluate(([user, bearer]) => {
    localStorage.setItem('username', user!);
    localStorage.setItem('token', bearer!);
  }, [email, token]);

  await addFromProductPage(page, item);
  await chooseGlsAndGoOn(page);
  await expect(page.getByLabel('Vezetéknév')).toHaveValue('Nagy');
  await expect(page.getByLabel('Irányítószám')).toHaveValue('9021');
  await expect(page.getByRole('link', { name: 'Jelentkezzen be' })).toHaveCount(0);
  await page.getByLabel('Település').fill('Sopron');
  await page.getByRole('checkbox', { name: /Elfogadom/ }).check();
  await page.getByRole('button', { name: 'Tovább' }).click();
  await expect(page.getByText('9021 Sopron, Baross út 2.').first()).toBeVisible();
  await orderAndExpectSuccess(page);

  // 'Rendeléseim' and the order's page fit the screen: on a phone their tables used to run off its right edge.
  await page.goto('/rendeleseim');
  const orderLink = page.getByRole('main').getByRole('link', { name: /^MP-\d{4}-\d{6}$/ });
  await expect(orderLink).toBeVisible();
  await expectNoSidewaysScroll(page);
  await orderLink.click();
  await expect(page.getByRole('heading', { name: 'Rendelés részletei' })).toBeVisible();
  await expect(page.getByRole('main').getByText(item.name)).toBeVisible();
  await expectNoSidewaysScroll(page);
  // Each total stands beside its amount, without the basket's stylesheet (not loaded on this page).
  const grand = page.getByRole('main').locator('dt', { hasText: 'Fizetendő összesen:' });
  const [label, amount] = [await grand.boundingBox(), await grand.locator('+ dd').boundingBox()];
  expect(Math.abs(label!.y - amount!.y)).toBeLessThan(4);
  expect(amount!.x).toBeGreaterThan(label!.x + label!.width);
});

async function expectNoSidewaysScroll(page: Page) {
  // A phone's layout viewport grows to fit an overflowing element: compare with the device's own width.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBe(page.viewportSize()!.width);
}

test('the order tabs send an empty basket back to /kosar', async ({ page }) => {
  await page.goto('/megrendeles');
  await expect(page).toHaveURL('/kosar');
  await expect(page.getByText('A kosár üres.')).toBeVisible();
  await page.goto('/adatok-szallitas');
  await expect(page).toHaveURL('/kosar');
});

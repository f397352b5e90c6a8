import { expect, type Page } from '@playwright/test';
import type { AdminProduct, ProductSummary } from '../../contract/catalog-admin';
import { placeOrder, SHOP_PORT, shopperCall, test } from './admin-orders-shop';
import { openFromMenu, signIn } from './admin-sign-in';

test.use({ baseURL: `http://127.0.0.1:${SHOP_PORT}` });
test.skip(({ isMobile }) => isMobile, 'the back office is a desktop tool');
// Each journey places orders through the checkout calls first; the shared machine is slow at times.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** A variant on sale with at least `pieces` on the shelf, and its stock, read through the back office's product calls. */
async function variantInStock(page: Page, pieces: number): Promise<{ productId: number; variantId: number; cikkszam: string }> {
  const list = (await (await page.request.get('/api/admin/products?perPage=50&active=true')).json()) as { items: ProductSummary[] };
  for (const product of list.items) {
    const detail = (await (await page.request.get(`/api/admin/products/${product.id}`)).json()) as { item: AdminProduct };
    const variant = detail.item.variants.find((v) => v.active && v.stock >= pieces);
    if (variant) return { productId: product.id, variantId: variant.id, cikkszam: variant.cikkszam };
  }
  throw new Error(`no variant with ${pieces} pieces in stock`);
}

async function stockOf(page: Page, productId: number, variantId: number): Promise<number> {
  const detail = (await (await page.request.get(`/api/admin/products/${productId}`)).json()) as { item: AdminProduct };
  return detail.item.variants.find((v) => v.id === variantId)!.stock;
}

const email = (who: string) => `${who}-${Date.now()}@vevo.test`;

test('staff find today\'s new order, edit it, print its packing slip and hand it to the courier; the customer\'s mail arrives', async ({ page, browser, shop }) => {
  await signIn(page);
  const variant = await variantInStock(page, 1);
  const shopper = await browser.newPage();
  const customer = email('futar');
  const orderNumber = await placeOrder(shopper, variant.variantId, 1, customer);

  await openFromMenu(page, 'Rendelések', 'orders');
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toContainText('Új', { timeout: 20_000 });
  await expect(row).toContainText(new Intl.DateTimeFormat('hu-HU', { timeZone: 'Europe/Budapest', dateStyle: 'short' }).format(new Date()));
  await page.screenshot({ path: 'reports/admin-orders-list.png', fullPage: true });
  await row.click();
  await expect(page.getByRole('heading', { name: orderNumber })).toBeVisible();
  await expect(page.getByText(/A számlázás ki van kapcsolva/)).toBeVisible();

  await page.getByRole('button', { name: 'Adatok módosítása' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Utca, házszám').first().fill('Kossuth Lajos utca 12.');
  await dialog.getByLabel('A vevő megjegyzése').fill('Hívjon érkezés előtt');
  await dialog.getByRole('button', { name: 'Mentés' }).click();
  await expect(page.getByText('1051 Budapest, Kossuth Lajos utca 12.')).toBeVisible();
  await expect(page.getByText('Hívjon érkezés előtt')).toBeVisible();

  const [slip] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Szállítólevél nyomtatása' }).click()]);
  await expect(slip.getByRole('heading', { name: 'Szállítólevél' })).toBeVisible();
  await expect(slip.getByRole('cell', { name: variant.cikkszam })).toBeVisible();
  await expect(slip.getByText('Kossuth Lajos utca 12.')).toBeVisible();
  await expect(slip.getByText('Hívjon érkezés előtt')).toBeVisible();
  await slip.emulateMedia({ media: 'print' });
  await expect(slip.getByRole('button', { name: 'Nyomtatás' })).toBeHidden();
  await slip.setViewportSize({ width: 794, height: 1123 }); // A4 at 96 dpi
  await slip.screenshot({ path: 'reports/admin-packing-slip.png', fullPage: true });
  await slip.pdf({ path: 'reports/admin-packing-slip.pdf', format: 'A4' });
  await slip.close();

  await page.getByRole('button', { name: 'Feldolgozás alatt' }).click();
  await expect(page.getByText('A rendelés új állapota: Feldolgozás alatt')).toBeVisible();
  await page.getByRole('button', { name: 'Átadva a futárnak' }).click();
  await page.getByLabel('Csomagkövetési szám').fill('GLS-123456789');
  await page.getByRole('button', { name: 'Mentés' }).click();
  await expect(page.getByText('A rendelés új állapota: Átadva a futárnak')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adatok módosítása' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: /Feldolgozás alatt → Átadva a futárnak \(GLS-123456789\)/ })).toBeVisible();
  await page.screenshot({ path: 'reports/admin-order-shipped.png', fullPage: true });

  const subject = `Rendelése állapota: Átadva a futárnak – ${orderNumber}`;
  await expect.poll(async () => (await shop.sink.parsed()).find((m) => m.subject === subject)?.to?.[0]?.address, { timeout: 20_000 }).toBe(customer);
  const mail = (await shop.sink.parsed()).find((m) => m.subject === subject)!;
  expect(mail.text).toContain('Csomagkövetési szám: GLS-123456789');

  // The customer finds the parcel number on the order's page as well, not only in the mail.
  await shopper.goto('/rendeles-kereses');
  await shopper.getByRole('textbox', { name: /Rendelésszám/ }).fill(orderNumber);
  await shopper.getByRole('textbox', { name: /e-mail cím/ }).fill(customer);
  await shopper.getByRole('main').getByRole('button', { name: 'Keresés' }).click();
  await expect(shopper.getByRole('main')).toContainText('Csomagkövetési szám: GLS-123456789');
});

test('staff cancel an order and its pieces go back on the shelf', async ({ page, browser }) => {
  await signIn(page);
  const variant = await variantInStock(page, 2);
  const before = await stockOf(page, variant.productId, variant.variantId);
  const orderNumber = await placeOrder(await browser.newPage(), variant.variantId, 2, email('lemondas'));
  expect(await stockOf(page, variant.productId, variant.variantId)).toBe(before - 2);

  await openFromMenu(page, 'Rendelések', 'orders');
  await page.getByRole('row').filter({ hasText: orderNumber }).click({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Lemondás' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Lemondás' }).click();
  await expect(page.getByText('A rendelés új állapota: Lemondva')).toBeVisible();
  expect(await stockOf(page, variant.productId, variant.variantId)).toBe(before);
});

test('staff see a withdrawal with its refund deadline and mark it refunded', async ({ page, browser }) => {
  await signIn(page);
  const variant = await variantInStock(page, 1);
  const shopper = await browser.newPage();
  const customer = email('elallas');
  const orderNumber = await placeOrder(shopper, variant.variantId, 1, customer);
  const found = await shopperCall<{ order: { lines: { id: number }[] } }>(shopper, '/api/orders/lookup', { orderNumber, email: customer });
  const sent = await shopperCall(shopper, '/api/withdrawals', {
    orderNumber, email: customer, requestKey: `e2e-${Date.now()}-withdrawal`, lines: [{ id: found.json.order.lines[0]!.id, quantity: 1 }], comment: 'Nem jó a méret',
  });
  expect(sent.status).toBe(200);

  await openFromMenu(page, 'Elállások', 'withdrawals');
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toContainText('Visszatérítésre vár', { timeout: 20_000 });
  const due = new Intl.DateTimeFormat('hu-HU', { timeZone: 'Europe/Budapest', dateStyle: 'short' }).format(new Date(Date.now() + 14 * 86_400_000));
  await expect(row).toContainText(due);
  await page.screenshot({ path: 'reports/admin-withdrawals.png', fullPage: true });
  await row.click();
  await expect(page.getByRole('heading', { name: `Elállás – ${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('cell', { name: variant.cikkszam })).toBeVisible();
  await page.getByRole('button', { name: 'Visszatérítve' }).click();
  await page.getByRole('dialog').getByLabel('Megjegyzés').fill('Utalva');
  await page.getByRole('dialog').getByRole('button', { name: 'Mentés' }).click();
  await expect(page.getByText('Az elállás új állapota: Visszatérítve')).toBeVisible();
  await page.screenshot({ path: 'reports/admin-withdrawal.png', fullPage: true });
});

test('on a phone the owner sees each order on one line with its total, opens it and can call the customer', async ({ page, browser }) => {
  await signIn(page);
  const variant = await variantInStock(page, 1);
  const shopper = await browser.newPage();
  const customer = email('telefon');
  const orderNumber = await placeOrder(shopper, variant.variantId, 1, customer);
  await page.setViewportSize({ width: 412, height: 915 });
  // The menu is folded away on a phone: the owner comes by the address (a bookmark, the mail's link).
  await page.goto('/admin/orders');
  const row = page.getByRole('link').filter({ hasText: orderNumber });
  await expect(row).toContainText(/\d Ft/, { timeout: 20_000 });
  await expect(row).toContainText('Új');
  // Nothing of the list runs off the screen: the toolbar's export and the pager are in view.
  const exportButton = page.getByRole('link', { name: 'CSV export' }).or(page.getByRole('button', { name: 'CSV export' }));
  await expect(exportButton).toBeInViewport();
  // The whole line is on the screen, its total included (the table was cut off after the name).
  await expect(row).toBeInViewport({ ratio: 1 });
  await row.click();
  await expect(page.getByRole('heading', { name: orderNumber })).toBeVisible();
  await expect(page.getByRole('link', { name: '+36 30 123 4567' })).toHaveAttribute('href', 'tel:+36301234567');

  // The withdrawals too: one line each with the order, the refund deadline, the state and the amount.
  const found = await shopperCall<{ order: { lines: { id: number }[] } }>(shopper, '/api/orders/lookup', { orderNumber, email: customer });
  await shopperCall(shopper, '/api/withdrawals', {
    orderNumber, email: customer, requestKey: `e2e-${Date.now()}-phone`, lines: [{ id: found.json.order.lines[0]!.id, quantity: 1 }], comment: '',
  });
  await page.goto('/admin/withdrawals');
  const due = new Intl.DateTimeFormat('hu-HU', { timeZone: 'Europe/Budapest', dateStyle: 'short' }).format(new Date(Date.now() + 14 * 86_400_000));
  const line = page.getByRole('link').filter({ hasText: orderNumber });
  await expect(line).toContainText(`Határidő: ${due} · Visszatérítésre vár`, { timeout: 20_000 });
  await expect(line).toContainText(/\d Ft/);
});

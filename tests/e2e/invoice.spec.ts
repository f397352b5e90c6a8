import { readFile } from 'node:fs/promises';
import { addFromProductPage, apiHeaders, inStockVariant, orderWithGls, signedInCustomer } from './order-helpers';
import { dismissPopupUpFront } from './storefront-helpers';
import { expect, OWN_OWNER, test } from './own-server';

test('an invoice is issued once despite a failed first try, and the customer downloads it from Rendeléseim', async ({ page, shop }) => {
  // The shop retries a failed invoice after a minute (the mail outbox's doubling pauses).
  test.setTimeout(240_000);
  await dismissPopupUpFront(page, page.request);
  await page.goto('/');
  await signedInCustomer(page, `szamla-${Date.now()}@example.hu`);
  await addFromProductPage(page, await inStockVariant(page, { skip: 1 }));
  const orderNumber = await orderWithGls(page);

  // Staff complete the order through the back office's calls (the order screens are another branch's).
  const headers = await apiHeaders(page);
  expect((await page.request.post('/api/admin/login', { headers, data: OWN_OWNER })).status()).toBe(200);
  const found = await page.request.get(`/api/admin/orders?q=${orderNumber}`, { headers });
  const { id } = ((await found.json()) as { items: { id: number }[] }).items[0]!;
  const move = (data: object) => page.request.post(`/api/admin/orders/${id}/status`, { headers, data });
  expect((await move({ status: 'processing' })).status()).toBe(200);
  expect((await move({ status: 'shipped', trackingNumber: 'GLS123456789' })).status()).toBe(200);
  shop.szamlazz.failNext = 'down';
  expect((await move({ status: 'completed' })).status()).toBe(200);

  await expect.poll(() => shop.szamlazz.requests.length, { timeout: 30_000 }).toBeGreaterThan(0);
  expect(shop.szamlazz.issued).toEqual([]);
  await expect.poll(() => shop.szamlazz.issued.length, { timeout: 150_000, intervals: [5_000] }).toBe(1);
  expect(shop.szamlazz.problems).toEqual([]);
  const [invoice] = shop.szamlazz.issued;
  expect(invoice).toMatchObject({ kind: 'invoice', externalId: `${orderNumber}:invoice` });

  await page.goto('/rendeleseim');
  await page.getByRole('link', { name: orderNumber }).click();
  const button = page.getByRole('button', { name: `Számla ${invoice!.number} (PDF)` });
  await expect(button).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: 'reports/order-history-invoice.png', fullPage: true });
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${invoice!.number}.pdf`);
  expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  // Issued once: a later pass of the runner finds nothing more to do.
  await page.waitForTimeout(6_000);
  expect(shop.szamlazz.issued).toHaveLength(1);
});

import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './app-started';
import sharp from 'sharp';
import { openFromMenu, signIn } from './admin-sign-in';
import { previousPrice } from '../../server/modules/catalog/price-rules';
import { cards, dismissPopupUpFront } from './storefront-helpers';

// The shared machine runs several shops at once: a screen may take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

interface Summary { id: number; alias: string; cikkszam: string; fullname_hu: string; categoryAlias: string; variantCount: number; minPrice: number }
interface Detail { variants: { cikkszam: string; price: number; priceHistory: { price: number; from: string }[] }[] }

const adminHeaders = { 'X-Requested-With': 'XMLHttpRequest' };
const formatFt = (n: number) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} Ft`;

/** Products of one variant, not on sale, found through the back office's own list call (the staff cookie). */
async function plainProducts(page: Page, query: string): Promise<Summary[]> {
  const answer = await page.request.get(`/api/admin/products?perPage=50&onSale=false&active=true&sort=fullname_hu&order=ASC&${query}`, { headers: adminHeaders });
  const { items } = (await answer.json()) as { items: Summary[] };
  return items.filter((p) => p.variantCount === 1);
}

/** The first card of a storefront listing (as the page asks for it), found in the back office by its item number. */
async function firstCardOfListing(page: Page, category: string): Promise<Summary> {
  await page.goto('/');
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const listing = await page.request.post(`/api/productsByAlias/${category}`, {
    headers: { ...adminHeaders, 'X-CSRF-Token': csrf }, data: { range: { start: 0, end: 16 } },
  });
  const [card] = ((await listing.json()) as { products: { cikkszam: string }[] }).products;
  const answer = await page.request.get(`/api/admin/products?q=${encodeURIComponent(card!.cikkszam)}`, { headers: adminHeaders });
  const found = ((await answer.json()) as { items: Summary[] }).items.find((p) => p.cikkszam === card!.cikkszam);
  if (!found) throw new Error(`${card!.cikkszam} is not in the back office's list`);
  await page.goto('/admin');
  return found;
}

async function openProduct(page: Page, product: Summary) {
  await openFromMenu(page, 'Termékek', 'products');
  await page.getByPlaceholder('Név vagy cikkszám').fill(product.fullname_hu);
  // the header row and the one product the name finds
  await expect(page.getByRole('row')).toHaveCount(2, { timeout: 20_000 });
  await page.getByRole('row').nth(1).getByRole('cell', { name: product.fullname_hu, exact: true }).click();
  await expect(page.getByRole('heading', { name: product.fullname_hu })).toBeVisible();
}

test.describe('products in the back office', () => {
  test.skip(({ isMobile }) => isMobile, 'the back office is a desktop tool');
  test.describe.configure({ mode: 'serial' });
  // The shared 2-core machine: the back office's first load and the first drawings take their time.
  test.setTimeout(120_000);

  test('a price cut on a variant shows on the storefront struck at the 30-day lowest price', async ({ page, request }) => {
    await signIn(page);
    const [product] = await plainProducts(page, 'outOfStock=false');
    if (!product) throw new Error('no single-variant product in the demo catalogue');
    const detail = (await (await page.request.get(`/api/admin/products/${product.id}`, { headers: adminHeaders })).json()).item as Detail;
    const variant = detail.variants[0]!;
    const newPrice = Math.max(1, Math.round(Math.min(...variant.priceHistory.map((p) => p.price)) * 0.6));

    await openProduct(page, product);
    await page.getByRole('tab', { name: /Változatok/ }).click();
    await page.getByLabel(`Ár – ${variant.cikkszam}`).fill(String(newPrice));
    await page.getByRole('button', { name: `Mentés – ${variant.cikkszam}` }).click();
    await expect(page.getByText('A termékváltozat mentve.')).toBeVisible();
    // The rule, applied to the history as it stood plus the new point now.
    const struck = previousPrice([...variant.priceHistory.map((p) => ({ price: p.price, from: new Date(p.from) })), { price: newPrice, from: new Date() }]);
    expect(struck).not.toBeNull();
    await page.getByRole('button', { name: 'Árelőzmény' }).click();
    await expect(page.getByRole('table', { name: `${variant.cikkszam} árelőzményei` })).toContainText(formatFt(newPrice));
    await page.screenshot({ path: 'reports/admin-product-variants.png', fullPage: true });

    await dismissPopupUpFront(page, request);
    await page.goto(`/termek/${product.alias}`);
    const price = page.getByRole('main').locator('.price--sale').first();
    await expect(price).toContainText('30 napos legalacsonyabb ár');
    await expect(price.locator('del')).toHaveText(formatFt(struck!));
    await expect(price.locator('.price__current')).toContainText(formatFt(newPrice));
  });

  test('a product\'s variants fit a 1366-pixel desktop screen beside the menu, without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page);
    const answer = await page.request.get('/api/admin/products?perPage=100&category=ruhazat-sisak&sort=fullname_hu&order=ASC', { headers: adminHeaders });
    const product = ((await answer.json()) as { items: Summary[] }).items.find((p) => p.variantCount >= 4);
    if (!product) throw new Error('no helmet with four or more sizes in the demo catalogue');
    const detail = (await (await page.request.get(`/api/admin/products/${product.id}`, { headers: adminHeaders })).json()).item as Detail;

    await page.goto(`/admin/products/${product.id}`);
    await page.getByRole('tab', { name: /Változatok/ }).click();
    const last = detail.variants.at(-1)!.cikkszam;
    await expect(page.getByRole('button', { name: `Mentés – ${last}` })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Termékek' })).toBeInViewport();
    // Every row's own controls, up to its 'Mentés' and 'Árelőzmény', are within the window as it opens.
    for (const name of [`Aktív – ${last}`, `Mentés – ${last}`]) {
      const box = (await page.getByRole(name.startsWith('Aktív') ? 'checkbox' : 'button', { name }).boundingBox())!;
      expect(box.x + box.width, name).toBeLessThanOrEqual(1366);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await page.screenshot({ path: 'reports/admin-product-variants-1366.png' });
  });

  test('staff choose the brand by its name from a list, and the product is saved with that brand', async ({ page }) => {
    await signIn(page);
    const [product] = await plainProducts(page, 'outOfStock=false');
    await page.goto(`/admin/products/${product!.id}`);
    const brand = page.getByRole('combobox', { name: 'Márka' });
    await expect(brand).not.toHaveValue('');
    // Typing the name a person knows ('Bremb…'), not the identifier of its page; the server's answer to
    // the search must not put the product's old brand back into the box.
    const searched = page.waitForResponse((res) => res.url().includes('/api/admin/brands') && res.url().includes('Bremb'));
    await brand.fill('Bremb');
    await searched;
    await expect(brand).toHaveValue('Bremb');
    await page.getByRole('option', { name: 'Brembo', exact: true }).click();
    await page.getByRole('button', { name: 'Mentés' }).click();
    await expect(page.getByText('Módosítás mentve')).toBeVisible();
    const saved = await page.request.get(`/api/admin/products/${product!.id}`, { headers: adminHeaders });
    expect(((await saved.json()) as { item: { brandAlias: string | null } }).item.brandAlias).toBe('brembo');
  });

  for (const { what, field, typed, says } of [
    { what: 'a product address with capitals or spaces', field: 'Webcím (alias)', typed: 'Rossz Cim', says: 'Csak kisbetű, számjegy és kötőjel' },
  ]) {
    test(`${what} is marked in Hungarian under its field and not sent`, async ({ page }) => {
      await signIn(page);
      const [product] = await plainProducts(page, 'outOfStock=false');
      const sent: string[] = [];
      page.on('request', (request) => void (request.method() === 'POST' && request.url().includes(`/api/admin/products/${product!.id}`) && sent.push(request.url())));
      await page.goto(`/admin/products/${product!.id}`);
      await page.getByLabel(field).fill(typed);
      await page.getByRole('button', { name: 'Mentés' }).click();
      await expect(page.getByText(says, { exact: false })).toBeVisible();
      await expect(page.getByText(/must match pattern/)).toHaveCount(0);
      expect(sent).toEqual([]);
    });
  }

  test('an uploaded photo shows in the storefront listing card as a sized image', async ({ page, request }) => {
    await signIn(page);
    const product = await firstCardOfListing(page, 'ruhazat-sisak');
    // A picture no demo drawing looks like: a red field with a yellow disc.
    const png = await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#d00"/><circle cx="400" cy="300" r="180" fill="#fd0"/></svg>')).png().toBuffer();

    await openProduct(page, product);
    await page.getByRole('tab', { name: 'Fényképek' }).click();
    await page.locator('input[type="file"]').setInputFiles({ name: 'sisak.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('A fénykép feltöltve.')).toBeVisible();
    const thumbnail = page.getByRole('list', { name: 'Fényképek' }).getByRole('img');
    await expect(thumbnail).toHaveCount(1);
    await expect(thumbnail).toHaveAttribute('src', /^\/media\/p\/[0-9a-f]{32}-320\.webp$/);
    await page.screenshot({ path: 'reports/admin-product-photos.png', fullPage: true });

    await dismissPopupUpFront(page, request);
    await page.goto('/ruhazat-sisak');
    const card = cards(page).filter({ hasText: product.fullname_hu }).first();
    const image = card.locator('img').first();
    await expect(image).toHaveAttribute('src', /^\/media\/p\/[0-9a-f]{32}-\d+\.webp$/);
    // the browser picks a width for the card's layout from the sized forms
    await expect(image).toHaveAttribute('srcset', /-160\.webp 160w/);
    await expect(image).toHaveAttribute('sizes', /240px/);
    await card.screenshot({ path: 'reports/storefront-card-uploaded-photo.png' });
  });

  test('staff filter the product list by a brand chosen by its name, and a reload keeps it by name', async ({ page }) => {
    await signIn(page);
    await openFromMenu(page, 'Termékek', 'products');
    await page.getByRole('button', { name: 'Szűrő hozzáadása' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Márka' }).click();
    await page.getByRole('combobox', { name: 'Márka' }).fill('Bremb');
    await page.getByRole('option', { name: 'Brembo', exact: true }).click();
    await expect(page).toHaveURL(/brembo/);
    const { total } = (await (await page.request.get('/api/admin/products?brand=brembo&perPage=1', { headers: adminHeaders })).json()) as { total: number };
    expect(total).toBeGreaterThan(0);
    const rows = page.getByRole('row');
    await expect(rows).toHaveCount(Math.min(total, 25) + 1);
    for (const row of (await rows.all()).slice(1)) await expect(row).toContainText('Brembo');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Márka' })).toHaveValue('Brembo');
    await expect(rows).toHaveCount(Math.min(total, 25) + 1);
  });

  test('a bulk price change on a filtered selection confirms the count and changes those products', async ({ page }) => {
    await signIn(page);
    await openFromMenu(page, 'Termékek', 'products');
    await page.getByPlaceholder('Név vagy cikkszám').fill('kesztyű');
    await expect(page.getByRole('row').nth(1)).toContainText(/kesztyű/i);
    const before = (await (await page.request.get('/api/admin/products?q=kesztyű&perPage=100', { headers: adminHeaders })).json()) as { total: number; items: Summary[] };
    expect(before.total).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Szűrt termékek módosítása' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tömeges módosítás' });
    await expect(dialog).toContainText(`Kijelölés: ${before.total.toLocaleString('hu-HU')} termék`);
    await dialog.getByLabel('Változás (%)').fill('10');
    await dialog.getByRole('button', { name: 'Tovább' }).click();
    await expect(dialog).toContainText(`${before.total.toLocaleString('hu-HU')} termék változik.`);
    await expect(dialog).toContainText('Minden változat árának emelése 10%-kal');
    await page.screenshot({ path: 'reports/admin-products-bulk.png', fullPage: true });
    await dialog.getByRole('button', { name: 'Végrehajtás' }).click();
    await expect(page.getByText(new RegExp(`^${before.total} termék \\(\\d+ változat\\) módosult\\.$`))).toBeVisible();

    const after = (await (await page.request.get('/api/admin/products?q=kesztyű&perPage=100', { headers: adminHeaders })).json()) as { items: Summary[] };
    const sample = before.items[0]!;
    expect(after.items.find((p) => p.id === sample.id)!.minPrice).toBe(Math.round(sample.minPrice * 1.1));
    await page.screenshot({ path: 'reports/admin-products-list.png', fullPage: true });
  });
});

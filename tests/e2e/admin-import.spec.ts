import { expect, type Page } from '@playwright/test';
import { test } from './app-started';
import { openFromMenu, signIn } from './admin-sign-in';
import { apiHeaders } from './order-helpers';
import { dismissPopupUpFront } from './storefront-helpers';

/** A one-variant product of the demo catalogue, found through the storefront's own calls. */
async function oneVariantProduct(page: Page): Promise<{ alias: string; cikkszam: string; price: number }> {
  await page.goto('/');
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const listing = await page.request.post('/api/productsByAlias/alkatresz-kereso', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': csrf }, data: { range: { start: 0, end: 40 } },
  });
  const { products } = (await listing.json()) as { products: { alias: string }[] };
  for (const { alias } of products) {
    const { product } = (await (await page.request.get(`/api/productByAlias/${alias}`)).json()) as
      { product: { variants: { cikkszam: string; price_curr_hu: number; price_prev_hu: number | null }[] } };
    const [only] = product.variants;
    if (product.variants.length === 1 && only && only.price_prev_hu === null) return { alias, cikkszam: only.cikkszam, price: only.price_curr_hu };
  }
  throw new Error('no one-variant product without a sale in the demo catalogue');
}

test.describe('back office: catalogue import', () => {
  test.skip(({ isMobile }) => isMobile, 'the back office is a desktop tool');

  test('a CSV is dry-run (diff and rejected line), applied with progress, and the storefront shows the new price', async ({ page, request }) => {
    // Finding a one-variant product reads several product answers on a machine shared by many test runs.
    test.setTimeout(120_000);
    await dismissPopupUpFront(page, request);
    const target = await oneVariantProduct(page);
    const newPrice = target.price + 12_345;
    const csv = `cikkszam;ar\n${target.cikkszam};${newPrice}\nNINCS-ILYEN-1;990\n`;

    await signIn(page);
    await openFromMenu(page, 'Importálás', 'imports');
    await page.getByLabel('Importálandó fájl').setInputFiles({ name: 'arak.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Próbafuttatás' }).click();

    const report = page.getByTestId('import-report');
    await expect(report).toContainText('Módosuló: 1');
    await expect(report).toContainText('Elutasított: 1');
    await expect(page.getByRole('table', { name: 'Elutasított sorok' })).toContainText('új cikkszám: a termek_cikkszam oszlop kitöltése kötelező');
    await expect(page.getByRole('table', { name: 'Változások' })).toContainText(`ar: ${target.price} → ${newPrice}`);
    await page.screenshot({ path: 'reports/admin-import-dry-run.png', fullPage: true });

    await page.getByRole('button', { name: 'Alkalmazás' }).click();
    await expect(page.getByText('Az import elkészült.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Korábbi importok' })).toContainText('arak.csv');
    await page.screenshot({ path: 'reports/admin-import-applied.png', fullPage: true });

    // The storefront's cached answers were forgotten by the write: the product page shows the new price at once.
    await page.goto(`/termek/${target.alias}`);
    await expect(page.getByRole('main')).toContainText(`${String(newPrice).replace(/\B(?=(\d{3})+$)/g, ' ')} Ft`);
  });

  test('a file whose every row is refused offers no \'Alkalmazás\' and says why', async ({ page }) => {
    await signIn(page);
    await openFromMenu(page, 'Importálás', 'imports');
    const csv = 'cikkszam;ar\nNINCS-ILYEN-2;990\nNINCS-ILYEN-3;1990\n';
    await page.getByLabel('Importálandó fájl').setInputFiles({ name: 'hibas.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Próbafuttatás' }).click();

    await expect(page.getByTestId('import-report')).toContainText('Elutasított: 2');
    await expect(page.getByText('Nincs mit alkalmazni: a fájl minden sorát elutasítottuk.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Alkalmazás' })).toHaveCount(0);
  });

  test('a staff member sees the supplier feed\'s setting but no \'Mentés\': only owners save it', async ({ page }) => {
    const member = { email: `beszallito-${Date.now()}@motopont.test`, password: 'Munkatars-jelszo-2026' };
    await signIn(page);
    await openFromMenu(page, 'Importálás', 'imports');
    const feed = page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: 'Beszállítói fájl ütemezett importja' }) });
    await expect(feed.getByRole('button', { name: 'Mentés' })).toBeEnabled();
    const added = await page.request.post('/api/admin/staff', {
      headers: await apiHeaders(page), data: { ...member, name: 'Beszállító Bence', role: 'staff' },
    });
    expect(added.status()).toBe(200);

    await page.context().clearCookies();
    await signIn(page, member);
    await openFromMenu(page, 'Importálás', 'imports');
    await expect(feed).toContainText('A beállítást a tulajdonos módosíthatja.');
    await expect(feed.getByRole('button', { name: 'Mentés' })).toHaveCount(0);
    await expect(feed.getByLabel('A fájl URL-je (CSV vagy XLSX)')).toBeDisabled();
    await expect(feed.getByRole('button', { name: 'Futtatás most' })).toBeVisible();
  });
});

import { expect, type Page } from '@playwright/test';
import { test } from './app-started';
import { addFromProductPage, apiHeaders, cartLink, inStockVariant } from './order-helpers';
import { openFromMenu, signIn } from './admin-sign-in';
import { dismissPopupUpFront } from './storefront-helpers';

/** The settings form's row of the GLS mode (the modes are listed in their order, not by number). */
async function glsRow(page: Page): Promise<number> {
  const labels = page.getByRole('textbox', { name: 'Név', exact: true });
  await expect(labels.first()).toBeVisible();
  const values = await labels.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const index = values.findIndex((value) => value.includes('GLS'));
  expect(index, values.join(', ')).toBeGreaterThanOrEqual(0);
  return index;
}

test.describe('shop settings in the back office', () => {
  // Sign-in, a save and a basket in one test: more than the default 30 s on a busy machine.
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  const glsCost = 2790 + (Date.now() % 20) * 10;
  const company = `Teszt Motoros Kereskedés ${Date.now() % 100_000} Kft.`;

  test('the owner changes the GLS cost and the basket uses it', async ({ page, request }) => {
    await dismissPopupUpFront(page, request);
    await signIn(page);
    await openFromMenu(page, 'Beállítások', 'settings');
    const row = await glsRow(page);
    const cost = page.getByRole('spinbutton', { name: 'Díj (Ft)' }).nth(row);
    await cost.fill('-5');
    await page.getByRole('button', { name: 'Mentés' }).click();
    await expect(page.getByText('0 és 10 000 000 Ft közötti egész szám legyen.').first()).toBeVisible();
    await cost.fill(String(glsCost));
    await page.getByRole('button', { name: 'Mentés' }).click();
    await expect(page.getByText('A beállításokat elmentettük')).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: 'reports/admin-settings.png', fullPage: true });

    await addFromProductPage(page, await inStockVariant(page, { skip: 3 }));
    await cartLink(page).click();
    await page.getByRole('radio', { name: /GLS futárszolgálat/ }).check();
    // The shop's own price format ('2 790 Ft'): Intl's hu-HU leaves four-digit numbers ungrouped.
    const shown = String(glsCost).replace(/\B(?=(\d{3})+$)/g, ' ');
    await expect(page.locator('.cart-totals')).toContainText(`Szállítási költség:${shown} Ft`);
  });

  test("the owner changes the seller's company name; footer and imprint show it", async ({ page }) => {
    await signIn(page);
    await openFromMenu(page, 'Beállítások', 'settings');
    await page.getByLabel('Adószám').fill('123');
    await page.getByRole('button', { name: 'Mentés' }).click();
    await expect(page.getByText('Az adószám formátuma: 12345678-2-42.').first()).toBeVisible();
    await page.getByLabel('Adószám').fill('12345676-2-43');
    await page.getByLabel('Cégnév').fill(company);
    await page.getByRole('button', { name: 'Mentés' }).click();
    await expect(page.getByText('A beállításokat elmentettük')).toBeVisible({ timeout: 15_000 });

    await page.goto('/impresszum');
    await expect(page.getByRole('main')).toContainText(company);
    await expect(page.getByRole('contentinfo')).toContainText(company);
  });

  test('a staff member sees no settings menu and is refused the settings', async ({ page }) => {
    const member = { email: `beallitas-${Date.now()}@motopont.test`, password: 'Munkatars-jelszo-2026' };
    await signIn(page);
    const added = await page.request.post('/api/admin/staff', {
      headers: await apiHeaders(page), data: { ...member, name: 'Beállítás Béla', role: 'staff' },
    });
    expect(added.status()).toBe(200);
    await page.context().clearCookies();
    await signIn(page, member);
    await expect(page.getByRole('menuitem', { name: 'Vásárlók' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Beállítások' })).toHaveCount(0);
    const refused = await page.request.get('/api/admin/settings', { headers: await apiHeaders(page) });
    expect(refused.status()).toBe(403);
  });
});

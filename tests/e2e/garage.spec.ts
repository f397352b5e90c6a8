import { expect } from '@playwright/test';
import { test } from './app-started';
import { dismissPopupUpFront } from './storefront-helpers';

test.beforeEach(async ({ page, request }) => {
  await dismissPopupUpFront(page, request);
});

test('a logged-in rider keeps two motorcycles in the garage and switches between them from the header', async ({ page }) => {
  const email = `garazs-${Date.now()}@example.hu`;
  await page.goto('/regisztracio');
  await page.getByRole('textbox', { name: 'Vezetéknév', exact: true }).fill('Teszt');
  await page.getByRole('textbox', { name: 'Keresztnév', exact: true }).fill('Motoros');
  await page.getByRole('textbox', { name: 'E-mail cím', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Jelszó', exact: true }).fill('jelszo-123');
  await page.getByRole('textbox', { name: 'Jelszó megerősítése', exact: true }).fill('jelszo-123');
  await page.getByLabel(/Elfogadom/).check();
  await page.getByRole('button', { name: 'Regisztrálok' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Rendben' }).click();
  await expect(page.getByRole('link', { name: 'Garázs' })).toBeVisible();

  const finder = page.getByRole('region', { name: 'Motorom' });
  for (const [text, type] of [['yamaha mt07', 'Yamaha MT-07 (2016-2017)'], ['honda cbr 600', null]] as const) {
    await page.goto('/alkatresz-kereso');
    await finder.getByRole('button', { name: 'Váltás szabadszavas keresésre' }).click();
    await finder.getByLabel('Motor keresése').fill(text);
    const types = finder.getByLabel('Típus');
    await expect(types.locator('option').first()).toHaveText(/^\d+ db találat\. Válaszd ki a motorod\.$/);
    if (type) await types.selectOption({ label: type });
    else await types.selectOption({ index: 1 });
    await finder.getByRole('button', { name: 'Mentés a garázsba' }).click();
    await expect(finder.getByText('A garázsában van.')).toBeVisible();
    await finder.getByRole('button', { name: 'Másik motort választok' }).click();
  }

  await page.getByRole('link', { name: 'Garázs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Garázs' })).toBeVisible();
  const bikes = page.locator('.garage__bike');
  await expect(bikes).toHaveCount(2);
  await bikes.filter({ hasText: 'Yamaha MT-07 (2016-2017)' }).getByRole('button', { name: 'Ezt választom' }).click();
  await expect(bikes.filter({ hasText: 'Yamaha MT-07 (2016-2017)' }).getByText('Aktív motor')).toBeVisible();

  // The header switches the active motorcycle; the parts finder follows.
  const honda = (await bikes.filter({ hasText: 'Honda' }).locator('.garage__name').textContent())!;
  await page.getByLabel('Aktív motor a garázsból').selectOption({ label: honda });
  await page.goto('/alkatresz-kereso');
  await expect(finder.getByText(honda)).toBeVisible();

  await page.goto('/garazs');
  await bikes.filter({ hasText: honda }).getByRole('button', { name: 'Törlés' }).click();
  await expect(bikes).toHaveCount(1);

  // Logging out forgets the garage in this browser.
  await page.getByRole('button', { name: 'Kilépés' }).click();
  await expect(page.getByRole('link', { name: 'Garázs' })).toHaveCount(0);
  await expect(page.getByLabel('Aktív motor a garázsból')).toHaveCount(0);
});

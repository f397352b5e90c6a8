import { expect } from '@playwright/test';
import { test } from './app-started';
import { dismissPopupUpFront, productWithVariants } from './storefront-helpers';

test.describe('product page', () => {
  test.beforeEach(async ({ page, request }) => dismissPopupUpFront(page, request));

  test('shows the item number and variants, and asks for a variant before adding to the cart', async ({ page }) => {
    const alias = await productWithVariants(page);
    let cartCalls = 0;
    page.on('request', (r) => void (r.url().includes('/api/addToCart') && cartCalls++));
    await page.goto(`/termek/${alias}`);
    await expect(page.getByText('Azonosító:')).toBeVisible();
    const select = page.getByLabel('Termékváltozat', { exact: true });
    await expect(select.locator('option').first()).toHaveText('Válassz termékváltozatot!');
    await page.getByRole('button', { name: 'Kosárba', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Kérlek, válassz a termékváltozatok közül!' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Értem' }).click();
    await expect(dialog).toBeHidden();
    expect(cartCalls).toBe(0);
  });

  test('on a tablet the picture and the buy box are side by side, and \'Kosárba\' is on the first screen', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto(`/termek/${await productWithVariants(page)}`);
    const add = page.getByRole('button', { name: 'Kosárba', exact: true });
    await expect(add).toBeInViewport();
    const picture = await page.locator('.product__top > *').first().boundingBox();
    const buyBox = await add.boundingBox();
    expect(buyBox!.x).toBeGreaterThan(picture!.x + picture!.width);
  });

  test('the stepper stays at 1 or more and the tabs switch', async ({ page }) => {
    await page.goto(`/termek/${await productWithVariants(page)}`);
    const decrease = page.getByRole('button', { name: 'Mennyiség csökkentése' });
    await expect(decrease).toBeDisabled();
    await page.getByRole('button', { name: 'Mennyiség növelése' }).click();
    await expect(page.getByRole('textbox', { name: 'Mennyiség', exact: true })).toHaveValue('2');
    const variantsTab = page.getByRole('tab', { name: 'Elérhetőség/Termékváltozatok' });
    await variantsTab.click();
    await expect(variantsTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('columnheader', { name: 'Cikkszám' })).toBeVisible();
    await page.getByRole('link', { name: 'Teljes leírás' }).click();
    await expect(page.getByRole('tab', { name: 'Leírás' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('columnheader', { name: 'Cikkszám' })).toBeHidden();
  });

  test('an unknown product shows the not-found text and the way on', async ({ page }) => {
    await page.goto('/termek/nincs-ilyen-termek-123');
    await expect(page.getByText('Nem található ilyen eladó termékünk..')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Tovább a főoldalra' }).click();
    await expect(page).toHaveURL('/');
  });

  test('an unknown category or brand is a missing page, not an empty category', async ({ page }) => {
    for (const path of ['/nincs-ilyen-kategoria', '/ruhazat-sisak/nincs-ilyen/', '/marka/nincs-ilyen-marka']) {
      const response = await page.goto(path);
      expect({ path, status: response?.status() }).toEqual({ path, status: 404 });
      const main = page.getByRole('main');
      await expect(main.getByText('Nem található ilyen oldal.')).toBeVisible();
      await expect(main.getByRole('link', { name: 'Tovább a főoldalra' })).toBeVisible();
      await expect(main.getByText('Ebben a kategóriában jelenleg nincs termék.')).toHaveCount(0);
      await expect(page).toHaveTitle(/^Nem található/);
    }
  });
});

test.describe('content pages', () => {
  test.beforeEach(async ({ page, request }) => dismissPopupUpFront(page, request));

  test('/o/kontakt shows the page and a map or its placeholder', async ({ page }) => {
    await page.goto('/o/kontakt');
    await expect(page.getByRole('heading', { level: 1, name: 'Kapcsolat' })).toBeVisible();
    await expect(page).toHaveTitle(/^Kapcsolat - /);
    const map = page.getByRole('region', { name: 'Térkép' });
    await expect(map.locator('iframe').or(map.getByRole('link', { name: 'Útvonaltervezés' }))).toBeVisible();
  });

  test('child pages switch in place under the sub-menu', async ({ page }) => {
    await page.goto('/o/vasarlasi-informaciok');
    const menu = page.getByRole('navigation', { name: 'Vásárlási információk' });
    await page.evaluate(() => ((window as { noReload?: boolean }).noReload = true));
    await menu.getByRole('link', { name: 'Szállítás' }).click();
    await expect(page).toHaveURL('/o/szallitas');
    await expect(page.getByRole('heading', { level: 1, name: 'Szállítás' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Szállítás' })).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => (window as { noReload?: boolean }).noReload)).toBe(true);
  });

  test('an unknown page says so', async ({ page }) => {
    await page.goto('/o/x');
    await expect(page.getByText('Nem található ilyen oldal.')).toBeVisible();
  });

  test('the privacy statement shows its text', async ({ page }) => {
    await page.goto('/adatvedelmi-nyilatkozat');
    await expect(page.getByRole('heading', { level: 1, name: 'Adatvédelmi nyilatkozat' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('GDPR');
  });
});

test('the popup notice appears once and stays dismissed after a reload', async ({ page, request }) => {
  const popup = (await (await request.get('/api/getPopup')).json()) as { alias: string; title: string; active: boolean };
  expect(popup.active).toBe(true);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  // In the first HTML, painted with the page rather than after hydration.
  const first = await page.goto('/');
  expect(await first!.text()).toContain('class="popup-notice"');
  const dialog = page.getByRole('dialog', { name: popup.title });
  await expect(dialog).toBeVisible();
  // By keyboard: in full runs on the phone project the card's text was reported over its button while the
  // page was still loading its pictures (noted in the session notes for a layout look); a tap works alone.
  await dialog.getByRole('button', { name: 'Bezárás' }).press('Enter');
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('popup'))).toBe(popup.alias);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'popup')?.value).toBe(popup.alias);
  const again = await page.reload();
  // The server knows it was closed (the cookie): not in the HTML, so it does not flash either.
  expect(await again!.text()).not.toContain('class="popup-notice"');
  const menuButton = page.getByRole('navigation', { name: 'Termékkategóriák' }).getByRole('button').first();
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Kiemelt ajánlataink' })).toBeVisible();
  await expect(dialog).toBeHidden();
  // The notice hydrated as the server rendered it, with and without it.
  expect(errors).toEqual([]);
});

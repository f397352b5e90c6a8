import { expect, type Page } from '@playwright/test';
import { test } from './app-started';
import { openFromMenu, signIn } from './admin-sign-in';
import { dismissPopupUpFront } from './storefront-helpers';

/** The back office loads its lists after the page; on a loaded machine that takes more than the default 5 s. */
const slow = expect.configure({ timeout: 30_000 });

/** A back-office call as the app makes it (CSRF header from the page), to put the demo data back afterwards. */
async function adminPost(page: Page, path: string, body: object) {
  const status = await page.evaluate(async ([url, payload]) => {
    const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
    const res = await fetch(url, {
      method: 'POST', body: JSON.stringify(payload),
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': token },
    });
    return res.status;
  }, [path, body] as const);
  expect(status).toBe(200);
}

async function adminGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

test.describe('back office: catalogue structure and content', () => {
  test.skip(({ isMobile }) => isMobile, 'the back office is a desktop tool');
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  test.beforeEach(async ({ page, request }) => {
    await dismissPopupUpFront(page, request);
    await signIn(page);
  });

  test('the owner renames a category and gives it a new address: the menu shows it, the old address redirects', async ({ page }) => {
    await openFromMenu(page, 'Kategóriák', 'categories');
    await slow(page.getByRole('row').filter({ hasText: '/alkatresz-kereso/villaszimering/' })).toBeVisible();
    const id = (await adminGet<{ items: { id: number; alias: string }[] }>(page, '/api/admin/categories')).items
      .find((c) => c.alias === 'villaszimering')!.id;
    await page.goto(`/admin/categories/${id}`);
    await page.getByRole('textbox', { name: 'Név', exact: true }).fill('Villaszimeringek');
    await page.getByRole('textbox', { name: 'Azonosító a címben' }).fill('villaszimeringek');
    await page.getByRole('button', { name: 'Mentés' }).click();
    const row = page.getByRole('row').filter({ hasText: '/alkatresz-kereso/villaszimeringek/' });
    await slow(row).toContainText('Villaszimeringek');
    await page.screenshot({ path: 'reports/admin-categories.png', fullPage: true });

    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Termékkategóriák' });
    await menu.getByRole('button', { name: 'Alkatrészek' }).click();
    await slow(menu.getByRole('link', { name: /Villaszimeringek/ })).toBeVisible();

    const old = await page.request.get('/alkatresz-kereso/villaszimering/', { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe('/alkatresz-kereso/villaszimeringek/');
    await page.goto('/alkatresz-kereso/villaszimering/');
    await slow(page).toHaveURL(/\/alkatresz-kereso\/villaszimeringek\/$/);
    await slow(page.getByRole('heading', { level: 1, name: 'Villaszimeringek' })).toBeVisible();

    await page.goto('/admin');
    await adminPost(page, `/api/admin/categories/${id}`, { name_hu: 'Villaszimering', alias: 'villaszimering' });
  });

  test('links an engine oil to a motorcycle and the parts finder lists it at once', async ({ page }) => {
    const oil = (await adminGet<{ items: { id: number; cikkszam: string; fullname_hu: string }[] }>(
      page, '/api/admin/products?category=motorolaj&noFitment=true&perPage=1&sort=id&order=ASC')).items[0]!;
    const type = (await adminGet<{ items: { id: number; manufacturerId: number }[] }>(
      page, '/api/admin/bike-types?q=yamaha%20mt07&year=2018&capacity=689&perPage=1&sort=id&order=ASC')).items[0]!;

    await openFromMenu(page, 'Motorillesztés', 'fitment');
    await page.getByPlaceholder('Terméknév vagy cikkszám').fill(oil.cikkszam);
    // A row opens the product's motorcycles, as staff click it (the list's product record must not stand in for it).
    await slow(page.getByRole('row').filter({ hasText: oil.cikkszam })).toBeVisible();
    await page.getByRole('row').filter({ hasText: oil.cikkszam }).getByRole('cell').first().click();
    await slow(page).toHaveURL(`/admin/fitment/${oil.id}/show`);
    await slow(page.getByText('Univerzális termék: egyik változata sincs motortípushoz kötve.')).toBeVisible();
    const search = page.getByRole('region', { name: 'Motortípus keresése' });
    await search.getByLabel('Gyártó, modell, hengerűrtartalom').fill('yamaha mt07');
    await search.getByLabel('Évjárat').fill('2018');
    await search.getByRole('button', { name: 'Keresés' }).click();
    await search.getByRole('button', { name: /^Yamaha MT-07 .*hozzáadása$/ }).first().click();
    await slow(page.getByRole('table', { name: 'Illeszkedő motorok' })).toContainText('Yamaha MT-07');
    await page.screenshot({ path: 'reports/admin-fitment.png', fullPage: true });

    await page.addInitScript((tipus) => localStorage.setItem('motorom', JSON.stringify({
      gyarto: null, felepites: null, hengerurtartalom: null, tipus, motorInput: '',
    })), type.id);
    await page.goto('/alkatresz-kereso/motorolaj/');
    const cards = page.getByRole('main').getByRole('article');
    await slow(cards).toHaveCount(1);
    await slow(cards.first()).toContainText(oil.fullname_hu);

    await page.goto('/admin');
    await adminPost(page, `/api/admin/fitment/${oil.id}/universal`, {});
  });

  test('edits a content page opened from the list and moves it to the top level and back', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    const child = (await adminGet<{ items: { id: number; alias: string; title: string; parentAlias: string | null }[] }>(page, '/api/admin/pages'))
      .items.find((p) => p.parentAlias !== null)!;
    await openFromMenu(page, 'Tartalmi oldalak', 'pages');
    await page.getByRole('row').filter({ hasText: `/o/${child.alias}` }).getByRole('cell').first().click();
    await slow(page.getByRole('textbox', { name: 'Cím', exact: true })).toHaveValue(child.title);
    await page.getByRole('combobox', { name: 'Szülőoldal' }).click();
    await page.getByRole('option').filter({ hasText: 'Nincs (főoldal)' }).click();
    await page.getByRole('button', { name: 'Mentés' }).click();
    await slow(page).toHaveURL(/\/admin\/pages$/);
    await expect.poll(async () => (await adminGet<{ item: { parentAlias: string | null } }>(page, `/api/admin/pages/${child.id}`)).item.parentAlias)
      .toBeNull();
    expect(errors).toEqual([]);

    await adminPost(page, `/api/admin/pages/${child.id}`, { parentAlias: child.parentAlias });
  });

  test('the edit screens offer no \'Törlés\', which the back office would refuse after its confirmation', async ({ page }) => {
    for (const resource of ['categories', 'brands', 'pages', 'sliders', 'current-topics', 'popups']) {
      const [first] = (await adminGet<{ items: { id: number }[] }>(page, `/api/admin/${resource}?perPage=1`)).items;
      await page.goto(`/admin/${resource}/${first!.id}`);
      await slow(page.getByRole('button', { name: 'Mentés' }), resource).toBeVisible();
      await expect(page.getByRole('button', { name: 'Törlés' }), resource).toHaveCount(0);
    }
  });

  test('adds a brand, and its page answers on the storefront', async ({ page }) => {
    const alias = `teszt-marka-${Date.now()}`;
    await openFromMenu(page, 'Márkák', 'brands');
    await page.getByRole('link', { name: 'Új', exact: true }).click();
    await page.getByRole('textbox', { name: 'Név', exact: true }).fill('Teszt Márka');
    await page.getByRole('textbox', { name: 'Azonosító' }).fill('Rossz Azonosító');
    await page.getByRole('button', { name: 'Mentés' }).click();
    await expect(page.getByText('Kisbetűk, számok és kötőjelek')).toBeVisible();
    await page.getByRole('textbox', { name: 'Azonosító' }).fill(alias);
    await page.getByRole('button', { name: 'Mentés' }).click();
    // Back on the list, sorted by name over several pages: the search finds it.
    await slow(page.getByPlaceholder('Márka neve')).toBeVisible();
    await page.getByPlaceholder('Márka neve').fill(alias);
    await slow(page.getByRole('row').filter({ hasText: alias })).toContainText('Teszt Márka');
    await page.goto(`/marka/${alias}`);
    await slow(page.getByRole('heading', { level: 1 })).toHaveText('Teszt Márka');
  });

  test('activates a prepared popup notice and the storefront shows it', async ({ page }) => {
    const alias = `teszt-ertesites-${Date.now()}`;
    await openFromMenu(page, 'Felugró értesítés', 'popups');
    await page.getByRole('link', { name: 'Új', exact: true }).click();
    await page.getByRole('textbox', { name: 'Azonosító' }).fill(alias);
    await page.getByRole('textbox', { name: 'Cím' }).fill('Leltár miatt zárva');
    await page.getByRole('textbox', { name: 'Tartalom' }).fill('<p>December 30-án leltár miatt zárva tartunk.</p>');
    await page.getByRole('button', { name: 'Mentés' }).click();
    await slow(page.getByRole('row').filter({ hasText: alias })).toBeVisible();
    const id = (await adminGet<{ items: { id: number; alias: string }[] }>(page, '/api/admin/popups')).items.find((p) => p.alias === alias)!.id;
    await page.goto(`/admin/popups/${id}`);
    await page.getByLabel('Aktív').check();
    await page.getByRole('button', { name: 'Mentés' }).click();
    await slow(page.getByRole('row').filter({ hasText: alias })).toBeVisible();
    await page.screenshot({ path: 'reports/admin-popups.png', fullPage: true });

    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Leltár miatt zárva' });
    await slow(dialog).toBeVisible();
    await slow(dialog).toContainText('December 30-án leltár miatt zárva tartunk.');
    await page.screenshot({ path: 'reports/storefront-popup.png' });

    await page.goto('/admin');
    await adminPost(page, `/api/admin/popups/${id}`, { active: false });
  });
});

test.describe('back office on a computer set to another time zone', () => {
  test.skip(({ isMobile }) => isMobile, 'the back office is a desktop tool');
  test.use({ timezoneId: 'America/New_York' });

  test('a notice\'s start is the Budapest time typed, in the list and in the form', async ({ page }) => {
    await signIn(page);
    const alias = `idozitett-ertesites-${Date.now()}`;
    await openFromMenu(page, 'Felugró értesítés', 'popups');
    await page.getByRole('link', { name: 'Új', exact: true }).click();
    await page.getByRole('textbox', { name: 'Azonosító' }).fill(alias);
    await page.getByRole('textbox', { name: 'Cím' }).fill('Téli nyitvatartás');
    await page.getByLabel(/Megjelenés kezdete/).fill('2026-12-01T08:00');
    await page.getByRole('button', { name: 'Mentés' }).click();
    const row = page.getByRole('row').filter({ hasText: alias });
    await slow(row).toBeVisible();
    // Typed 8:00 in Budapest, not in New York (14:00 in Budapest).
    await expect(row).toContainText('2026. 12. 01. 8:00');
    const { items } = await adminGet<{ items: { alias: string; activeFrom: string | null }[] }>(page, '/api/admin/popups');
    expect(items.find((p) => p.alias === alias)!.activeFrom).toBe('2026-12-01T07:00:00.000Z');
    await row.getByRole('cell', { name: alias }).click();
    await expect(page.getByLabel(/Megjelenés kezdete/)).toHaveValue('2026-12-01T08:00');
  });
});

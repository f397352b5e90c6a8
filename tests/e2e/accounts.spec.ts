import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './app-started';
import PostalMime from 'postal-mime';

// Without SMTP_URL the e2e server writes every mail as an .eml file here (see playwright.config.ts).
const OUTBOX = path.join('reports', `e2e-data-${process.env.E2E_PORT ?? 3111}`, 'outbox');
const PASSWORD = 'motoros-jelszo-1';

let counter = 0;
function uniqueEmail(project: string): string {
  counter++;
  return `vevo-${project}-${Date.now()}-${counter}@example.hu`;
}

const dialog = (page: Page) => page.getByRole('dialog');

async function closeDialog(page: Page, button: string) {
  await dialog(page).getByRole('button', { name: button }).click();
  await expect(dialog(page)).toBeHidden();
}

async function registerThroughPage(page: Page, email: string) {
  await page.goto('/regisztracio');
  await page.getByRole('textbox', { name: 'Vezetéknév', exact: true }).fill('Teszt');
  await page.getByRole('textbox', { name: 'Keresztnév', exact: true }).fill('Elek');
  await page.getByRole('textbox', { name: 'E-mail cím', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Jelszó', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Jelszó megerősítése', exact: true }).fill(PASSWORD);
  await page.getByLabel(/Elfogadom/).check();
  await page.getByRole('button', { name: 'Regisztrálok' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Sikeres regisztráció!' })).toBeVisible();
  await closeDialog(page, 'Rendben');
  await expect(page).toHaveURL('/');
}

async function logoutThroughHeader(page: Page) {
  await page.getByRole('button', { name: 'Kilépés' }).click();
  await expect(page.getByRole('link', { name: 'Belépés' })).toBeVisible();
}

/** The newest mail in the outbox addressed to `to`, parsed like a mail client would. */
async function readMailTo(to: string) {
  let found: Awaited<ReturnType<typeof PostalMime.parse>> | undefined;
  await expect.poll(async () => {
    const files = (await fs.readdir(OUTBOX).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort().reverse();
    for (const file of files) {
      const mail = await PostalMime.parse(await fs.readFile(path.join(OUTBOX, file)));
      if (mail.to?.some((address) => address.address === to)) return (found = mail), true;
    }
    return false;
  }, { timeout: 20_000 }).toBe(true);
  return found!;
}

test.describe('customer accounts', () => {
  // The shop's notice popup may open over any page; close it whenever it is in the way.
  // Closing it once stores its alias, so it stays closed for the rest of the test.
  test.beforeEach(async ({ page }) => {
    await page.addLocatorHandler(page.getByRole('button', { name: 'Bezárás' }), (button) => button.click());
    await page.goto('/');
    await page.getByRole('button', { name: 'Bezárás' }).click({ timeout: 5_000 }).catch(() => {});
  });

  test('registration with the terms checkbox logs in; logout logs out', async ({ page }, testInfo) => {
    await page.goto('/regisztracio');
    await expect(page).toHaveTitle(/^Regisztráció - /);
    const terms = page.getByRole('link', { name: 'felhasználási feltételeket' });
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(terms).toHaveAttribute('href', '/felhasznalasi-feltetelek');
    await expect(page.getByRole('link', { name: 'adatvédelmi nyilatkozatot' })).toHaveAttribute('target', '_blank');

    const email = uniqueEmail(testInfo.project.name);
    await registerThroughPage(page, email);
    await expect(page.getByRole('link', { name: 'Profil' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('username'))).toBe(email);
    await logoutThroughHeader(page);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // The same address again: the server's error shows at the e-mail field.
    await page.goto('/regisztracio');
    await page.getByRole('textbox', { name: 'Vezetéknév', exact: true }).fill('Teszt');
    await page.getByRole('textbox', { name: 'Keresztnév', exact: true }).fill('Elek');
    await page.getByRole('textbox', { name: 'E-mail cím', exact: true }).fill(email.toUpperCase());
    await page.getByRole('textbox', { name: 'Jelszó', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Jelszó megerősítése', exact: true }).fill(PASSWORD);
    await page.getByLabel(/Elfogadom/).check();
    await page.getByRole('button', { name: 'Regisztrálok' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Sikertelen regisztráció!' })).toBeVisible();
    await expect(dialog(page)).toContainText('A beviteli mezőknél olvashatja a problémát.');
    await closeDialog(page, 'Javítom');
    await expect(page.getByRole('textbox', { name: 'E-mail cím', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/Ezzel az e-mail címmel már regisztráltak/)).toBeVisible();
  });

  test('a login the server no longer knows (expired, or ended on another device) logs out instead of failing', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo.project.name);
    await registerThroughPage(page, email);
    // The token ends on the server (as after 30 days, or 'Kilépés' on another device); this browser still holds it.
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    await page.request.get('/api/logout', { headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${token}` } });

    await page.goto('/rendeleseim');
    await expect(page).toHaveURL('/belepes');
    await expect(page.getByRole('link', { name: 'Belépés' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(page.getByText('A rendeléseket nem sikerült betölteni')).toHaveCount(0);
  });

  test('login refuses a wrong password and accepts the right one', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo.project.name);
    await registerThroughPage(page, email);
    await logoutThroughHeader(page);

    await page.goto('/belepes');
    await expect(page).toHaveTitle(/^Bejelentkezés - /);
    await page.getByRole('textbox', { name: 'E-mail cím', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Jelszó', exact: true }).fill('nem-ez-a-jelszo');
    await page.getByRole('button', { name: 'Bejelentkezés' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Sikertelen bejelentkezés!' })).toBeVisible();
    await expect(dialog(page)).toContainText('Hibás felhasználónév vagy jelszó.');
    await closeDialog(page, 'Rendben');

    await page.getByRole('textbox', { name: 'Jelszó', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Bejelentkezés' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Profil' })).toBeVisible();
    // Logged-in users are sent away from the login page.
    await page.goto('/belepes');
    await expect(page).toHaveURL('/');
  });

  test('a customer of the old site is told to set a new password, with the shop e-mail', async ({ page }) => {
    // tests/e2e/fixtures/old-site-customers.csv, loaded by the importer before the server starts.
    await page.goto('/belepes');
    await page.getByRole('textbox', { name: 'E-mail cím', exact: true }).fill('Regi.Vevo@example.hu');
    await page.getByRole('textbox', { name: 'Jelszó', exact: true }).fill('barmilyen-jelszo');
    await page.getByRole('button', { name: 'Bejelentkezés' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Az oldalunk megújult' })).toBeVisible();
    const shopEmail = await page.evaluate(() => JSON.parse(document.getElementById('shop-info')?.textContent ?? '{}').email);
    expect(shopEmail).toMatch(/@/);
    await expect(dialog(page)).toContainText(shopEmail);
    await closeDialog(page, 'Értem');
    await expect(page).toHaveURL('/belepes');
  });

  test('profile edit shows field errors, then saves', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo.project.name);
    await registerThroughPage(page, email);
    await page.getByRole('link', { name: 'Profil' }).click();
    await expect(page.getByRole('heading', { name: 'Adatmódosítás' })).toBeVisible();
    const shipping = page.getByRole('group', { name: 'Szállítási adatok' });
    const billing = page.getByRole('group', { name: 'Számlázási adatok' });
    await expect(shipping.getByRole('textbox', { name: 'Vezetéknév', exact: true })).toHaveValue('Teszt');
    await expect(shipping.getByRole('textbox', { name: 'E-mail cím', exact: true })).toHaveValue(email);

    // Postcodes open the phone's digit keypad and fill from the browser's saved addresses.
    await expect(shipping.getByRole('textbox', { name: 'Irányítószám', exact: true })).toHaveAttribute('inputmode', 'numeric');
    await expect(shipping.getByRole('textbox', { name: 'Irányítószám', exact: true })).toHaveAttribute('autocomplete', 'shipping postal-code');
    await expect(billing.getByRole('textbox', { name: 'Irányítószám', exact: true })).toHaveAttribute('inputmode', 'numeric');
    await expect(billing.getByRole('textbox', { name: 'Irányítószám', exact: true })).toHaveAttribute('autocomplete', 'billing postal-code');
    await shipping.getByRole('textbox', { name: 'Irányítószám', exact: true }).fill('123');
    await page.getByRole('button', { name: 'Módosítás' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Sikertelen mentés!' })).toBeVisible();
    await closeDialog(page, 'Újra próbálom');
    await expect(shipping.getByRole('textbox', { name: 'Irányítószám', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(shipping.getByText('Az irányítószám négy számjegy.')).toBeVisible();

    await shipping.getByRole('textbox', { name: 'Irányítószám', exact: true }).fill('7621');
    await shipping.getByRole('textbox', { name: 'Település', exact: true }).fill('Pécs');
    await shipping.getByRole('textbox', { name: 'Utca, házszám', exact: true }).fill('Király utca 1.');
    await shipping.getByRole('textbox', { name: 'Telefonszám', exact: true }).fill('+36 30 123 4567');
    await billing.getByRole('textbox', { name: 'Számlázási név', exact: true }).fill('Teszt Elek');
    await billing.getByRole('textbox', { name: 'Irányítószám', exact: true }).fill('7621');
    await billing.getByRole('textbox', { name: 'Település', exact: true }).fill('Pécs');
    await billing.getByRole('textbox', { name: 'Utca, házszám', exact: true }).fill('Király utca 1.');
    await page.getByRole('button', { name: 'Módosítás' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Sikeres mentés!' })).toBeVisible();
    await closeDialog(page, 'Rendben');

    await page.reload();
    await expect(shipping.getByRole('textbox', { name: 'Település', exact: true })).toHaveValue('Pécs');
    await expect(billing.getByRole('textbox', { name: 'Számlázási név', exact: true })).toHaveValue('Teszt Elek');
  });

  test('deleting the account lands on the home page with a confirmation, logged out', async ({ page }, testInfo) => {
    await registerThroughPage(page, uniqueEmail(testInfo.project.name));
    await page.getByRole('link', { name: 'Profil' }).click();
    await page.getByRole('button', { name: 'Fiókom törlése' }).click();
    await page.getByLabel('Jelszó a megerősítéshez').fill(PASSWORD);
    await page.getByRole('button', { name: 'Fiókom végleges törlése' }).click();

    await expect(dialog(page).getByRole('heading', { name: 'Fiókját töröltük' })).toBeVisible();
    await expect(page).toHaveURL('/');
    await closeDialog(page, 'Rendben');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Belépés' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('forgotten password: the mailed link sets a new password that logs in', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo.project.name);
    await registerThroughPage(page, email);
    await logoutThroughHeader(page);

    await page.goto('/elfelejtett_jelszo');
    const send = page.getByRole('button', { name: 'Elküld' });
    await expect(send).toBeDisabled();
    await page.getByRole('textbox', { name: 'E-mail cím', exact: true }).fill('senki-sincs@example.hu');
    await send.click();
    await expect(dialog(page).getByRole('heading', { name: 'Hiba!' })).toBeVisible();
    await expect(dialog(page)).toContainText('A megadott email cím nem található a rendszerünkben.');
    await closeDialog(page, 'Értem');

    await page.getByRole('textbox', { name: 'E-mail cím', exact: true }).fill(email);
    await send.click();
    await expect(dialog(page).getByRole('heading', { name: 'Üzenet' })).toBeVisible();
    await closeDialog(page, 'Rendben');

    const mail = await readMailTo(email);
    const link = /https?:\/\/\S+\/password_reset\/[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
    expect(link).toBeTruthy();
    const resetPath = new URL(link!).pathname;
    await page.goto(resetPath);
    await page.getByRole('textbox', { name: 'Új jelszó', exact: true }).fill('uj-motoros-jelszo');
    await page.getByRole('textbox', { name: 'Új jelszó megerősítése', exact: true }).fill('uj-motoros-jelszo');
    await page.getByRole('button', { name: 'Jelszó módosítása' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Sikeresen módosítottad a jelszavad.' })).toBeVisible();
    await closeDialog(page, 'Rendben');
    await expect(page).toHaveURL('/belepes');

    await page.getByRole('textbox', { name: 'E-mail cím', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Jelszó', exact: true }).fill('uj-motoros-jelszo');
    await page.getByRole('button', { name: 'Bejelentkezés' }).click();
    await expect(page).toHaveURL('/');

    // The link worked once: opened again it shows the server's message.
    await logoutThroughHeader(page);
    await page.goto(resetPath);
    await expect(page.getByRole('alert')).toContainText('érvénytelen vagy lejárt');
    // The message asks for a new link: the page leads there.
    await page.getByRole('main').getByRole('link', { name: 'Új link kérése' }).click();
    await expect(page).toHaveURL('/elfelejtett_jelszo');
  });
});

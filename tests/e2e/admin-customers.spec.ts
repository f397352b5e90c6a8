import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { test } from './app-started';
import { openFromMenu, signIn } from './admin-sign-in';

/** The old site's customer comes from tests/e2e/fixtures/old-site-customers.csv through the real importer. */
const OLD_SITE = { email: 'regi.vevo@example.hu', name: 'Régi Vevő' };

test('staff find the old-site customer, send a password-reset mail and export the data as JSON', async ({ page }) => {
  await signIn(page);
  await openFromMenu(page, 'Vásárlók', 'customers');
  // No list-wide 'Exportálás': react-admin's own asked the server for 1000 rows, was refused (at most
  // 100 a page) and did nothing. A customer's data is downloaded from their page.
  await expect(page.getByRole('row').filter({ hasText: OLD_SITE.email })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exportálás' })).toHaveCount(0);
  await page.getByPlaceholder('Név, e-mail, telefon', { exact: true }).fill('30 111 2222');
  // The search's own answer, not the first page from before it: a click on a row the list is about to
  // replace can be lost.
  await expect(page).toHaveURL(/filter=.*30(%20|\+| )111/);
  await expect(page.getByText('1–1 / 1')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: OLD_SITE.email });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Régi oldalról, jelszó nélkül');
  await page.screenshot({ path: 'reports/admin-customers.png', fullPage: true });
  await row.getByRole('cell', { name: OLD_SITE.name }).click();
  await expect(page).toHaveURL(/\/admin\/customers\/\d+\/show/);

  await expect(page.getByRole('heading', { name: OLD_SITE.name })).toBeVisible();
  await expect(page.getByText('Még nem állított be jelszót.')).toBeVisible();
  await page.getByRole('button', { name: 'Jelszó-visszaállító levél küldése' }).click();
  await expect(page.getByText(/elküldtük/)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Adatai letöltése (JSON)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^vasarlo-\d+-adatai\.json$/);
  const exported = JSON.parse(await readFile((await file.path())!, 'utf8')) as { account: { importedFromOldSite: boolean; data: { email: string } } };
  expect(exported.account).toMatchObject({ importedFromOldSite: true, data: { email: OLD_SITE.email } });

  await page.getByRole('button', { name: 'Fiók törlése (anonimizálás)' }).click();
  await expect(page.getByRole('dialog')).toContainText('véglegesen törlődnek');
  await page.screenshot({ path: 'reports/admin-customer-erase-confirm.png' });
  await page.getByRole('button', { name: 'Mégse' }).click();
  await expect(page.getByRole('heading', { name: OLD_SITE.name })).toBeVisible();
  await page.screenshot({ path: 'reports/admin-customer.png', fullPage: true });
});

test.describe('on a computer set to another time zone', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('the customers list and a customer\'s page show when they registered in Budapest time, as every back-office date', async ({ page }) => {
    await signIn(page);
    const answer = await page.request.get(`/api/admin/customers?q=${encodeURIComponent(OLD_SITE.email)}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    const { items: [customer] } = (await answer.json()) as { items: { createdAt: string }[] };
    const budapest = new Intl.DateTimeFormat('hu-HU', { timeZone: 'Europe/Budapest', dateStyle: 'short', timeStyle: 'short' }).format(new Date(customer!.createdAt));

    await openFromMenu(page, 'Vásárlók', 'customers');
    await page.getByPlaceholder('Név, e-mail, telefon', { exact: true }).fill(OLD_SITE.email);
    // The search's own answer, as in the test above: a click on a row the list is about to replace can be lost.
    await expect(page).toHaveURL(/filter=.*regi\.vevo/);
    await expect(page.getByText('1–1 / 1')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: OLD_SITE.email });
    await expect(row.getByRole('cell', { name: budapest, exact: true })).toBeVisible();
    await row.getByRole('cell', { name: OLD_SITE.name }).click();
    await expect(page.getByText(`Regisztrált: ${budapest}`, { exact: true })).toBeVisible();
  });
});

import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { E2E_OWNER } from '../../playwright.config';
import { adminSignIn } from './order-helpers';

/** The old site's customer comes from tests/e2e/fixtures/old-site-customers.csv through the real importer. */
const OLD_SITE = { email: 'regi.vevo@example.hu', name: 'Régi Vevő' };

test('staff find the old-site customer, send a password-reset mail and export the data as JSON', async ({ page }) => {
  await adminSignIn(page, E2E_OWNER.email, E2E_OWNER.password);
  await page.getByRole('menuitem', { name: 'Vásárlók' }).click();
  await page.getByPlaceholder('Név, e-mail, telefon').fill('30 111 2222');
  const row = page.getByRole('row').filter({ hasText: OLD_SITE.email });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Régi oldalról, jelszó nélkül');
  await page.screenshot({ path: 'reports/admin-customers.png', fullPage: true });
  await row.getByRole('cell', { name: OLD_SITE.name }).click();

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

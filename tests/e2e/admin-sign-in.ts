import { expect, type Page } from '@playwright/test';
import { E2E_OWNER } from '../../playwright.config';

/** The back office loads its screens after the page; on a loaded machine that takes more than the default 5 s. */
const slow = expect.configure({ timeout: 30_000 });

/** Signs a staff member (the shop's owner unless named) in at /admin, as a person does, and waits for the back office. */
export async function signIn(page: Page, { email, password }: { email: string; password: string } = E2E_OWNER): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('E-mail-cím').fill(email);
  await page.getByLabel('Jelszó').fill(password);
  await page.getByRole('button', { name: 'Belépés' }).click();
  await slow(page.getByRole('button', { name: 'Profil' })).toBeVisible();
}

/**
 * Opens a screen from the menu and waits for its address. Until the screen's chunk has loaded, the
 * previous screen stays: the dashboard's 'Új' link (the new orders) would take a click meant for the
 * list's 'Új' button.
 */
export async function openFromMenu(page: Page, item: string, resource: string): Promise<void> {
  await page.getByRole('menuitem', { name: item }).click();
  await slow(page).toHaveURL(new RegExp(`/admin/${resource}(\\?|$)`));
}

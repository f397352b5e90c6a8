import { expect } from '@playwright/test';
import { test } from './app-started';
import { openFromMenu, signIn } from './admin-sign-in';

// A save and the list's reload after it take more than the default 5 s on a loaded CI machine (it failed
// once there and passed on its retry).
const slow = expect.configure({ timeout: 30_000 });

test.describe('back office: search synonyms', () => {
  test.skip(({ isMobile }) => isMobile, 'the back office is a desktop tool');
  // Sign-in, a save and a delete, each waited for up to 30 s: the test's own default of 30 s in all ran
  // out on a loaded CI machine before any of them failed.
  test.setTimeout(120_000);

  test('staff add a synonym, see it listed, and delete it', async ({ page }) => {
    await signIn(page);
    await openFromMenu(page, 'Szinonimák', 'search-synonyms');
    await page.getByRole('link', { name: 'Új szinonima' }).click();
    await page.getByRole('textbox', { name: 'Keresett szó' }).fill('Napellenző');
    await page.getByRole('textbox', { name: 'Ezeket is találja meg' }).fill('plexi sisakplexi');
    await page.getByRole('button', { name: 'Mentés' }).click();
    await slow(page.getByRole('cell', { name: 'napellenzo' })).toBeVisible();
    await page.screenshot({ path: 'reports/admin-search-synonyms.png', fullPage: true });
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('row', { name: /napellenzo/ }).getByRole('button', { name: 'Törlés' }).click();
    await slow(page.getByRole('cell', { name: 'napellenzo' })).toHaveCount(0);
  });
});

import { expect } from '@playwright/test';
import { test } from './app-started';
import { signIn } from './admin-sign-in';

test.describe('back office: dashboard', () => {
  test.skip(({ isMobile }) => isMobile, 'the back office is a desktop tool');

  test('a variant running low opens its product\'s edit page', async ({ page }) => {
    await signIn(page);
    const card = page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: /Elfogyott vagy fogyóban/ }) });
    const first = card.getByRole('link').first();
    await expect(first).toBeVisible();
    const line = (await first.textContent())!;
    await first.click();
    await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
    // The edit page is that product's: its name is on the dashboard's line ('cikkszám · product – variant').
    const nameBox = page.getByRole('textbox', { name: /^Név \(magyar\)/ });
    await expect(nameBox).not.toHaveValue('');
    expect(line).toContain(` · ${await nameBox.inputValue()} – `);
  });
});

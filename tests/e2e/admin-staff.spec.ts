import { expect } from '@playwright/test';
import { test } from './app-started';
import { E2E_OWNER } from '../../playwright.config';
import { openFromMenu, signIn } from './admin-sign-in';
import { apiHeaders } from './order-helpers';

test.describe('back office: the team', () => {
  test.skip(({ isMobile }) => isMobile, 'the back office is a desktop tool');

  test('the owner cannot disable their own account: no \'Letiltás\' on their own row, a member\'s row has it', async ({ page }) => {
    await signIn(page);
    const member = `csapat-${Date.now()}@motopont.test`;
    const added = await page.request.post('/api/admin/staff', {
      headers: await apiHeaders(page), data: { email: member, password: 'Munkatars-jelszo-2026', name: 'Csapat Csaba', role: 'staff' },
    });
    expect(added.status()).toBe(200);
    await openFromMenu(page, 'Munkatársak', 'staff');

    const own = page.getByRole('row').filter({ hasText: E2E_OWNER.email });
    await expect(own).toContainText('Saját fiók');
    await expect(own.getByRole('button', { name: 'Letiltás' })).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: member }).getByRole('button', { name: 'Letiltás' })).toBeVisible();
  });

  test('\'Kétlépcsős azonosítás kötelező mindenkinek\' asks before it changes anything', async ({ page }) => {
    await signIn(page);
    await openFromMenu(page, 'Munkatársak', 'staff');
    const toggle = page.getByRole('switch', { name: 'Kétlépcsős azonosítás kötelező mindenkinek' });
    await expect(toggle).not.toBeChecked();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/require-totp')) calls.push(request.method());
    });

    await toggle.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Kötelezővé teszi a kétlépcsős azonosítást?');
    await expect(dialog.getByRole('button', { name: 'Bekapcsolás' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Mégse' }).click();
    await expect(dialog).toBeHidden();
    await expect(toggle).not.toBeChecked();
    expect(calls).toEqual([]);
  });
});

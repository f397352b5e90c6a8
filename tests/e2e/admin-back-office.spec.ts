import { expect, type Page } from '@playwright/test';
import { test } from './app-started';
import * as OTPAuth from 'otpauth';
import { E2E_OWNER } from '../../playwright.config';
import { openFromMenu } from './admin-sign-in';

/** Console errors of the page (CSP violations are reported there). */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  return errors;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin');
  await page.getByLabel('E-mail-cím').fill(email);
  await page.getByLabel('Jelszó').fill(password);
  await page.getByRole('button', { name: 'Belépés' }).click();
}

const totpNow = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();

test.describe('back office', () => {
  test.skip(({ isMobile }) => isMobile, 'the back office is a desktop tool');
  test.describe.configure({ mode: 'serial' });
  const member = { email: `munkatars-${Date.now()}@motopont.test`, password: 'Munkatars-jelszo-2026' };

  test('the sign-in page asks the server once whether a session exists, and signs nobody out', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/admin/')) calls.push(`${request.method()} ${pathname}`);
    });
    // Each history entry the app adds on its way to the form: react-admin's sign-out on finding nobody signed
    // in once looped, 1,400 entries of '/admin/login' before the form could be used.
    await page.addInitScript(() => {
      const push = history.pushState.bind(history);
      history.pushState = (...args: Parameters<History['pushState']>) => {
        sessionStorage.setItem('pushes', String(Number(sessionStorage.getItem('pushes') ?? 0) + 1));
        push(...args);
      };
    });
    await page.goto('/admin');
    await expect(page.getByLabel('E-mail-cím')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual(['GET /api/admin/me']);
    expect(page.url()).toMatch(/\/admin\/login$/);
    expect(Number(await page.evaluate(() => sessionStorage.getItem('pushes') ?? 0))).toBeLessThanOrEqual(1);
  });

  test('wrong password shows the server\'s Hungarian error', async ({ page }) => {
    await signIn(page, E2E_OWNER.email, 'rossz-jelszo-123');
    await expect(page.getByRole('alert')).toHaveText('Hibás e-mail cím vagy jelszó.');
  });

  test('the owner signs in, adds a member and sees it in the audit log, with no CSP violation', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await signIn(page, E2E_OWNER.email, E2E_OWNER.password);
    // The app bar names the screen, the dashboard too.
    await expect(page.getByRole('banner')).toContainText('Áttekintés');
    // The dashboard's waiting orders open the back office's own order list, filtered by their state.
    await page.getByRole('link', { name: 'Új', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?filter=/);
    await openFromMenu(page, 'Munkatársak', 'staff');
    await page.getByRole('link', { name: 'Új munkatárs' }).click();
    await page.getByRole('textbox', { name: 'E-mail-cím' }).fill(member.email);
    await page.getByRole('textbox', { name: 'Név' }).fill('Teszt Munkatárs');
    await page.locator('input[name="password"]').fill(member.password);
    await page.getByRole('button', { name: 'Mentés' }).click();
    await expect(page.getByRole('cell', { name: member.email })).toBeVisible();
    await page.screenshot({ path: 'reports/admin-staff.png', fullPage: true });

    await openFromMenu(page, 'Napló', 'audit');
    // The action and the kind of record in Hungarian, not the server's codes ('staff.add', 'staff').
    const row = page.getByRole('row').filter({ hasText: E2E_OWNER.email }).filter({ hasText: 'Munkatárs felvétele' }).first();
    await expect(row).toBeVisible();
    await expect(page.getByRole('cell', { name: 'staff.add' })).toHaveCount(0);
    await row.getByRole('cell', { name: 'Munkatárs', exact: true }).click();
    const changes = page.getByRole('table', { name: 'Változások' });
    await expect(changes).toContainText(member.email);
    // Fields and values as the forms name them, the time in Budapest's: not 'role', 'staff', '…T…Z'.
    await expect(changes.getByRole('rowheader', { name: 'Szerepkör', exact: true })).toBeVisible();
    await expect(changes.getByRole('cell', { name: 'Munkatárs', exact: true })).toBeVisible();
    await expect(changes).not.toContainText('createdAt');
    await expect(changes).not.toContainText(/\d{4}-\d{2}-\d{2}T/);
    await page.screenshot({ path: 'reports/admin-audit.png', fullPage: true });
    expect(errors.filter((e) => /Content Security Policy|Refused/.test(e))).toEqual([]);
  });

  test('a member sets up two-step sign-in and cannot open the staff screen', async ({ page }) => {
    await signIn(page, member.email, member.password);
    await expect(page.getByRole('menuitem', { name: 'Munkatársak' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Profil' }).click();
    await openFromMenu(page, 'Kétlépcsős azonosítás', 'ketlepcsos-azonositas');
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    await expect(page.getByRole('img', { name: 'QR-kód a hitelesítő alkalmazáshoz' })).toBeVisible();
    await page.screenshot({ path: 'reports/admin-totp.png', fullPage: true });
    await page.getByLabel('Hitelesítő kód').fill(totpNow(secret));
    await page.getByRole('button', { name: 'Bekapcsolás' }).click();
    await expect(page.getByText('A kétlépcsős azonosítás be van kapcsolva.')).toBeVisible();

    await page.goto('/admin/staff');
    await expect(page.getByRole('cell', { name: E2E_OWNER.email })).toHaveCount(0);
  });
});

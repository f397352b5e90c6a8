import { expect, type Page } from '@playwright/test';
import { test } from './app-started';
import { signIn } from './admin-sign-in';

/** How far the page runs past the screen's right edge, in pixels (0 when nothing does). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('back office lists on a phone', () => {
  test.skip(({ isMobile }) => isMobile, 'the phone width is set below, on the desktop project as the orders list\'s test does');

  test('products and customers are one line each, whole on a 412-pixel screen, and open on a tap', async ({ page }) => {
    await signIn(page);
    await page.setViewportSize({ width: 412, height: 915 });

    // The menu is folded away on a phone: the owner comes by the address.
    await page.goto('/admin/products');
    const product = page.getByRole('link').filter({ hasText: / Ft/ }).first();
    await expect(product).toContainText(/ db/, { timeout: 20_000 });
    await expect(product).toBeInViewport({ ratio: 1 });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await product.click();
    await expect(page).toHaveURL(/\/admin\/products\/\d+$/);

    await page.goto('/admin/customers');
    const customer = page.getByRole('link').filter({ hasText: '@' }).first();
    await expect(customer).toBeVisible({ timeout: 20_000 });
    await expect(customer).toBeInViewport({ ratio: 1 });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await customer.click();
    await expect(page).toHaveURL(/\/admin\/customers\/\d+\/show$/);
  });
});

import { mkdir, writeFile } from 'node:fs/promises';
import { addFromProductPage, inStockVariant, orderWithGls, signedInCustomer } from './order-helpers';
import { dismissPopupUpFront } from './storefront-helpers';
import { expect, test } from './own-server';

/** Today in the shop's time zone as the mails write it ('2026. 11. 23.'). */
const today = () => new Intl.DateTimeFormat('hu-HU', { timeZone: 'Europe/Budapest', dateStyle: 'short' }).format(new Date());

test('a customer withdraws online and the acknowledgement arrives at once through SMTP, with date and content', async ({ page, shop }) => {
  test.setTimeout(120_000);
  const email = `elallas-${Date.now()}@example.hu`;
  await dismissPopupUpFront(page, page.request);
  await page.goto('/');
  await signedInCustomer(page, email);
  const item = await inStockVariant(page);
  await addFromProductPage(page, item);
  const orderNumber = await orderWithGls(page);

  // From the footer, as anyone would: the order is identified by its number and e-mail.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Elállás a szerződéstől' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Elállás a szerződéstől' })).toBeVisible();
  // Loaded afresh, as from the mail's link: the page must not lean on the checkout pages' stylesheet.
  await page.reload();
  await page.getByRole('textbox', { name: /Rendelésszám/ }).fill(orderNumber);
  await page.getByRole('textbox', { name: /e-mail cím/ }).fill(email);
  await page.getByRole('button', { name: 'Tovább' }).click();
  const line = page.getByRole('checkbox', { name: new RegExp(item.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  // The box stands at the start of its line's first row of text, not alone on a row above it.
  const [box, text] = await line.evaluate((input) => {
    const range = document.createRange();
    range.selectNodeContents(input.parentElement!);
    range.setStartAfter(input);
    return [input.getBoundingClientRect().toJSON(), range.getClientRects()[0]!.toJSON()] as DOMRect[];
  });
  expect(text!.left).toBeGreaterThan(box!.right);
  expect(text!.top).toBeLessThan(box!.bottom);
  // The comment box lies under its caption, across the form (it stood small beside it, the page unstyled).
  const comment = page.getByRole('textbox', { name: /Megjegyzés/ });
  const [caption, area, form] = await comment.evaluate((textarea) => {
    const range = document.createRange();
    range.selectNodeContents(textarea.parentElement!);
    range.setEndBefore(textarea);
    return [range.getBoundingClientRect().toJSON(), textarea.getBoundingClientRect().toJSON(), textarea.closest('form')!.getBoundingClientRect().toJSON()] as DOMRect[];
  });
  expect(area!.top).toBeGreaterThanOrEqual(caption!.bottom);
  expect(area!.width).toBeGreaterThan(form!.width * 0.8);
  await line.check();
  await page.getByRole('button', { name: 'Elállok a kiválasztott termékek megvásárlásától' }).click();
  await expect(page.getByRole('status')).toContainText('Elállási nyilatkozatát rögzítettük');
  await expect(page.getByRole('status')).toContainText(orderNumber);
  // '2026. dec. 9. napig' (a bare '-ig' after the date's full stop, '9.-ig', is not Hungarian).
  await expect(page.getByRole('status')).toContainText(/legkésőbb \d{4}\. [^\s.]+\. \d{1,2}\. napig visszatérítjük\./);
  await page.screenshot({ path: 'reports/withdrawal-done.png', fullPage: true });

  const subject = `Elállás visszaigazolása – ${orderNumber}`;
  await expect.poll(async () => (await shop.smtp.parsed()).map((mail) => mail.subject), { timeout: 30_000 }).toContain(subject);
  const mails = await shop.smtp.parsed();
  const ack = mails.find((mail) => mail.subject === subject)!;
  expect(ack.to?.map((to) => to.address)).toEqual([email]);
  expect(ack.text).toContain(today());
  expect(ack.text).toContain(item.name);
  expect(ack.text).toContain('tartós adathordozón');
  expect(ack.html).toContain(orderNumber);

  // The mails as received, for `npm run mail:preview -- reports/withdrawal-mails`.
  await mkdir('reports/withdrawal-mails', { recursive: true });
  await Promise.all(shop.smtp.received.map((raw, i) => writeFile(`reports/withdrawal-mails/${String(i).padStart(3, '0')}.eml`, raw)));
  expect(mails.map((mail) => mail.subject)).toContain(`Rendelés visszaigazolása – ${orderNumber}`);
});

test('a guest who found the order on \'Rendelés követése\' goes on to withdraw without typing the e-mail again', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `kereses-${Date.now()}@example.hu`;
  await dismissPopupUpFront(page, page.request);
  await page.goto('/');
  await signedInCustomer(page, email);
  await addFromProductPage(page, await inStockVariant(page));
  const orderNumber = await orderWithGls(page);
  await page.getByRole('button', { name: 'Kilépés' }).click();

  await page.goto('/rendeles-kereses');
  await page.getByRole('textbox', { name: /Rendelésszám/ }).fill(orderNumber);
  await page.getByRole('textbox', { name: /e-mail cím/ }).fill(email);
  await page.getByRole('main').getByRole('button', { name: 'Keresés' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Elállás a szerződéstől' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Elállás a szerződéstől' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Rendelésszám/ })).toHaveValue(orderNumber);
  await expect(page.getByRole('textbox', { name: /e-mail cím/ })).toHaveValue(email);
  await page.getByRole('button', { name: 'Tovább' }).click();
  await expect(page.getByRole('button', { name: 'Elállok a kiválasztott termékek megvásárlásától' })).toBeVisible();
});

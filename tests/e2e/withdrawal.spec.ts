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
  await page.getByRole('textbox', { name: /Rendelésszám/ }).fill(orderNumber);
  await page.getByRole('textbox', { name: /e-mail cím/ }).fill(email);
  await page.getByRole('button', { name: 'Tovább' }).click();
  await page.getByRole('checkbox', { name: new RegExp(item.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).check();
  await page.getByRole('button', { name: 'Elállok a kiválasztott termékek megvásárlásától' }).click();
  await expect(page.getByRole('status')).toContainText('Elállási nyilatkozatát rögzítettük');
  await expect(page.getByRole('status')).toContainText(orderNumber);
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

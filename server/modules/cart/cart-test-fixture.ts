import { sql } from 'drizzle-orm';
import { importBundle } from '../../test-support/import-bundle';
import type { ShopSettingsRecord } from '../../../contract/content-import';
import { queryRows } from '../../db/client';
import { categoryTree, product, variant } from '../../test-support/catalog-fixture';
import { createTestApp, csrf, type TestApp } from '../../test-support/test-app';

/** Shared steps of the cart API tests; each test file still makes its own records. */

export const SETTINGS: ShopSettingsRecord = {
  shippingCost: { 0: 0, 1: 1490, 2: 1990 },
  freeShippingFrom: 100_000,
  bankTransfer: { beneficiary: 'MotoPont Kft.', bank: 'Teszt Bank', accountNumber: '11111111-22222222-33333333', iban: 'HU00 1111 1111 2222 2222 3333 3333' },
  openingHours: [
    { day: 'Hétfő', hours: null }, { day: 'Kedd', hours: '10-19' }, { day: 'Szombat', hours: '10-14' },
  ],
  address: '1111 Budapest, Teszt utca 1.',
  phone: '+36 1 234 5678',
};

/** The API alone, with shop settings and the category tree the product builders use. */
export async function createCartTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({ WEB_DIR: '/nonexistent-web-dir', SHOP_EMAIL: 'bolt@example.hu', ...env });
  await importBundle(t.database.db, { settings: SETTINGS, categories: categoryTree() });
  return t;
}

/** One product with one variant of the given price and stock; answers the variant's id. */
export async function sellable(t: TestApp, price = 9990, stock = 5, name?: string): Promise<number> {
  const v = variant({ prices: [{ price, from: '2026-01-01T00:00:00Z' }], stock, ...(name ? { name_hu: name } : {}) });
  await importBundle(t.database.db, { products: [product({ variants: [v] })] });
  const [row] = await queryRows<{ id: number }>(t.database.db, sql`select id from variants where cikkszam = ${v.cikkszam}`);
  return row!.id;
}

let ipCounter = 0;

export function call(t: TestApp, name: string, payload: object, token?: string) {
  ipCounter++;
  return t.app.inject({
    method: 'POST', url: `/api/${name}`, payload, remoteAddress: `10.9.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
    headers: { ...csrf(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** A new cart holding `quantity` of the variant; answers the whole addToCart answer. */
export async function newCart(t: TestApp, variantId: number, quantity = 1, token?: string) {
  const res = await call(t, 'addToCart', { id: variantId, quantity, cart_id: null }, token);
  if (res.statusCode !== 200) throw new Error(`addToCart failed: ${res.body}`);
  return res.json();
}

export const VALID_ORDER_DATA: Record<string, string | number | boolean> = {
  email: 'vevo@example.hu',
  szallitas_vnev: 'Kovács',
  szallitas_knev: 'Anna',
  szallitas_irsz: '1051',
  szallitas_varos: 'Budapest',
  szallitas_utca: 'Fő utca 1.',
  szallitas_telefonszam: '+36 30 123 4567',
  szallitas: 1,
  aszf_elfogadva: true,
};

/** Fills the order data field by field through modifyCart, as the order-data page does. */
export async function fillOrderData(t: TestApp, cartId: string, data = VALID_ORDER_DATA): Promise<void> {
  for (const [name, value] of Object.entries(data)) {
    const res = await call(t, 'modifyCart', { cart_id: cartId, name, value });
    if (res.statusCode !== 200) throw new Error(`modifyCart ${name} failed: ${res.body}`);
  }
}

export async function stockOf(t: TestApp, variantId: number): Promise<number> {
  const [row] = await queryRows<{ stock: number }>(t.database.db, sql`select stock from variants where id = ${variantId}`);
  return row!.stock;
}

export async function count(t: TestApp, table: 'orders' | 'order_lines' | 'outbox_mails'): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return row!.n;
}

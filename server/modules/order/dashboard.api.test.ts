import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../test-support/test-app';
import { createCartTestApp } from '../cart/cart-test-fixture';
import { uniqueEmail } from '../staff/staff-test-helpers';
import { adminCall, placeOrder, staffCookie } from './order-admin-test-helpers';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createCartTestApp();
  cookie = (await staffCookie(t)).cookie;
});
afterAll(() => t.close());

describe('GET /api/admin/dashboard', () => {
  it("counts today's and this week's orders and revenue without cancelled ones, the orders waiting, and the emptied shelves", async () => {
    const kept = await placeOrder(t, { price: 10_000, stock: 1, data: { email: uniqueEmail('a'), szallitas: 0 } });
    const cancelled = await placeOrder(t, { price: 20_000, stock: 9, data: { email: uniqueEmail('b'), szallitas: 0 } });
    const moved = await placeOrder(t, { price: 5_000, stock: 10, data: { email: uniqueEmail('c'), szallitas: 0 } });
    await adminCall(t, cookie, 'POST', `/api/admin/orders/${cancelled.id}/status`, { status: 'cancelled' });
    await adminCall(t, cookie, 'POST', `/api/admin/orders/${moved.id}/status`, { status: 'processing' });

    const res = await adminCall(t, cookie, 'GET', '/api/admin/dashboard');
    expect(res.statusCode).toBe(200);
    const { item } = res.json();
    expect(item.today).toEqual({ orders: 3, revenue: 15_000 });
    expect(item.week).toEqual({ orders: 3, revenue: 15_000 });
    expect(item.waiting).toEqual([
      { status: 'new', label: 'Új', count: 1 },
      { status: 'processing', label: 'Feldolgozás alatt', count: 1 },
      { status: 'ready_for_pickup', label: 'Átvehető az üzletben', count: 0 },
      { status: 'shipped', label: 'Átadva a futárnak', count: 0 },
    ]);
    expect(item.lowStockThreshold).toBe(2);
    const [product] = await queryRows<{ id: number }>(t.database.db, sql`select product_id as id from variants where id = ${kept.variantId}`);
    expect(item.lowStock[0]).toMatchObject({ variantId: kept.variantId, productId: product!.id, stock: 0 });
    expect(item.lowStock.map((v: { variantId: number }) => v.variantId)).not.toContain(cancelled.variantId);
  });
});

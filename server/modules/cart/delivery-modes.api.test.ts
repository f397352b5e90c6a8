import type { ModifyCartRequest } from '../../../contract/cart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../services';
import { GUEST } from '../../shared/principal';
import type { TestApp } from '../../test-support/test-app';
import { createCartTestApp, sellable, SETTINGS, VALID_ORDER_DATA } from './cart-test-fixture';

let t: TestApp;
let services: Services;
let content: Services['content'];
let variantId: number;

/** One services instance for settings and carts: a settings write must show in the next basket of its instance. */
const newCart = (quantity = 1) => services.cart.addToCart({ id: variantId, quantity, cart_id: null }, GUEST);
const getCart = async (id: string) => (await services.cart.getCart({ cart_id: id }, GUEST)).cart;
const modify = (id: string, name: string, value: unknown) => services.cart.modifyCart({ cart_id: id, name, value } as ModifyCartRequest, GUEST);
const choose = async (id: string, mode: number) => (await modify(id, 'szallitas', mode)).cart;

async function fillOrderData(id: string): Promise<void> {
  for (const [name, value] of Object.entries(VALID_ORDER_DATA)) {
    await modify(id, name, value);
  }
}

const LOCKER = {
  mode: 3, label: 'Csomagautomata', payment: 'Fizetés bankkártyával az automatánál.', delivery: 'Átvehető 1-2 munkanap múlva.',
  cost: 990, sort: 4, active: true, pickupAtShop: false, prepayment: false,
};

beforeAll(async () => {
  t = await createCartTestApp();
  services = createServices(t.database.db, t.config);
  content = services.content;
  variantId = await sellable(t, 10000, 20);
});
afterAll(() => t.close());

async function codeOf(write: Promise<unknown>): Promise<string> {
  return write.then(() => 'ok', (error: { code?: string }) => error.code ?? String(error));
}

describe('delivery modes from the shop settings', () => {
  it('offer the three modes of the spec with their texts and costs', async () => {
    const { cart } = await newCart();
    expect(cart.deliveryModes.map((m) => [m.label, m.cost])).toEqual([
      ['Személyes átvétel az üzletben', 0], ['GLS futárszolgálat', 1490], ['MPL futárszolgálat', 1990],
    ]);
  });

  it('take a new mode added as a settings row: the basket offers it, prices it and an order can use it', async () => {
    await content.settings.update({ deliveryModes: [LOCKER] });
    const { cart } = await newCart(2);
    expect(cart.deliveryModes.at(-1)).toEqual({
      mode: 3, label: 'Csomagautomata', payment: LOCKER.payment, delivery: LOCKER.delivery, cost: 990,
    });
    await fillOrderData(cart.id);
    const chosen = await choose(cart.id, 3);
    expect(chosen).toMatchObject({ szallitas: 3, shippingcost: 990, total: 20990, isValid: true });
    const finished = await services.cart.finishCart({ cart_id: cart.id });
    expect(finished.cart).toMatchObject({ finished: true, szallitas: 3, shippingcost: 990, total: 20990 });
  });

  it('take the free-shipping threshold from the settings', async () => {
    const { cart } = await newCart(3);
    await choose(cart.id, 1);
    await content.settings.update({ freeShippingFrom: 30_000 });
    const free = await getCart(cart.id);
    expect(free).toMatchObject({ goodsTotal: 30000, shippingcost: 0, total: 30000 });
    expect(free.deliveryModes.every((m) => m.cost === 0)).toBe(true);
    await content.settings.update({ freeShippingFrom: null });
    expect(await getCart(cart.id)).toMatchObject({ shippingcost: 1490, total: 31490 });
  });

  it('drop a deactivated mode from the basket, which then asks for a mode again', async () => {
    const { cart } = await newCart();
    await choose(cart.id, 3);
    await content.settings.update({ deliveryModes: [{ ...LOCKER, active: false }] });
    const after = await getCart(cart.id);
    expect(after.deliveryModes.map((m) => m.mode)).toEqual([0, 1, 2]);
    expect(after).toMatchObject({ szallitas: null, shippingcost: 0 });
    expect(after.errors.szallitas).toBeTruthy();
    expect(await codeOf(choose(cart.id, 3))).toBe('bad_request');
  });
});

describe('shop settings writes', () => {
  it('refuse bad input and leave the settings as they were', async () => {
    const before = await content.settings.read();
    expect(await codeOf(content.settings.update({ phone: 'hívjon' }))).toBe('bad_request');
    expect(await codeOf(content.settings.update({ freeShippingFrom: -1 }))).toBe('bad_request');
    expect(await codeOf(content.settings.update({ deliveryModes: [{ ...LOCKER, cost: -5 }] }))).toBe('bad_request');
    expect(await codeOf(content.settings.update({ deliveryModes: [LOCKER, LOCKER] }))).toBe('bad_request');
    expect(await codeOf(content.settings.update({ bankTransfer: { ...SETTINGS.bankTransfer, accountNumber: '123' } }))).toBe('bad_request');
    expect(await codeOf(content.settings.update({}))).toBe('bad_request');
    const allOff = [0, 1, 2].map((mode) => ({ ...before!.deliveryModes.find((m) => m.mode === mode)!, active: false }));
    expect(await codeOf(content.settings.update({ deliveryModes: allOff }))).toBe('bad_request');
    expect(await content.settings.read()).toEqual(before);
  });

  it('change the contact details the shop info shows, at once', async () => {
    expect((await content.shopInfo()).phone).toBe(SETTINGS.phone);
    await content.settings.update({ phone: '+36 1 999 8888', email: 'bolt@motopont.hu', address: '1000 Budapest, Új utca 2.' });
    expect(await content.shopInfo()).toMatchObject({ phone: '+36 1 999 8888', email: 'bolt@motopont.hu', address: '1000 Budapest, Új utca 2.' });
  });
});

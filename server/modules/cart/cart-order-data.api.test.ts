import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app';
import { call, createCartTestApp, fillOrderData, newCart, sellable, VALID_ORDER_DATA } from './cart-test-fixture';

let t: TestApp;
let variantId: number;

beforeAll(async () => {
  t = await createCartTestApp();
  variantId = await sellable(t, 20000, 50);
});
afterAll(() => t.close());

async function cartId(): Promise<string> {
  return (await newCart(t, variantId)).cart.id;
}

const modify = (id: string, name: string, value: unknown) => call(t, 'modifyCart', { cart_id: id, name, value });

describe('POST /api/modifyCart', () => {
  it('stores an allowed field and answers the cart', async () => {
    const id = await cartId();
    const res = await modify(id, 'szallitas_varos', 'Győr');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, cart: { id, szallitas_varos: 'Győr' } });
  });

  it.each(['price', 'shippingcost', 'isValid', 'status', 'user_id', 'userId', 'finished_at', 'id', 'goods'])(
    'rejects the field %s and changes nothing',
    async (name) => {
      const id = await cartId();
      const before = (await call(t, 'getCart', { cart_id: id })).json().cart;
      const res = await modify(id, name, 0);
      expect(res.statusCode).toBe(400);
      expect((await call(t, 'getCart', { cart_id: id })).json().cart).toEqual(before);
    },
  );

  it.each([
    ['a control character', 'Kovács\u0000'],
    ['a line break in a one-line field', 'Kovács\nAnna'],
    ['over-long text', 'a'.repeat(201)],
    ['a number for a text field', 12],
    ['an object', { $ne: '' }],
  ])('rejects %s and keeps the old value', async (_label, value) => {
    const id = await cartId();
    await modify(id, 'szallitas_vnev', 'Kovács');
    const res = await modify(id, 'szallitas_vnev', value);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(0);
    expect((await call(t, 'getCart', { cart_id: id })).json().cart.szallitas_vnev).toBe('Kovács');
  });

  it('allows line breaks in the note, up to its own bound', async () => {
    const id = await cartId();
    expect((await modify(id, 'megjegyzes', 'Hétköznap\n16 óra után')).json().cart.megjegyzes).toBe('Hétköznap\n16 óra után');
    expect((await modify(id, 'megjegyzes', 'x'.repeat(2001))).statusCode).toBe(400);
  });

  it('takes only 0, 1 or 2 as delivery mode and only true/false for the checkboxes', async () => {
    const id = await cartId();
    expect((await modify(id, 'szallitas', 3)).statusCode).toBe(400);
    expect((await modify(id, 'szallitas', '1')).statusCode).toBe(400);
    expect((await modify(id, 'aszf_elfogadva', 'true')).statusCode).toBe(400);
    expect((await modify(id, 'aszf_elfogadva', true)).json().cart.aszf_elfogadva).toBe(true);
  });
});

describe('shipping cost', () => {
  it('comes from the shop settings per mode, and is free from the threshold', async () => {
    const id = await cartId();
    const costs = [];
    for (const mode of [0, 1, 2]) costs.push((await modify(id, 'szallitas', mode)).json().cart.shippingcost);
    expect(costs).toEqual([0, 1490, 1990]);
    const cart = (await call(t, 'getCart', { cart_id: id })).json().cart;
    expect(cart).toMatchObject({ goodsTotal: 20000, total: 21990 });
    expect(cart.deliveryModes.map((m: { mode: number; cost: number }) => [m.mode, m.cost])).toEqual([[0, 0], [1, 1490], [2, 1990]]);
    const big = await call(t, 'addToCart', { id: variantId, quantity: 4, cart_id: id });
    expect(big.json().cart).toMatchObject({ goodsTotal: 100000, shippingcost: 0, total: 100000 });
  });
});

describe('isValid', () => {
  it('holds once every required field is right, and names each wrong field otherwise', async () => {
    const id = await cartId();
    const empty = (await call(t, 'getCart', { cart_id: id })).json().cart;
    expect(empty.isValid).toBe(false);
    expect(Object.keys(empty.errors)).toEqual(expect.arrayContaining(['email', 'szallitas_irsz', 'szallitas', 'aszf_elfogadva']));
    await fillOrderData(t, id);
    const full = (await call(t, 'getCart', { cart_id: id })).json().cart;
    expect(full).toMatchObject({ isValid: true, errors: {}, szamla_nev: 'Kovács Anna', szamla_irsz: '1051' });
  });

  it.each([
    ['szallitas_irsz', '123', 'Az irányítószám négy számjegy.'],
    ['szallitas_irsz', 'ABCD', 'Az irányítószám négy számjegy.'],
    ['szallitas_telefonszam', '12345', 'Adjon meg egy magyar telefonszámot, pl. +36 30 123 4567.'],
    ['email', 'nem-email', 'Az e-mail cím formátuma hibás.'],
    ['email', 'a@b.hu, masik@c.hu', 'Az e-mail cím formátuma hibás.'],
    ['adoszam', '1234567-1-12', 'Az adószám formátuma: 12345678-1-12.'],
    ['szallitas_varos', '  ', 'A település megadása kötelező.'],
  ])('%s = %j is wrong', async (field, value, message) => {
    const id = await cartId();
    await fillOrderData(t, id);
    const cart = (await modify(id, field, value)).json().cart;
    expect(cart.isValid).toBe(false);
    expect(cart.errors).toEqual({ [field]: message });
  });

  it('accepts a valid tax number and needs the billing block once billing differs', async () => {
    const id = await cartId();
    await fillOrderData(t, id);
    expect((await modify(id, 'adoszam', '12345676-1-12')).json().cart.isValid).toBe(true);
    const separate = (await modify(id, 'szamla_megegyezik', false)).json().cart;
    expect(separate).toMatchObject({ isValid: true, szamla_nev: 'Kovács Anna', szamla_varos: 'Budapest' });
    const cleared = (await modify(id, 'szamla_irsz', '')).json().cart;
    expect(cleared.errors).toEqual({ szamla_irsz: 'A számlázási irányítószám megadása kötelező.' });
  });

  it('needs the terms accepted and a delivery mode', async () => {
    const id = await cartId();
    await fillOrderData(t, id, { ...VALID_ORDER_DATA, aszf_elfogadva: false });
    expect((await call(t, 'getCart', { cart_id: id })).json().cart.errors).toEqual({
      aszf_elfogadva: 'A vásárlási feltételek elfogadása kötelező.',
    });
  });
});

describe('a logged-in customer', () => {
  async function customer(email: string): Promise<string> {
    const password = 'jelszo-123';
    const res = await call(t, 'register', { name: 'Nagy Béla', email, password, password_confirmation: password });
    const token = res.json().token as string;
    await call(t, 'saveUserData', {
      email, szallitas_vnev: 'Nagy', szallitas_knev: 'Béla', szallitas_irsz: '9021', szallitas_varos: 'Győr',
      szallitas_utca: 'Baross út 2.', szallitas_telefonszam: '06301234567', szamla_nev: 'Nagy Béla',
      adoszam: '', szamla_irsz: '9021', szamla_varos: 'Győr', szamla_utca: 'Baross út 2.',
    }, token);
    return token;
  }

  it('gets the profile data prefilled when adding with the bearer token, and may overwrite it', async () => {
    const token = await customer('nagy.bela@example.hu');
    const { cart } = await newCart(t, variantId, 1, token);
    expect(cart).toMatchObject({
      email: 'nagy.bela@example.hu', szallitas_vnev: 'Nagy', szallitas_irsz: '9021', szamla_megegyezik: true,
    });
    // The owner's token comes along, as the web app sends it: without it the order data is not shown.
    const changed = await call(t, 'modifyCart', { cart_id: cart.id, name: 'szallitas_varos', value: 'Sopron' }, token);
    expect(changed.json().cart.szallitas_varos).toBe('Sopron');
    const again = await call(t, 'addToCart', { id: variantId, quantity: 1, cart_id: cart.id }, token);
    expect(again.json().cart.szallitas_varos).toBe('Sopron');
  });

  it('ticks billing same as shipping for a customer who registered but never filled the profile', async () => {
    const password = 'jelszo-123';
    const email = 'csak.regisztralt@example.hu';
    const { token } = (await call(t, 'register', { name: 'Tóth Ágnes', email, password, password_confirmation: password })).json();
    const { cart } = await newCart(t, variantId, 1, token);
    // The profile's empty billing block asked for billing data the customer never meant to differ.
    expect(cart).toMatchObject({ email, szallitas_vnev: 'Tóth', szamla_megegyezik: true });
    await fillOrderData(t, cart.id, { ...VALID_ORDER_DATA, email });
    expect((await call(t, 'getCart', { cart_id: cart.id }, token)).json().cart).toMatchObject({ isValid: true, szamla_nev: 'Kovács Anna' });
  });

  it('does not overwrite what a guest already typed when the cart is tied later', async () => {
    const token = await customer('kiss.eva@example.hu');
    const { cart } = await newCart(t, variantId);
    await modify(cart.id, 'szallitas_vnev', 'Kiss');
    const tied = await call(t, 'addToCart', { id: variantId, quantity: 1, cart_id: cart.id }, token);
    expect(tied.json().cart).toMatchObject({ szallitas_vnev: 'Kiss', email: '' });
  });
});

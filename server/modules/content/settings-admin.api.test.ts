import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../services';
import { createCartTestApp, newCart, sellable, call as cartCall } from '../cart/cart-test-fixture';
import { addStaff, call, signIn } from '../staff/staff-test-helpers';
import type { TestApp } from '../../test-support/test-app';
import { createWebDir } from '../../test-support/web-dir';

let t: TestApp;
let web: Awaited<ReturnType<typeof createWebDir>>;
let owner: string;
let ownerEmail: string;
let staff: string;

beforeAll(async () => {
  web = await createWebDir();
  t = await createCartTestApp({ WEB_DIR: web.dir });
  ownerEmail = (await addStaff(t, 'owner')).email;
  owner = await signIn(t, ownerEmail);
  staff = await signIn(t, (await addStaff(t, 'staff')).email);
});
afterAll(async () => {
  await t.close();
  await web.remove();
});

const change = (payload: object, cookie = owner) => call(t, 'POST', '/api/admin/settings', { cookie, payload });
const GOOD_BANK = { beneficiary: 'MotoPont Kft.', bank: 'OTP Bank', accountNumber: '11773016-11111018', iban: 'HU42 1177 3016 1111 1018 0000 0000' };

describe('shop settings in the back office', () => {
  it('shows the owner the settings, and refuses a staff member', async () => {
    const res = await call(t, 'GET', '/api/admin/settings', { cookie: owner });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ freeShippingFrom: 100_000, phone: '+36 1 234 5678', deliveryModes: [{ mode: 0 }, { mode: 1, cost: 1490 }, { mode: 2 }] });
    expect((await call(t, 'GET', '/api/admin/settings', { cookie: staff })).statusCode).toBe(403);
  });

  it('changes the GLS cost, the basket uses it at once, and the audit log has before and after', async () => {
    const current = (await call(t, 'GET', '/api/admin/settings', { cookie: owner })).json().item;
    const gls = current.deliveryModes.find((m: { mode: number }) => m.mode === 1);
    const res = await change({ deliveryModes: [{ ...gls, cost: 2290 }], freeShippingFrom: 50_000 });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ freeShippingFrom: 50_000, deliveryModes: expect.arrayContaining([expect.objectContaining({ mode: 1, cost: 2290 })]) });

    const { cart } = await newCart(t, await sellable(t, 4990, 5));
    const priced = await cartCall(t, 'modifyCart', { cart_id: cart.id, name: 'szallitas', value: 1 });
    expect(JSON.stringify(priced.json())).toContain('2290');

    const audit = await createServices(t.database.db, t.config).audit.list({ page: 1, perPage: 1, entityType: 'settings' });
    expect(audit.items[0]).toMatchObject({ action: 'settings.update', actorEmail: ownerEmail, before: { freeShippingFrom: 100_000 }, after: { freeShippingFrom: 50_000 } });
  });

  it('names every wrong field in Hungarian and changes nothing', async () => {
    const res = await change({ bankTransfer: { ...GOOD_BANK, iban: 'HU42 1177 3016 1111 1018 0000 0001' }, phone: 'hívjon', freeShippingFrom: -1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'validation_failed',
      details: { errors: {
        'bankTransfer.iban': 'Az IBAN hibás, pl. HU42 1177 3016 1111 1018 0000 0000.',
        phone: expect.stringContaining('A telefonszám'),
        freeShippingFrom: expect.stringContaining('0 és 10 000 000 Ft'),
      } },
    });
    expect((await call(t, 'GET', '/api/admin/settings', { cookie: owner })).json().item.phone).toBe('+36 1 234 5678');
  });

  it('keeps at least one delivery mode active', async () => {
    const modes = (await call(t, 'GET', '/api/admin/settings', { cookie: owner })).json().item.deliveryModes;
    const res = await change({ deliveryModes: modes.map((m: object) => ({ ...m, active: false })) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Legalább egy szállítási módnak elérhetőnek kell maradnia.');
  });

  it('shows new contact data on the storefront pages at once', async () => {
    const page = () => t.app.inject({ method: 'GET', url: '/o/kontakt' });
    expect((await page()).body).toContain('+36 1 234 5678');
    expect((await change({ phone: '+36 1 999 8888', bankTransfer: GOOD_BANK })).statusCode).toBe(200);
    expect((await page()).body).toContain('+36 1 999 8888');
  });

  it("changes the seller's legal details, shown on the imprint page at once, and refuses a malformed tax number", async () => {
    const seller = (await call(t, 'GET', '/api/admin/settings', { cookie: owner })).json().item.seller;
    const bad = await change({ seller: { ...seller, taxNumber: '123' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.errors).toEqual({ 'seller.taxNumber': 'Az adószám formátuma: 12345678-2-42.' });
    const res = await change({ seller: { ...seller, companyName: 'Új Motoros Bolt Kft.' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().item.seller.companyName).toBe('Új Motoros Bolt Kft.');
    expect((await t.app.inject({ method: 'GET', url: '/impresszum' })).body).toContain('Új Motoros Bolt Kft.');
    expect((await change({ seller: { ...seller, companyName: 'x' } }, staff)).statusCode).toBe(403);
  });

  it('takes an empty day as closed and an empty e-mail as none, as the form sends them', async () => {
    const hours = (await call(t, 'GET', '/api/admin/settings', { cookie: owner })).json().item.openingHours;
    const res = await change({ openingHours: [{ day: hours[0].day, hours: null }, ...hours.slice(1)], email: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().item.email).toBeNull();
    expect(res.json().item.openingHours[0]).toEqual({ day: hours[0].day, hours: null });
  });
});

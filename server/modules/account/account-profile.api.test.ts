import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBundle } from '../../test-support/import-bundle';
import { SETTINGS } from '../cart/cart-test-fixture';
import type { TestApp } from '../../test-support/test-app';
import { createAccountTestApp, customerProfile, get, outboxFor, post, registerUser, resetTokenFrom } from './account-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createAccountTestApp();
  // The shop's settings: the seller's details every customer mail ends with.
  await importBundle(t.database.db, { settings: SETTINGS });
});
afterAll(() => t.close());

const profile = customerProfile;

describe('POST /api/saveUserData', () => {
  it('saves the user data fields, which getUserData then returns', async () => {
    const token = await registerUser(t, 'profil@example.hu');
    const res = await post(t, '/api/saveUserData', profile('profil@example.hu'), { token });
    expect(res.json()).toEqual({ status: 1 });
    expect((await get(t, '/api/getUserData', token)).json()).toEqual({ status: 1, user: profile('profil@example.hu') });
  });

  it('names each wrong field with a Hungarian message and saves nothing', async () => {
    const token = await registerUser(t, 'hibas@example.hu');
    const res = await post(t, '/api/saveUserData', { ...profile('hibas@example.hu'), szallitas_irsz: '123', szamla_varos: ' ', adoszam: '123' }, { token });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual({
      szallitas_irsz: 'Az irányítószám négy számjegy.',
      szamla_varos: 'A számlázási település megadása kötelező.',
      adoszam: 'Az adószám formátuma: 12345678-1-12.',
    });
    expect((await get(t, '/api/getUserData', token)).json().user.szallitas_irsz).toBe('');
  });

  it('needs a login and the CSRF header', async () => {
    expect((await post(t, '/api/saveUserData', profile('x@example.hu'))).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/api/saveUserData', payload: profile('x@example.hu') });
    expect(res.statusCode).toBe(403);
  });

  it('refuses an address another account uses, at the e-mail field', async () => {
    await registerUser(t, 'mar-van@example.hu');
    const token = await registerUser(t, 'valto@example.hu');
    const res = await post(t, '/api/saveUserData', profile('MAR-VAN@example.hu'), { token });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.email).toMatch(/e-mail/);
  });

  it('on an e-mail change notifies the old address and voids its open reset links', async () => {
    const token = await registerUser(t, 'regi-cim@example.hu');
    await post(t, '/api/password/create', { email: 'regi-cim@example.hu' });
    const resetToken = await resetTokenFrom(t, 'regi-cim@example.hu');
    expect((await post(t, '/api/saveUserData', profile('uj-cim@example.hu'), { token })).json()).toEqual({ status: 1 });

    const mails = await outboxFor(t, 'regi-cim@example.hu');
    expect(mails.at(-1)).toMatchObject({ subject: 'Megváltozott az e-mail címe – MotoPont' });
    expect(mails.at(-1)!.text).toMatch(/Üzemeltető: .+, székhely: .+, cégjegyzékszám: .+, adószám: .+\. Tárhelyszolgáltató: /);
    expect(await outboxFor(t, 'uj-cim@example.hu')).toEqual([]);
    expect((await get(t, `/api/password/find/${resetToken}`)).statusCode).toBe(404);
    expect((await post(t, '/api/login', { email: 'uj-cim@example.hu', password: 'jelszo-123' })).statusCode).toBe(200);
    const [row] = (await t.database.db.execute(sql`select count(*)::int as n from users where lower(email) = 'regi-cim@example.hu'`) as unknown as { rows: { n: number }[] }).rows;
    expect(row!.n).toBe(0);
  });
});

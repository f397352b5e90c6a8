import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBundle } from '../../test-support/import-bundle';
import { SETTINGS } from '../cart/cart-test-fixture';
import { csrf, type TestApp } from '../../test-support/test-app';
import { createAccountTestApp, get, outboxFor, post, registerUser, resetTokenFrom } from './account-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createAccountTestApp({ PUBLIC_URL: 'https://bolt.example.hu' });
  // The shop's settings: the seller's details every customer mail ends with.
  await importBundle(t.database.db, { settings: SETTINGS });
});
afterAll(() => t.close());

const NEW = 'uj-jelszo-456';
const reset = (email: string, token: string, password = NEW, confirmation = password) =>
  post(t, '/api/password/reset', { email, token, password, password_confirmation: confirmation });

async function requestReset(email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST', url: '/api/password/create', payload: { email },
    headers: { ...csrf(), host: 'tamado.example.com' },
  });
  expect(res.statusCode).toBe(200);
  return resetTokenFrom(t, email);
}

describe('POST /api/password/create', () => {
  it('mails a PUBLIC_URL link (never the Host header) and answers a message', async () => {
    await registerUser(t, 'felejt@example.hu');
    const res = await post(t, '/api/password/create', { email: 'FELEJT@example.hu' });
    expect(res.json()).toEqual({ message: 'A jelszó visszaállításához szükséges linket elküldtük a megadott e-mail címre.' });
    await requestReset('felejt@example.hu');
    const [mail] = await outboxFor(t, 'felejt@example.hu');
    expect(mail!.subject).toBe('Jelszó visszaállítása – MotoPont');
    expect(mail!.text).toMatch(/https:\/\/bolt\.example\.hu\/password_reset\/[A-Za-z0-9_-]{43}\n/);
    expect(mail!.text).not.toContain('tamado');
    // Like every customer mail, it names the seller (Ekertv. 4. §).
    expect(mail!.text).toMatch(/Üzemeltető: .+, székhely: .+, cégjegyzékszám: .+, adószám: .+\. Tárhelyszolgáltató: /);
    const stored = await t.database.db.execute(sql`select token_hash from password_resets`);
    expect(JSON.stringify(stored)).not.toContain(await resetTokenFrom(t, 'felejt@example.hu'));
  });

  it('answers 404 with the message the page shows for an unknown address', async () => {
    const res = await post(t, '/api/password/create', { email: 'senki@example.hu' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('A megadott email cím nem található a rendszerünkben.');
  });
});

describe('password find and reset', () => {
  it('finds a valid token, resets once, logs out every old session and lets the new password in', async () => {
    const oldToken = await registerUser(t, 'visszaallit@example.hu', 'regi-jelszo-1');
    const token = await requestReset('visszaallit@example.hu');
    expect((await get(t, `/api/password/find/${token}`)).json()).toEqual({ email: 'visszaallit@example.hu' });

    const res = await reset('Visszaallit@example.hu', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: expect.any(Number) });
    expect((await get(t, '/api/getUserData', oldToken)).statusCode).toBe(401);
    expect((await post(t, '/api/login', { email: 'visszaallit@example.hu', password: 'regi-jelszo-1' })).statusCode).toBe(401);
    expect((await post(t, '/api/login', { email: 'visszaallit@example.hu', password: NEW })).statusCode).toBe(200);

    const again = await reset('visszaallit@example.hu', token, 'harmadik-jelszo');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/érvénytelen vagy lejárt/);
    expect((await get(t, `/api/password/find/${token}`)).statusCode).toBe(404);
  });

  it('voids the older links when a new one is requested', async () => {
    await registerUser(t, 'ketszer@example.hu');
    const first = await requestReset('ketszer@example.hu');
    const second = await requestReset('ketszer@example.hu');
    expect((await get(t, `/api/password/find/${first}`)).statusCode).toBe(404);
    expect((await reset('ketszer@example.hu', first)).statusCode).toBe(404);
    expect((await reset('ketszer@example.hu', second)).statusCode).toBe(200);
  });

  it('works only with the e-mail it was issued for', async () => {
    await registerUser(t, 'sajat@example.hu');
    await registerUser(t, 'masik@example.hu');
    const token = await requestReset('sajat@example.hu');
    const res = await reset('masik@example.hu', token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Ez a link nem ehhez az e-mail címhez tartozik.');
    expect((await reset('sajat@example.hu', token)).statusCode).toBe(200);
  });

  it('expires after an hour', async () => {
    await registerUser(t, 'lassu@example.hu');
    const token = await requestReset('lassu@example.hu');
    await t.database.db.execute(sql`update password_resets set expires_at = now() - interval '1 second' where lower(email) = 'lassu@example.hu'`);
    const found = await get(t, `/api/password/find/${token}`);
    expect(found.statusCode).toBe(404);
    expect(found.json().message).toBe('A jelszó-visszaállító link érvénytelen vagy lejárt. Kérjen új linket.');
    expect((await reset('lassu@example.hu', token)).statusCode).toBe(404);
  });

  it('checks the new password and its confirmation', async () => {
    await registerUser(t, 'gyenge@example.hu');
    const token = await requestReset('gyenge@example.hu');
    const res = await reset('gyenge@example.hu', token, 'rovid', 'rovid');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/jelszónak legalább 8/);
    expect((await reset('gyenge@example.hu', token)).statusCode).toBe(200);
  });

  it('gives an account from the old site its first password', async () => {
    await t.database.db.execute(sql`insert into users (email, password_hash, imported_from_old_site) values ('oreg@example.hu', null, true)`);
    expect((await post(t, '/api/login', { email: 'oreg@example.hu', password: NEW })).body).toBe('Old site data');
    const token = await requestReset('oreg@example.hu');
    expect((await reset('oreg@example.hu', token)).statusCode).toBe(200);
    expect((await post(t, '/api/login', { email: 'oreg@example.hu', password: NEW })).statusCode).toBe(200);
  });

  it('answers an unknown or malformed token with a message', async () => {
    const res = await get(t, '/api/password/find/nincs-ilyen');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/érvénytelen/);
  });
});

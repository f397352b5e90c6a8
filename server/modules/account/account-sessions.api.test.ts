import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app';
import { createAccountTestApp, get, post, registerUser } from './account-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createAccountTestApp();
});
afterAll(() => t.close());

const register = (body: Record<string, string>) =>
  post(t, '/api/register', { name: 'Kovács Anna', email: 'anna@example.hu', password: 'jelszo-123', password_confirmation: 'jelszo-123', ...body });

describe('POST /api/register', () => {
  it('answers a token that logs the new user in, with the name split into last and first name', async () => {
    const res = await register({ email: 'uj.vevo@example.hu', name: 'Kovács Anna Mária' });
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const data = await get(t, '/api/getUserData', token);
    expect(data.json()).toMatchObject({ status: 1, user: { email: 'uj.vevo@example.hu', szallitas_vnev: 'Kovács', szallitas_knev: 'Anna Mária' } });
  });

  it.each([
    ['kovacsne@example.hu', 'Kovácsné Nagy Éva', 'Kovácsné Nagy', 'Éva'],
    ['dr.kiss@example.hu', 'Dr. Kiss Péter', 'Dr. Kiss', 'Péter'],
    ['nagy-kovacs@example.hu', 'Nagy-Kovács Anna', 'Nagy-Kovács', 'Anna'],
  ])('keeps a family name with a space or hyphen whole: %s', async (email, name, vnev, knev) => {
    const res = await register({ email, name });
    const data = await get(t, '/api/getUserData', res.json().token);
    expect(data.json()).toMatchObject({ user: { szallitas_vnev: vnev, szallitas_knev: knev } });
  });

  it('refuses an address already registered, whatever its case, with an error naming the e-mail', async () => {
    await registerUser(t, 'Foglalt@Example.hu');
    const res = await register({ email: 'foglalt@EXAMPLE.hu' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 0, errors: [expect.stringMatching(/e-mail/)] });
  });

  it('lists every problem in Hungarian: e-mail messages name the e-mail, password messages the password', async () => {
    const res = await register({ email: 'nem-email', password: 'rovid', password_confirmation: 'mas' });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json<{ errors: string[] }>();
    expect(errors).toEqual([
      'Az e-mail cím formátuma hibás.',
      'A jelszónak legalább 8 karakterből kell állnia.',
      'A jelszó és a jelszó megerősítése nem egyezik.',
    ]);
  });

  it('rejects a missing field before it reaches the service', async () => {
    const res = await post(t, '/api/register', { email: 'x@example.hu' });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/login', () => {
  it('logs in with the password, the e-mail in any case, and issues a new token each time', async () => {
    const first = await registerUser(t, 'belep@example.hu', 'titkos-jelszo');
    const res = await post(t, '/api/login', { email: 'BELEP@example.hu', password: 'titkos-jelszo' });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).not.toBe(first);
    expect((await get(t, '/api/getUserData', res.json().token)).json().status).toBe(1);
  });

  it('answers 401 JSON for a wrong password and for an unknown address alike', async () => {
    await registerUser(t, 'rossz@example.hu');
    const wrong = await post(t, '/api/login', { email: 'rossz@example.hu', password: 'nem-ez-az' });
    const unknown = await post(t, '/api/login', { email: 'nincs@example.hu', password: 'nem-ez-az' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 0, error: 'bad_credentials', message: 'Hibás e-mail cím vagy jelszó.' });
    }
  });

  it("answers exactly 'Old site data' for an account imported from the old site", async () => {
    await t.database.db.execute(sql`insert into users (email, password_hash, imported_from_old_site) values ('regi@example.hu', null, true)`);
    const res = await post(t, '/api/login', { email: 'Regi@example.hu', password: 'barmi-jelszo' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('Old site data');
  });
});

describe('GET /api/logout and GET /api/getUserData', () => {
  it('revokes exactly the presented token', async () => {
    const a = await registerUser(t, 'kilep@example.hu');
    const b = (await post(t, '/api/login', { email: 'kilep@example.hu', password: 'jelszo-123' })).json().token;
    expect((await get(t, '/api/logout', a)).json()).toEqual({ status: 1 });
    const after = await get(t, '/api/getUserData', a);
    expect(after.statusCode).toBe(401);
    expect(after.json()).not.toHaveProperty('status');
    expect((await get(t, '/api/getUserData', b)).json().status).toBe(1);
    expect((await get(t, '/api/logout', a)).statusCode).toBe(401);
  });

  it('answers without status when not logged in or when the token expired', async () => {
    const token = await registerUser(t, 'lejart@example.hu');
    await t.database.db.execute(sql`update auth_tokens set expires_at = now() - interval '1 second'`);
    for (const res of [await get(t, '/api/getUserData'), await get(t, '/api/getUserData', token)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'unauthorized', message: 'Bejelentkezés szükséges.' });
    }
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { registerUser } from '../account/account-test-helpers';
import { addStaff, call, login, nextIp, sessionCookie, signIn, totpCode, uniqueEmail } from './staff-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIR: '/nonexistent-web-dir' });
});
afterAll(() => t.close());

/** A six-digit code that matches none of the steps the server accepts now. */
function wrongCode(secret: string): string {
  const accepted = new Set([-30_000, 0, 30_000].map((shift) => totpCode(secret, Date.now() + shift)));
  return ['000000', '111111', '222222', '333333'].find((code) => !accepted.has(code))!;
}
const spaced = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

const me = (cookie: string) => call(t, 'GET', '/api/admin/me', { cookie });

describe('POST /api/admin/login', () => {
  it('signs in with an HttpOnly, SameSite=Strict session cookie for the whole site, not Secure over http', async () => {
    const member = await addStaff(t, 'staff');
    const res = await login(t, { email: member.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, staff: { email: member.email, role: 'staff', totpEnabled: false }, totpSetupRequired: false });
    expect(res.body).not.toMatch(/password|scrypt|secret/i);
    const cookie = sessionCookie(res)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await me(cookie.value)).json()).toMatchObject({ status: 1, staff: { id: member.id } });
  });

  it('answers the same 401 for a wrong password, an unknown e-mail and a deactivated account', async () => {
    const member = await addStaff(t, 'staff');
    const inactive = await addStaff(t, 'staff');
    await t.database.db.execute(sql`update staff set active = false where id = ${inactive.id}`);
    const answers = [
      await login(t, { email: member.email, password: 'nem-ez-a-jelszo' }),
      await login(t, { email: 'senki@example.hu' }),
      await login(t, { email: inactive.email }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 0, error: 'bad_credentials', message: 'Hibás e-mail cím vagy jelszó.' });
      expect(sessionCookie(res)).toBeUndefined();
    }
  });

  it('refuses a sign-in without the CSRF header', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'a@example.hu', password: 'x' } });
    expect(res.statusCode).toBe(403);
  });

  it('limits attempts per e-mail address with a Hungarian 429 and Retry-After', async () => {
    const member = await addStaff(t, 'staff');
    for (let i = 0; i < 10; i++) expect((await login(t, { email: member.email, password: `rossz-${i}` })).statusCode).toBe(401);
    const res = await login(t, { email: member.email });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toMatchObject({ status: 0, error: 'rate_limited', message: expect.stringMatching(/Túl sok/) });
  });

  it('counts failures only: signing in and out many times from one address is never refused', async () => {
    const member = await addStaff(t, 'staff');
    const ip = nextIp();
    for (let i = 0; i < 25; i++) expect((await login(t, { email: member.email }, ip)).statusCode).toBe(200);
  });

  it('forgets the failures of an e-mail address after a successful sign-in', async () => {
    const member = await addStaff(t, 'staff');
    const ip = nextIp();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) expect((await login(t, { email: member.email, password: `rossz-${i}` }, ip)).statusCode).toBe(401);
      expect((await login(t, { email: member.email }, ip)).statusCode).toBe(200);
    }
  });

  it('limits attempts per IP address across e-mail addresses', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i++) expect((await login(t, { email: `talalgat-${i}@example.hu` }, ip)).statusCode).toBe(401);
    const res = await login(t, { email: 'utolso@example.hu' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('TOTP second factor', () => {
  async function enrolled() {
    const member = await addStaff(t, 'staff');
    const cookie = await signIn(t, member.email);
    const enrol = await call(t, 'POST', '/api/admin/totp/enrol', { cookie });
    expect(enrol.statusCode).toBe(200);
    const { secret, uri } = enrol.json<{ secret: string; uri: string }>();
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    // The previous time step, so the sign-in below has a fresh step of its own.
    const confirm = await call(t, 'POST', '/api/admin/totp/confirm', { cookie, payload: { code: totpCode(secret, Date.now() - 30_000) } });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ staff: { totpEnabled: true } });
    return { member, secret };
  }

  it('asks for the code once enabled, refuses a wrong one, accepts the right one once, and never returns the secret', async () => {
    const { member, secret } = await enrolled();
    const missing = await login(t, { email: member.email });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ message: 'Adja meg a hitelesítő alkalmazás hatjegyű kódját.', error: 'totp_code_required' });
    const wrong = await login(t, { email: member.email, code: wrongCode(secret) });
    expect(wrong.json()).toMatchObject({ error: 'totp_code_invalid' });
    const code = totpCode(secret);
    const ok = await login(t, { email: member.email, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).not.toContain(secret);
    const replay = await login(t, { email: member.email, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ error: 'totp_code_invalid' });
  });

  it('does not tell a wrong password apart from a missing code', async () => {
    const { member } = await enrolled();
    const res = await login(t, { email: member.email, password: 'nem-ez-a-jelszo' });
    expect(res.json()).toMatchObject({ error: 'bad_credentials', message: 'Hibás e-mail cím vagy jelszó.' });
  });

  it('refuses a wrong confirmation code and a second enrolment', async () => {
    const member = await addStaff(t, 'staff');
    const cookie = await signIn(t, member.email);
    const first = (await call(t, 'POST', '/api/admin/totp/enrol', { cookie })).json<{ secret: string }>().secret;
    expect((await call(t, 'POST', '/api/admin/totp/confirm', { cookie, payload: { code: '12345' } })).statusCode).toBe(400);
    const wrong = await call(t, 'POST', '/api/admin/totp/confirm', { cookie, payload: { code: spaced(wrongCode(first)) } });
    expect(wrong.json()).toMatchObject({ status: 0, error: 'totp_code_invalid' });
    const { secret } = (await call(t, 'POST', '/api/admin/totp/enrol', { cookie })).json<{ secret: string }>();
    expect((await call(t, 'POST', '/api/admin/totp/confirm', { cookie, payload: { code: totpCode(secret) } })).statusCode).toBe(200);
    expect((await call(t, 'POST', '/api/admin/totp/enrol', { cookie })).statusCode).toBe(409);
  });

  it('when the owner requires it, a member without TOTP may only set it up, then works normally', async () => {
    const owner = await addStaff(t, 'owner');
    const ownerCookie = await signIn(t, owner.email);
    const refused = await call(t, 'POST', '/api/admin/staff/require-totp', { cookie: ownerCookie, payload: { required: true } });
    expect(refused.json()).toMatchObject({ status: 0, error: 'conflict', message: expect.stringMatching(/saját fiókján/) });
    const own = (await call(t, 'POST', '/api/admin/totp/enrol', { cookie: ownerCookie })).json<{ secret: string }>();
    await call(t, 'POST', '/api/admin/totp/confirm', { cookie: ownerCookie, payload: { code: totpCode(own.secret) } });
    expect((await call(t, 'POST', '/api/admin/staff/require-totp', { cookie: ownerCookie, payload: { required: true } })).statusCode).toBe(200);
    const member = await addStaff(t, 'staff');
    const res = await login(t, { email: member.email });
    expect(res.json()).toMatchObject({ status: 1, totpSetupRequired: true, staff: { totpRequired: true } });
    const cookie = sessionCookie(res)!.value;
    const blocked = await call(t, 'POST', '/api/admin/password', { cookie, payload: { currentPassword: 'x', newPassword: 'y' } });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ error: 'totp_setup_required' });
    const { secret } = (await call(t, 'POST', '/api/admin/totp/enrol', { cookie })).json<{ secret: string }>();
    await call(t, 'POST', '/api/admin/totp/confirm', { cookie, payload: { code: totpCode(secret) } });
    expect((await me(cookie)).json()).toMatchObject({ totpSetupRequired: false });
    expect((await call(t, 'POST', '/api/admin/staff/require-totp', { cookie: ownerCookie, payload: { required: false } })).statusCode).toBe(200);
    expect((await login(t, { email: (await addStaff(t, 'staff')).email })).json()).toMatchObject({ totpSetupRequired: false });
  });
});

describe('sessions', () => {
  it('signs out: the cookie is cleared and the old token opens nothing', async () => {
    const member = await addStaff(t, 'staff');
    const cookie = await signIn(t, member.email);
    const res = await call(t, 'POST', '/api/admin/logout', { cookie });
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res)).toMatchObject({ value: '', path: '/' });
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends after 8 idle hours, and after 7 days even when used', async () => {
    const member = await addStaff(t, 'staff');
    const idle = await signIn(t, member.email);
    const old = await signIn(t, member.email);
    await t.database.db.execute(sql`update staff_sessions set last_seen_at = now() - interval '8 hours 1 minute' where staff_id = ${member.id}`);
    await t.database.db.execute(sql`update staff_sessions set last_seen_at = now(), expires_at = now() - interval '1 second'
      where id = (select max(id) from staff_sessions where staff_id = ${member.id})`);
    expect((await me(idle)).statusCode).toBe(401);
    expect((await me(old)).statusCode).toBe(401);
  });

  it('slides: a call keeps a session alive past its first 8 hours', async () => {
    const member = await addStaff(t, 'staff');
    const cookie = await signIn(t, member.email);
    await t.database.db.execute(sql`update staff_sessions set last_seen_at = now() - interval '7 hours' where staff_id = ${member.id}`);
    expect((await me(cookie)).statusCode).toBe(200);
    await t.database.db.execute(sql`update staff_sessions set last_seen_at = last_seen_at - interval '2 hours' where staff_id = ${member.id}`);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('a customer bearer token opens no staff call; no cookie answers 401 in Hungarian', async () => {
    const token = await registerUser(t, uniqueEmail('vevo'));
    const res = await call(t, 'GET', '/api/admin/me', { token });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 0, error: 'unauthorized', message: 'Bejelentkezés szükséges.' });
    expect((await call(t, 'GET', '/api/admin/me', { cookie: token })).statusCode).toBe(401);
  });

  it('a password change keeps this session, ends the others, and the old password stops working', async () => {
    const member = await addStaff(t, 'staff');
    const here = await signIn(t, member.email);
    const elsewhere = await signIn(t, member.email);
    const short = await call(t, 'POST', '/api/admin/password', { cookie: here, payload: { currentPassword: 'hosszu-jelszo-123', newPassword: 'rovid' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/legalább 12 karakter/);
    const wrong = await call(t, 'POST', '/api/admin/password', { cookie: here, payload: { currentPassword: 'nem-ez', newPassword: 'uj-hosszu-jelszo-456' } });
    expect(wrong.json()).toMatchObject({ status: 0, error: 'validation_failed', message: 'A jelenlegi jelszó hibás.' });
    const ok = await call(t, 'POST', '/api/admin/password', { cookie: here, payload: { currentPassword: 'hosszu-jelszo-123', newPassword: 'uj-hosszu-jelszo-456' } });
    expect(ok.statusCode).toBe(200);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await login(t, { email: member.email })).statusCode).toBe(401);
    expect((await login(t, { email: member.email, password: 'uj-hosszu-jelszo-456' })).statusCode).toBe(200);
  });
});

describe('PUBLIC_URL over https', () => {
  it('marks the session cookie Secure', async () => {
    const https = await createTestApp({ WEB_DIR: '/nonexistent-web-dir', PUBLIC_URL: 'https://bolt.example.hu' });
    try {
      const member = await addStaff(https, 'staff');
      expect(sessionCookie(await login(https, { email: member.email }))?.secure).toBe(true);
    } finally {
      await https.close();
    }
  });
});

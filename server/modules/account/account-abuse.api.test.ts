import * as crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { csrf, type TestApp } from '../../test-support/test-app';
import { LIMITS, RATE_LIMITED } from './account.rate-limit';
import { LOGIN_POLICY, LOGIN_RATE_LIMITED } from './login-throttle';
import { createAccountTestApp, nextIp, post, registerUser } from './account-test-helpers';

// Counting scrypt calls shows that login does the same work for a missing account (no timing asserted).
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, scrypt: vi.fn(actual.scrypt) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createAccountTestApp();
});
afterAll(() => t.close());

describe('login work does not depend on the account', () => {
  it('verifies exactly one scrypt hash for a known, an unknown and an old-site address', async () => {
    await registerUser(t, 'letezo@example.hu');
    await t.database.db.execute(sql`insert into users (email, password_hash, imported_from_old_site) values ('regi-ugyfel@example.hu', null, true)`);
    await post(t, '/api/login', { email: 'nincs-ilyen@example.hu', password: 'barmi-jelszo' }); // creates the dummy hash once
    const scrypt = vi.mocked(crypto.scrypt);
    for (const email of ['letezo@example.hu', 'nincs-ilyen@example.hu', 'regi-ugyfel@example.hu']) {
      scrypt.mockClear();
      const res = await post(t, '/api/login', { email, password: 'rossz-jelszo' });
      expect(res.statusCode).toBe(401);
      expect(scrypt).toHaveBeenCalledTimes(1);
    }
  });
});

describe('rate limits', () => {
  it('counts only failed logins: the owner logs in as often as needed', async () => {
    const ip = nextIp();
    await registerUser(t, 'gyakori@example.hu');
    for (let i = 0; i < LOGIN_POLICY.failuresPerIp + 5; i++) {
      expect((await post(t, '/api/login', { email: 'gyakori@example.hu', password: 'jelszo-123' }, { ip })).statusCode).toBe(200);
    }
  });

  it('slows guessing at one e-mail from anywhere with a 429 and Retry-After, but not its owner from a usual address', async () => {
    const home = nextIp();
    await registerUser(t, 'celpont@example.hu');
    expect((await post(t, '/api/login', { email: 'celpont@example.hu', password: 'jelszo-123' }, { ip: home })).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_POLICY.freeFailuresPerEmail; i++) {
      expect((await post(t, '/api/login', { email: 'celpont@example.hu', password: 'talalgatas' })).statusCode).toBe(401);
    }
    const slowed = await post(t, '/api/login', { email: 'CELPONT@example.hu', password: 'jelszo-123' });
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({ status: 0, error: 'rate_limited', message: LOGIN_RATE_LIMITED });
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await post(t, '/api/login', { email: 'masvalaki@example.hu', password: 'probalkozas' })).statusCode).toBe(401);
    // The owner's usual address is not slowed, and the successful login clears the failures.
    expect((await post(t, '/api/login', { email: 'celpont@example.hu', password: 'jelszo-123' }, { ip: home })).statusCode).toBe(200);
    expect((await post(t, '/api/login', { email: 'celpont@example.hu', password: 'jelszo-123' })).statusCode).toBe(200);
  });

  it('limits failed logins per IP address across e-mails', async () => {
    const ip = nextIp();
    for (let i = 0; i < LOGIN_POLICY.failuresPerIp; i++) {
      await post(t, '/api/login', { email: `ip-${i}@example.hu`, password: 'probalkozas' }, { ip });
    }
    const refused = await post(t, '/api/login', { email: 'ip-uj@example.hu', password: 'probalkozas' }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect((await post(t, '/api/login', { email: 'ip-uj@example.hu', password: 'probalkozas' })).statusCode).toBe(401);
  });

  it('limits registrations per IP and forgotten-password mails per e-mail', async () => {
    const ip = nextIp();
    for (let i = 0; i < LIMITS.register.perIp; i++) {
      await post(t, '/api/register', { name: 'A B', email: `r${i}@example.hu`, password: 'x', password_confirmation: 'x' }, { ip });
    }
    const register = await post(t, '/api/register', { name: 'A B', email: 'r-uj@example.hu', password: 'x', password_confirmation: 'x' }, { ip });
    expect(register.statusCode).toBe(429);
    expect(register.json().message).toBe(RATE_LIMITED);
    expect(register.headers['retry-after']).toBeDefined();

    for (let i = 0; i < LIMITS.forgot.perEmail; i++) await post(t, '/api/password/create', { email: 'bombazott@example.hu' });
    expect((await post(t, '/api/password/create', { email: 'bombazott@example.hu' })).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  it('keys the limits on the customer address a trusted load balancer forwards', async () => {
    const behindProxy = await createAccountTestApp({ TRUST_PROXY: '1' });
    try {
      const login = (forwardedFor: string) => behindProxy.app.inject({
        method: 'POST', url: '/api/login', payload: { email: `lb-${forwardedFor}@example.hu`, password: 'probalkozas' },
        remoteAddress: '10.250.0.1', headers: { ...csrf(), 'x-forwarded-for': forwardedFor },
      });
      for (let i = 0; i < LOGIN_POLICY.failuresPerIp; i++) await login('203.0.113.7');
      expect((await login('203.0.113.7')).statusCode).toBe(429);
      expect((await login('198.51.100.9')).statusCode).toBe(401);
    } finally {
      await behindProxy.close();
    }
  });
});

import * as crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../test-support/test-app';
import { LIMITS, RATE_LIMITED } from './account.rate-limit';
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
  it('limits login attempts per e-mail address, from any IP, with a Hungarian 429', async () => {
    for (let i = 0; i < LIMITS.login.perEmail; i++) {
      expect((await post(t, '/api/login', { email: 'celpont@example.hu', password: 'probalkozas' })).statusCode).toBe(401);
    }
    const res = await post(t, '/api/login', { email: 'CELPONT@example.hu', password: 'probalkozas' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ status: 0, error: 'rate_limited', message: RATE_LIMITED });
    expect((await post(t, '/api/login', { email: 'masvalaki@example.hu', password: 'probalkozas' })).statusCode).toBe(401);
  });

  it('limits login attempts per IP address across e-mails', async () => {
    const ip = nextIp();
    for (let i = 0; i < LIMITS.login.perIp; i++) {
      await post(t, '/api/login', { email: `ip-${i}@example.hu`, password: 'probalkozas' }, { ip });
    }
    expect((await post(t, '/api/login', { email: 'ip-uj@example.hu', password: 'probalkozas' }, { ip })).statusCode).toBe(429);
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

    for (let i = 0; i < LIMITS.forgot.perEmail; i++) await post(t, '/api/password/create', { email: 'bombazott@example.hu' });
    expect((await post(t, '/api/password/create', { email: 'bombazott@example.hu' })).statusCode).toBe(429);
  });
});

import type { UserData } from '../../../contract/account';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { createTestApp, csrf, type TestApp } from '../../test-support/test-app';

/** Shared steps of the account API tests; each test file still makes its own records. */

/** The API alone: no built web app, so these tests do not depend on a build. */
export function createAccountTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp({ WEB_DIR: '/nonexistent-web-dir', ...env });
}

let ipCounter = 0;
/** A fresh client address, so one test's requests never count against another's rate limits. */
export function nextIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export function post(t: TestApp, url: string, payload: object, extra: { token?: string; ip?: string } = {}) {
  return t.app.inject({
    method: 'POST', url, payload, remoteAddress: extra.ip ?? nextIp(),
    headers: { ...csrf(), ...(extra.token ? { authorization: `Bearer ${extra.token}` } : {}) },
  });
}

export function get(t: TestApp, url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

export async function registerUser(t: TestApp, email: string, password = 'jelszo-123'): Promise<string> {
  const res = await post(t, '/api/register', { name: 'Teszt Elek', email, password, password_confirmation: password });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  return res.json<{ token: string }>().token;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

export function outboxFor(t: TestApp, to: string): Promise<OutboxMail[]> {
  return queryRows<OutboxMail>(t.database.db, sql`select "to", subject, text from outbox_mails where lower("to") = lower(${to}) order by id`);
}

/** The reset token from the newest reset mail sent to `to`. */
export async function resetTokenFrom(t: TestApp, to: string): Promise<string> {
  const mails = await outboxFor(t, to);
  const match = /\/password_reset\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '');
  if (!match) throw new Error(`no reset mail to ${to}`);
  return match[1]!;
}

/** A valid profile (every order-data field filled) under the given e-mail. */
export const customerProfile = (email: string): UserData => ({
  email,
  szallitas_vnev: 'Kovács',
  szallitas_knev: 'Anna',
  szallitas_irsz: '7621',
  szallitas_varos: 'Pécs',
  szallitas_utca: 'Király utca 1.',
  szallitas_telefonszam: '+36 30 123 4567',
  szamla_nev: 'Kovács Anna',
  adoszam: '12345676-1-02',
  szamla_irsz: '7621',
  szamla_varos: 'Pécs',
  szamla_utca: 'Király utca 1.',
});

import type { LightMyRequestResponse } from 'fastify';
import { TOTP, Secret } from 'otpauth';
import type { StaffRole } from '../../../contract/staff';
import { createServices } from '../../services';
import { csrf, type TestApp } from '../../test-support/test-app';
import { CLI_ACTOR } from './staff.principal';
import { STAFF_COOKIE } from '../../http/principal-hook';

/** Shared steps of the staff API tests; each test file still makes its own records. */

export const PASSWORD = 'hosszu-jelszo-123';
let counter = 0;

export function uniqueEmail(prefix: string): string {
  counter++;
  return `${prefix}-${counter}-${Date.now()}@example.hu`;
}

let ipCounter = 0;
/** A fresh client address, so one test's sign-ins never count against another's per-IP limit. */
export function nextIp(): string {
  ipCounter++;
  return `10.20.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** A member made as the command line makes one (the service, no HTTP). */
export async function addStaff(t: TestApp, role: StaffRole, email = uniqueEmail(role)) {
  const services = createServices(t.database.db, t.config);
  return services.staff.add(CLI_ACTOR, { email, name: 'Teszt Munkatárs', role, password: PASSWORD });
}

export interface Call {
  cookie?: string;
  token?: string;
  payload?: object;
  ip?: string;
}

/** An admin call as the back office sends it: CSRF header and cookie, plus the staff cookie when given. */
export function call(t: TestApp, method: 'GET' | 'POST', url: string, { cookie, token, payload, ip }: Call = {}) {
  const headers: Record<string, string> = { ...csrf() };
  if (cookie) headers.cookie = `${headers.cookie}; ${STAFF_COOKIE}=${cookie}`;
  if (token) headers.authorization = `Bearer ${token}`;
  return t.app.inject({ method, url, headers, remoteAddress: ip ?? nextIp(), ...(method === 'POST' ? { payload: payload ?? {} } : {}) });
}

export function login(t: TestApp, body: { email: string; password?: string; code?: string }, ip?: string) {
  return call(t, 'POST', '/api/admin/login', { payload: { password: PASSWORD, ...body }, ...(ip ? { ip } : {}) });
}

export function sessionCookie(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === STAFF_COOKIE);
}

/** Signs in over HTTP and answers the session cookie's value. */
export async function signIn(t: TestApp, email: string, code?: string): Promise<string> {
  const res = await login(t, { email, ...(code ? { code } : {}) });
  const cookie = sessionCookie(res);
  if (res.statusCode !== 200 || !cookie) throw new Error(`sign-in failed: ${res.body}`);
  return cookie.value;
}

/** The code an authenticator app would show for `secret` at `timestamp`. */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });
}

import { createHash } from 'node:crypto';
import { AppError } from '../../http/errors';
import type { ThrottleStore } from './login-throttle-store';

/**
 * Slows password guessing without letting a stranger lock a customer out (decision 0012):
 * - only failed logins count; a successful one clears the failures of its e-mail address;
 * - per e-mail, the first few failures are free, then each try waits twice as long as the last
 *   (1 s, 2 s, 4 s … at most 15 minutes), from any address,
 * - except from an address this account logged in from successfully before: its owner is not slowed;
 * - per client address, a fixed number of failures per window, whatever the e-mail.
 */
export interface LoginPolicy {
  freeFailuresPerEmail: number;
  maxDelayMs: number;
  emailFailureTtlMs: number;
  failuresPerIp: number;
  ipWindowMs: number;
  knownAddressTtlMs: number;
}

export const LOGIN_POLICY: LoginPolicy = {
  freeFailuresPerEmail: 5,
  maxDelayMs: 15 * 60_000,
  /** failures of an e-mail address are forgotten a day after the last one */
  emailFailureTtlMs: 24 * 3_600_000,
  failuresPerIp: 30,
  ipWindowMs: 15 * 60_000,
  /** how long an address that logged in successfully stays the owner's usual address */
  knownAddressTtlMs: 90 * 24 * 3_600_000,
};

export const LOGIN_RATE_LIMITED = 'Túl sok sikertelen belépési kísérlet. Kérjük, várjon egy kicsit, és próbálja újra.';

/** How long the next try of an e-mail address with `count` failures has to wait after the last one. */
export function emailDelayMs(count: number, policy: LoginPolicy = LOGIN_POLICY): number {
  const over = count - policy.freeFailuresPerEmail;
  if (over < 0) return 0;
  return Math.min(1_000 * 2 ** over, policy.maxDelayMs);
}

function refuse(waitMs: number, message: string): AppError {
  return new AppError('rate_limited', message, { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1_000)) });
}

export interface ThrottleOptions {
  /** keeps separate counts for separate doors (customers', staff's) in one store */
  namespace?: string;
  policy?: LoginPolicy;
  message?: string;
  now?: () => number;
}

export function createLoginThrottle(store: ThrottleStore, options: ThrottleOptions = {}) {
  const { namespace = '', policy = LOGIN_POLICY, message = LOGIN_RATE_LIMITED, now = Date.now } = options;
  // Hashed so that the store (Redis) never holds the e-mail addresses.
  const emailKey = (email: string) => `${namespace}email:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
  const knownKey = (email: string, ip: string) => `known:${emailKey(email)}:${ip}`;
  const ipKey = (ip: string) => `${namespace}ip:${ip}`;
  return {
    /** Throws a 429 (with the wait) when this try must not be checked yet. */
    async check(email: string, ip: string): Promise<void> {
      const byIp = await store.failures(ipKey(ip));
      const ipWait = byIp.last + policy.ipWindowMs - now();
      if (byIp.count >= policy.failuresPerIp && ipWait > 0) throw refuse(ipWait, message);
      const byEmail = await store.failures(emailKey(email));
      const wait = byEmail.last + emailDelayMs(byEmail.count, policy) - now();
      if (wait > 0 && !(await store.isMarked(knownKey(email, ip)))) throw refuse(wait, message);
    },
    async failed(email: string, ip: string): Promise<void> {
      await store.addFailure(ipKey(ip), now(), policy.ipWindowMs);
      await store.addFailure(emailKey(email), now(), policy.emailFailureTtlMs);
    },
    async succeeded(email: string, ip: string): Promise<void> {
      await store.forget(emailKey(email));
      await store.mark(knownKey(email, ip), policy.knownAddressTtlMs);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

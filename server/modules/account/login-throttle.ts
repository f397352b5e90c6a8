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
export const LOGIN_POLICY = {
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
export function emailDelayMs(count: number): number {
  const over = count - LOGIN_POLICY.freeFailuresPerEmail;
  if (over < 0) return 0;
  return Math.min(1_000 * 2 ** over, LOGIN_POLICY.maxDelayMs);
}

// Hashed so that the store (Redis) never holds customers' e-mail addresses.
const emailKey = (email: string) => `email:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
const knownKey = (email: string, ip: string) => `known:${emailKey(email)}:${ip}`;
const ipKey = (ip: string) => `ip:${ip}`;

function refuse(waitMs: number): AppError {
  return new AppError('rate_limited', LOGIN_RATE_LIMITED, { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1_000)) });
}

export function createLoginThrottle(store: ThrottleStore, now: () => number = Date.now) {
  return {
    /** Throws a 429 (with the wait) when this try must not be checked yet. */
    async check(email: string, ip: string): Promise<void> {
      const byIp = await store.failures(ipKey(ip));
      const ipWait = byIp.last + LOGIN_POLICY.ipWindowMs - now();
      if (byIp.count >= LOGIN_POLICY.failuresPerIp && ipWait > 0) throw refuse(ipWait);
      const byEmail = await store.failures(emailKey(email));
      const wait = byEmail.last + emailDelayMs(byEmail.count) - now();
      if (wait > 0 && !(await store.isMarked(knownKey(email, ip)))) throw refuse(wait);
    },
    async failed(email: string, ip: string): Promise<void> {
      await store.addFailure(ipKey(ip), now(), LOGIN_POLICY.ipWindowMs);
      await store.addFailure(emailKey(email), now(), LOGIN_POLICY.emailFailureTtlMs);
    },
    async succeeded(email: string, ip: string): Promise<void> {
      await store.forget(emailKey(email));
      await store.mark(knownKey(email, ip), LOGIN_POLICY.knownAddressTtlMs);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

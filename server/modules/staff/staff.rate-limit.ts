import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { rateLimitRedis } from '../../http/rate-limiting';
import { memoryThrottleStore, redisThrottleStore } from '../account/login-throttle-store';
import { createLoginThrottle, LOGIN_POLICY, type LoginThrottle } from '../account/login-throttle';

/**
 * Staff sign-in guards the whole shop, so guessing is slower than at a customer's login: per IP address
 * and per e-mail address, counting failed sign-ins only (wrong password or wrong TOTP code). Every try
 * used to count, so a busy owner signing in and out locked themself out (decision 0012's rule for
 * customers now holds for staff too).
 */
export const STAFF_LOGIN_POLICY = { ...LOGIN_POLICY, freeFailuresPerEmail: 10, failuresPerIp: 20, ipWindowMs: 15 * 60_000 };
export const STAFF_RATE_LIMITED = 'Túl sok sikertelen belépési kísérlet. Kérjük, várjon, és próbálja újra később.';

/** Counts in Redis when REDIS_URL is set, so several instances share them; in memory otherwise. */
export function staffLoginThrottle(app: FastifyInstance, config: Config): LoginThrottle {
  const redis = rateLimitRedis(app, config);
  return createLoginThrottle(redis ? redisThrottleStore(redis) : memoryThrottleStore(), {
    namespace: 'staff:', policy: STAFF_LOGIN_POLICY, message: STAFF_RATE_LIMITED,
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../http/errors';
import { registerRateLimiting } from '../../http/rate-limiting';
import { memoryThrottleStore, redisThrottleStore } from './login-throttle-store';
import { createLoginThrottle } from './login-throttle';

export type RateLimitedAction = 'register' | 'forgot';

interface Limit {
  perIp: number;
  perEmail: number;
  windowMs: number;
}

/**
 * Mass registration and mail bombing are slowed per IP address and per e-mail address, counting every
 * call. Logins are slowed by failures only (login-throttle.ts), so the owner is never locked out.
 */
export const LIMITS: Record<RateLimitedAction, Limit> = {
  register: { perIp: 20, perEmail: 5, windowMs: 3_600_000 },
  forgot: { perIp: 10, perEmail: 5, windowMs: 3_600_000 },
};

export const RATE_LIMITED = 'Túl sok próbálkozás. Kérjük, várjon egy kicsit, és próbálja újra később.';

function bodyEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/** One preHandler per counted action; it runs after body parsing, so the e-mail of the body can be a key. */
export async function registerAccountRateLimits(app: FastifyInstance, config: Config) {
  const redis = await registerRateLimiting(app, config);

  function guard(action: RateLimitedAction) {
    const { perIp, perEmail, windowMs } = LIMITS[action];
    const limiters = [
      app.createRateLimit({ max: perIp, timeWindow: windowMs, keyGenerator: (req) => `${action}:ip:${req.ip}` }),
      app.createRateLimit({ max: perEmail, timeWindow: windowMs, keyGenerator: (req) => `${action}:email:${bodyEmail(req)}` }),
    ];
    return async (request: FastifyRequest) => {
      for (const limiter of limiters) {
        const result = await limiter(request);
        if (!result.isAllowed && result.isExceeded) throw new AppError('rate_limited', RATE_LIMITED, { retryAfterSeconds: result.ttlInSeconds });
      }
    };
  }
  const login = createLoginThrottle(redis ? redisThrottleStore(redis) : memoryThrottleStore());
  return { login, register: guard('register'), forgot: guard('forgot') };
}

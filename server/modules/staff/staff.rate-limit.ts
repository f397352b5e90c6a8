import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../../config';
import { AppError } from '../../http/errors';

/**
 * Staff sign-in guards the whole shop, so it is slower to guess than a customer's: per IP address
 * and per e-mail address, counting wrong TOTP codes too (each is a sign-in attempt).
 */
export const STAFF_LOGIN_LIMIT = { perIp: 20, perEmail: 10, windowMs: 15 * 60_000 };
export const STAFF_RATE_LIMITED = 'Túl sok sikertelen belépési kísérlet. Kérjük, várjon, és próbálja újra később.';

function bodyEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * A preHandler for POST /api/admin/login (after body parsing, so the e-mail can be a key). Counts in
 * Redis when REDIS_URL is set, so several instances share them; an unreachable Redis lets sign-in through.
 */
export async function staffLoginRateLimit(app: FastifyInstance, config: Config) {
  const redis = config.redisUrl ? new Redis(config.redisUrl, { connectTimeout: 1_000, maxRetriesPerRequest: 1 }) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(fastifyRateLimit, { global: false, ...(redis ? { redis, skipOnError: true } : {}) });
  const { perIp, perEmail, windowMs } = STAFF_LOGIN_LIMIT;
  const limiters = [
    app.createRateLimit({ max: perIp, timeWindow: windowMs, keyGenerator: (req) => `staff-login:ip:${req.ip}` }),
    app.createRateLimit({ max: perEmail, timeWindow: windowMs, keyGenerator: (req) => `staff-login:email:${bodyEmail(req)}` }),
  ];
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new AppError('rate_limited', STAFF_RATE_LIMITED, { retryAfterSeconds: result.ttlInSeconds });
      }
    }
  };
}

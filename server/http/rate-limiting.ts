import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';

/**
 * Registers @fastify/rate-limit in the caller's scope only (global: false), counting in Redis when
 * REDIS_URL is set, so several instances share the counts, and in-process otherwise. Answers the
 * Redis connection (or null) for other counters of the same scope.
 */
export async function registerRateLimiting(app: FastifyInstance, config: Config): Promise<Redis | null> {
  const redis = rateLimitRedis(app, config);
  // skipOnError: an unreachable Redis must not lock every customer out of the shop.
  await app.register(fastifyRateLimit, { global: false, ...(redis ? { redis, skipOnError: true } : {}) });
  return redis;
}

/** The Redis connection counters share between instances (REDIS_URL), closed with the app; null without one. */
export function rateLimitRedis(app: FastifyInstance, config: Config): Redis | null {
  const redis = config.redisUrl ? new Redis(config.redisUrl, { connectTimeout: 1_000, maxRetriesPerRequest: 1 }) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  return redis;
}

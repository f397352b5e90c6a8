import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../http/errors';
import { registerRateLimiting } from '../../http/rate-limiting';
import type { Admit } from './catalog.service';

/**
 * Listing and search answers that miss the cache, per client address: 90 in 30 seconds. A person
 * browsing, filtering and typing a search stays far below (bursts included); a scraper walking
 * distinct deep pages gets 3 a second and a 429 with Retry-After (decision 0013). Cached answers
 * cost nothing and are never counted.
 */
export const LISTING_LIMIT = { max: 90, windowMs: 30_000 };
export const LISTING_RATE_LIMITED = 'Túl sok lekérés rövid idő alatt. Kérjük, várjon néhány másodpercet.';

export async function registerListingRateLimit(app: FastifyInstance, config: Config) {
  await registerRateLimiting(app, config);
  const limiter = app.createRateLimit({
    max: LISTING_LIMIT.max, timeWindow: LISTING_LIMIT.windowMs, keyGenerator: (request) => `listing:ip:${request.ip}`,
  });
  return (request: FastifyRequest): Admit => async () => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError('rate_limited', LISTING_RATE_LIMITED, { retryAfterSeconds: result.ttlInSeconds });
    }
  };
}

import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ProductsRequest } from '../../../contract/catalog';
import type { Config } from '../../config';
import { AppError } from '../../http/errors';
import { registerRateLimiting } from '../../http/rate-limiting';
import type { Admit } from './catalog.service';
import { uncachedBudget, type BudgetSize } from './uncached-budget';

/**
 * Listing and search answers that miss the cache, per client address: 90 in 30 seconds. A person
 * browsing, filtering and typing a search stays far below (bursts included); a scraper walking
 * distinct deep pages gets 3 a second and a 429 with Retry-After (decision 0013). Cached answers
 * cost nothing and are never counted.
 */
export const LISTING_LIMIT = { max: 90, windowMs: 30_000 };
export const LISTING_RATE_LIMITED = 'Túl sok lekérés rövid idő alatt. Kérjük, várjon néhány másodpercet.';
/**
 * A refusal (429, or 503 past the budget) is held this long before it is sent: a scraper that ignores Retry-After and
 * asks again at once would otherwise turn its refusals into thousands of requests a second, eating the
 * event loop that serves everyone else. Holding costs a socket and a timer; at most HELD_MAX at once,
 * beyond that the refusal goes out at once.
 */
const TARPIT_MS = 1_000;
const HELD_MAX = 2_000;
/** Uncached listing and search work the whole process runs at once (a quarter of the pool), and waiting. */
const BUDGET: BudgetSize = { concurrency: 5, queued: 100 };
/**
 * Pages ending past this many products (25 'Mutass többet' clicks) cost more the deeper they are and are
 * what scrapers walk: they share one slot and a short queue of their own, and that slot is busy at most a
 * tenth of the time, so however many addresses ask for them, they take at most one database connection
 * (PGlite has only one, inside this process) a tenth of the time and leave the rest to the pages people
 * browse. A quarter let a deep-page attack take half of the cached traffic's throughput on PGlite.
 */
export const DEEP_FROM = 400;
const DEEP_BUDGET: BudgetSize = { concurrency: 1, queued: 4, share: 0.1 };

export async function registerListingRateLimit(app: FastifyInstance, config: Config) {
  await registerRateLimiting(app, config);
  const limiter = app.createRateLimit({
    max: LISTING_LIMIT.max, timeWindow: LISTING_LIMIT.windowMs, keyGenerator: (request) => `listing:ip:${request.ip}`,
  });
  const budget = uncachedBudget(BUDGET);
  const deepBudget = uncachedBudget(DEEP_BUDGET);
  let held = 0;
  const refuse = async (error: AppError): Promise<never> => {
    if (held < HELD_MAX) {
      held++;
      await sleep(TARPIT_MS).finally(() => held--);
    }
    throw error;
  };
  return (request: FastifyRequest): Admit => async (work, { background } = { background: false }) => {
    const end = (request.body as ProductsRequest | undefined)?.range?.end ?? 0;
    const chosen = end > DEEP_FROM ? deepBudget : budget;
    // A refresh of a stale cached answer is nobody's request: the visitor who happened to trigger it got
    // the cached answer, so it is neither counted against them nor held, and it runs only in an idle slot.
    // It used to queue like a request: under load the refreshes filled the queue and visitors got 503.
    if (background) return chosen(work, true);
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      return refuse(new AppError('rate_limited', LISTING_RATE_LIMITED, { retryAfterSeconds: result.ttlInSeconds }));
    }
    return chosen(work).catch((error: unknown) => (
      error instanceof AppError && error.code === 'unavailable' ? refuse(error) : Promise.reject(error)));
  };
}

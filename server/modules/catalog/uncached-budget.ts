import { setTimeout as sleep } from 'node:timers/promises';
import pLimit from 'p-limit';
import { AppError } from '../../http/errors';

export const BUSY_MESSAGE = 'A webáruház most nagyon leterhelt. Kérjük, próbálja újra néhány másodperc múlva.';

export interface BudgetSize {
  /** works running at once */
  concurrency: number;
  /** works waiting for a slot; more are refused */
  queued: number;
  /**
   * Below 1: the share of time a slot may be busy. After a work that took d ms its slot stays closed for
   * d × (1 / share − 1) ms more (the caller has its answer at once), so works this budget holds get at
   * most that share of the database, however often they are asked for.
   */
  share?: number;
}

/**
 * The process-wide budget of listing and search work that missed the answer cache (issue 10): at most
 * `concurrency` such queries run at once and at most `queued` wait; beyond that the call is refused at
 * once with 503 and Retry-After. The per-address limit stops one scraper; this stops many addresses
 * together from taking every database connection and the event loop, so product pages, baskets and
 * checkouts, which are outside the budget, keep being served.
 */
export function uncachedBudget({ concurrency, queued, share = 1 }: BudgetSize) {
  const limit = pLimit(concurrency);
  const restFactor = 1 / share - 1;
  /**
   * `idleOnly`: the work runs only if a slot is free right now, else it is refused at once. For work
   * nobody waits for (refreshing a stale cached answer): it must never take a queue place from a visitor.
   */
  return <T>(work: () => Promise<T>, idleOnly = false): Promise<T> => {
    const room = idleOnly ? concurrency - 1 : concurrency + queued - 1;
    if (limit.activeCount + limit.pendingCount > room) {
      return Promise.reject(new AppError('unavailable', BUSY_MESSAGE, { retryAfterSeconds: 2 }));
    }
    if (restFactor <= 0) return limit(work);
    return new Promise<T>((resolve, reject) => {
      void limit(async () => {
        const started = performance.now();
        await work().then(resolve, reject);
        await sleep((performance.now() - started) * restFactor);
      });
    });
  };
}

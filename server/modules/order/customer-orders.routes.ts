import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints';
import type { Config } from '../../config';
import { serve } from '../../http/endpoint-route';
import { AppError } from '../../http/errors';
import { registerRateLimiting } from '../../http/rate-limiting';
import type { Services } from '../../services';

/**
 * Guessing order numbers against an e-mail (or the reverse) is slowed per address and per order
 * number: a customer needs a few tries at most, a scraper thousands.
 */
export const LOOKUP_LIMITS = { perIp: 20, perOrder: 10, windowMs: 15 * 60_000 };
const TOO_MANY = 'Túl sok próbálkozás. Kérjük, várjon egy kicsit, és próbálja újra később.';

function orderNumberOf(request: FastifyRequest): string {
  const value = (request.body as { orderNumber?: unknown } | undefined)?.orderNumber;
  return typeof value === 'string' ? value.trim().toUpperCase() : '';
}

function lookupGuard(app: FastifyInstance, action: string) {
  const { perIp, perOrder, windowMs } = LOOKUP_LIMITS;
  const limiters = [
    app.createRateLimit({ max: perIp, timeWindow: windowMs, keyGenerator: (req) => `${action}:ip:${req.ip}` }),
    app.createRateLimit({ max: perOrder, timeWindow: windowMs, keyGenerator: (req) => `${action}:order:${orderNumberOf(req)}` }),
  ];
  return async (request: FastifyRequest) => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) throw new AppError('rate_limited', TOO_MANY, { retryAfterSeconds: result.ttlInSeconds });
    }
  };
}

/** 'Rendeléseim', the guest's order look-up and the online withdrawal. Answers are never cached (no-store default). */
export const customerOrderRoutes: FastifyPluginAsync<{ services: Services; config: Config }> = async (app, { services, config }) => {
  await registerRateLimiting(app, config);
  const { customerOrders, withdraw } = services.order;

  serve(app, ENDPOINTS.customerOrders, (request) => customerOrders.list(request.principal));
  serve(app, ENDPOINTS.customerOrder, (request) => customerOrders.read(request.principal, request.params.orderNumber));
  serve(app, ENDPOINTS.orderLookup, (request) => customerOrders.lookup(request.body.orderNumber, request.body.email), {
    preHandler: lookupGuard(app, 'lookup'),
  });
  serve(app, ENDPOINTS.withdraw, (request) => withdraw(request.principal, request.body), { preHandler: lookupGuard(app, 'withdraw') });
};

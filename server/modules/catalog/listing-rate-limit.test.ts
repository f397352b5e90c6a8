import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { LISTING_LIMIT, registerListingRateLimit } from './listing-rate-limit';

const app = Fastify();
afterAll(() => app.close());

describe('admission of uncached listing work', () => {
  it('does not count a background refresh against the address that happened to trigger it', async () => {
    const admitFor = await registerListingRateLimit(app, { redisUrl: null } as Config);
    await app.ready();
    const admit = admitFor({ ip: '10.5.5.5', routeOptions: { config: {} }, body: { range: { start: 0, end: 16 } } } as unknown as FastifyRequest);
    for (let i = 0; i < LISTING_LIMIT.max + 10; i++) await admit(async () => i, { background: true });
    // The visitor's own first request is still within its limit.
    await expect(admit(async () => 'answered')).resolves.toBe('answered');
  });
});

import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Resolves once every request that has begun has also produced its answer, or after `timeoutMs`
     * (then false). After `close()`, for a clean stop: Fastify's close waits for open connections only,
     * and a request whose client has left is still running, with queries to come.
     */
    drainInFlight(timeoutMs: number): Promise<boolean>;
  }
}

const POLL_MS = 10;

/**
 * Counts requests from their first hook until their answer is ready to be written (onSend runs for every
 * answer, errors included, whether or not the client still listens; onResponse does not run for a client
 * that has left). Registered first, so it sees every route.
 */
export function registerInFlight(app: FastifyInstance): void {
  const running = new WeakSet<FastifyRequest>();
  let count = 0;
  const done = (request: FastifyRequest) => {
    if (running.delete(request)) count--;
  };
  app.addHook('onRequest', async (request) => {
    running.add(request);
    count++;
  });
  app.addHook('onSend', async (request) => done(request));
  app.addHook('onResponse', async (request) => done(request));
  app.decorate('drainInFlight', async (timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (count > 0) {
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return true;
  });
}

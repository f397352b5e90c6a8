import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerInFlight } from './in-flight';

/** A route whose answer waits until the test lets it go, and tells when it has finished its work. */
async function appWithSlowRoute() {
  const app = Fastify();
  registerInFlight(app);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let finished = false;
  app.get('/slow', async () => {
    await released;
    finished = true;
    return { ok: true };
  });
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return { app, release, finished: () => finished };
}

describe('drainInFlight', () => {
  it('resolves true at once when no request runs, also after answers and errors', async () => {
    const { app } = await appWithSlowRoute();
    expect((await app.inject('/fails')).statusCode).toBe(500);
    expect((await app.inject('/nowhere')).statusCode).toBe(404);
    expect(await app.drainInFlight(0)).toBe(true);
  });

  it('waits for a running request to produce its answer', async () => {
    const { app, release, finished } = await appWithSlowRoute();
    const answer = app.inject('/slow');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await app.drainInFlight(30)).toBe(false);
    setTimeout(release, 20);
    expect(await app.drainInFlight(5_000)).toBe(true);
    expect(finished()).toBe(true);
    expect((await answer).statusCode).toBe(200);
  });

  it('waits for a request whose client has left', async () => {
    const { app, release, finished } = await appWithSlowRoute();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const gone = new AbortController();
    const request = fetch(`http://127.0.0.1:${port}/slow`, { signal: gone.signal }).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    gone.abort();
    await request;
    // Fastify's close is done once no connection is open, while the handler still runs.
    await app.close();
    expect(finished()).toBe(false);
    setTimeout(release, 20);
    expect(await app.drainInFlight(5_000)).toBe(true);
    expect(finished()).toBe(true);
  });
});

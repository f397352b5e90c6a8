import pg from 'pg';

/**
 * A pg pool whose checked-out clients go back (destroyed) when their connection dies. Drizzle's
 * node-postgres `transaction()` sends BEGIN before its try/finally, so a connection cut while BEGIN runs
 * (a failover, `pg_terminate_backend`) never releases its client: the pool is one client short for
 * good, and closing it waits forever (the outage test hung on it). Here a client whose connection
 * errors or ends while checked out is released with the error, and the caller's later release is a
 * no-op instead of pg-pool's double-release error.
 */
export class ReleasingPool extends pg.Pool {
  // The callback form is pg-pool's own `query()`, which always releases: only the promise form is guarded.
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void) {
    if (callback) return super.connect(callback);
    return super.connect().then(releasedOnLoss);
  }
}

function releasedOnLoss(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const lost = (err?: Error) => settle(err ?? new Error('PostgreSQL connection ended'));
  function settle(err?: Error | boolean) {
    if (released) return;
    released = true;
    client.removeListener('error', lost);
    client.removeListener('end', lost);
    release(err);
  }
  client.on('error', lost);
  client.on('end', lost);
  client.release = settle;
  return client;
}

import type { PGlite } from '@electric-sql/pglite';

/** PGlite's own lock for a whole transaction; `query`, `exec` and `transaction` take it. Not in its typings. */
interface TransactionLock {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

/** A simple-protocol Query message: 'Q', int32 length, the SQL, NUL. */
function queryMessage(sqlText: string): Uint8Array {
  const text = Buffer.from(`${sqlText}\0`, 'utf8');
  const message = Buffer.alloc(5 + text.length);
  message.write('Q', 0, 'latin1');
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return message;
}

/**
 * The PGlite the socket server is given. PGlite is one session: the socket server runs each protocol
 * message of a program under PGlite's query lock only, so the shop's own queries could run between a
 * program's statements, inside the program's open transaction (a checkout committed or rolled back
 * with an import batch). Here a program's statement also takes PGlite's transaction lock and keeps it
 * while the session is inside a transaction, so the shop's queries wait for the program's COMMIT or
 * ROLLBACK. A program that disconnects mid-transaction is rolled back by the socket server through
 * `exec('ROLLBACK')`, which must run under the lock already held.
 */
export function socketFacingPglite(client: PGlite): PGlite {
  const locks = client as unknown as TransactionLock;
  let release: (() => void) | null = null;

  /** Resolves once the transaction lock is ours; it stays ours until release() is called. */
  const holdTransactionLock = () => new Promise<void>((acquired) => {
    void locks._runExclusiveTransaction(() => new Promise<void>((done) => {
      release = done;
      acquired();
    }));
  });
  const releaseUnlessInTransaction = () => {
    if (client.isInTransaction() || !release) return;
    const done = release;
    release = null;
    done();
  };

  async function runExclusive<T>(fn: () => Promise<T>): Promise<T> {
    if (!release) await holdTransactionLock();
    try {
      return await client.runExclusive(fn);
    } finally {
      releaseUnlessInTransaction();
    }
  }

  async function exec(sqlText: string): Promise<unknown> {
    if (!release) return client.exec(sqlText);
    try {
      return await client.runExclusive(() => client.execProtocolRaw(queryMessage(sqlText)));
    } finally {
      releaseUnlessInTransaction();
    }
  }

  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'runExclusive') return runExclusive;
      if (property === 'exec') return exec;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

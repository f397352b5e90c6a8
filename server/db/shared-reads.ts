import DataLoader from 'dataloader';

/** More keys than this in one round are read in several statements. */
const MAX_KEYS_PER_STATEMENT = 100;

/**
 * Reads by key that concurrent requests share (decision 0044): the keys asked for while the event loop
 * handles one round of arrived requests are read in one statement, after that round (`setImmediate`; the
 * library's default, the end of the current tick, would batch within one request only). On two cores
 * sending a statement was a quarter of a product answer's server CPU, most of it waking a sleeping
 * database connection; eight products in one statement cost the server a third and PostgreSQL two thirds
 * of eight single ones. Nothing is kept between rounds: every read starts after its request arrived, so
 * it is as fresh as a read of its own. A failed statement fails each of its keys' reads.
 */
export function sharedReads<K, V>(readMany: (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>): (key: K) => Promise<V | undefined> {
  const loader = new DataLoader<K, V | undefined>(
    async (keys) => {
      const found = await readMany(keys);
      return keys.map((key) => found.get(key));
    },
    { cache: false, maxBatchSize: MAX_KEYS_PER_STATEMENT, batchScheduleFn: (run) => setImmediate(run) },
  );
  return (key) => loader.load(key);
}

import type { Db, DbOrTx } from '../../db/client';

export type CatalogWrite = <T>(work: (tx: DbOrTx) => Promise<T>, tx?: DbOrTx) => Promise<T>;

/**
 * How every catalogue write runs: in the caller's transaction when given one (an order and its stock
 * commit together), else in its own; then the cached catalogue answers are forgotten.
 */
export function catalogWrite(db: Db, onChanged: () => void): CatalogWrite {
  return async (work, tx) => {
    const result = tx ? await work(tx) : await db.transaction(work);
    onChanged();
    return result;
  };
}

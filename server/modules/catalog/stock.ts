import { Type, type Static } from 'typebox';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/errors';
import { recordCheck } from '../../shared/record-check';
import { catalogWrite } from './catalog-write';
import { decrementStock, incrementStock, writeStock } from './stock.repo';

export const StockLine = Type.Object({ variantId: Type.Integer({ minimum: 1 }), quantity: Type.Integer({ minimum: 1, maximum: 1_000_000 }) });
export type StockLine = Static<typeof StockLine>;
const linesCheck = recordCheck(Type.Array(StockLine, { maxItems: 1000 }));
const setStockCheck = recordCheck(Type.Object({ variantId: Type.Integer({ minimum: 1 }), stock: Type.Integer({ minimum: 0, maximum: 1_000_000 }) }));

/** Variants in id order, so two orders taking the same variants never wait for each other in a cycle. */
const inIdOrder = (lines: readonly StockLine[]) => [...lines].sort((a, b) => a.variantId - b.variantId);

/**
 * The one owner of stock. Each function runs in the caller's transaction when given one (an order
 * and its stock commit together), else in its own.
 */
export function createStock(db: Db, onChanged: () => void) {
  const write = catalogWrite(db, onChanged);
  const within = <T>(tx: DbOrTx | undefined, work: (tx: DbOrTx) => Promise<T>) => write(work, tx);
  return {
    /**
     * All or nothing: every line's pieces are taken, or an AppError('not_enough_stock') names the first
     * variant short of stock (details.variantId) and the caller's transaction rolls back.
     */
    takeStock: (lines: readonly StockLine[], tx?: DbOrTx) => within(tx, async (t) => {
      for (const line of inIdOrder(linesCheck.parse(lines))) {
        if (!(await decrementStock(t, line.variantId, line.quantity))) {
          throw new AppError('not_enough_stock', 'Nincs elég készlet.', { variantId: line.variantId, quantity: line.quantity });
        }
      }
    }),
    /** Puts a cancelled order's pieces back on the shelf. */
    returnStock: (lines: readonly StockLine[], tx?: DbOrTx) => within(tx, async (t) => {
      for (const line of inIdOrder(linesCheck.parse(lines))) await incrementStock(t, line.variantId, line.quantity);
    }),
    /** An import or the back office counted the shelf. */
    setStock: (input: { variantId: number; stock: number }, tx?: DbOrTx) => within(tx, async (t) => {
      const { variantId, stock } = setStockCheck.parse(input);
      if (!(await writeStock(t, variantId, stock))) throw new AppError('variant_not_found', 'Nem található ilyen termékváltozat.');
    }),
  };
}

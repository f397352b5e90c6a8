import type { Dashboard, LowStockVariant } from '../../../contract/order-admin';
import { OPEN_ORDER_STATUSES, ORDER_STATUS_LABELS } from '../../../contract/order-status';
import type { Db } from '../../db/client';
import type { StaffActor } from '../staff/staff.principal';
import { countByStatus, periodTotals } from './dashboard.repo';

/** At most this many pieces left counts as running low. */
export const LOW_STOCK_THRESHOLD = 2;
const LOW_STOCK_SHOWN = 20;

export type LowStockReader = (threshold: number, limit: number) => Promise<LowStockVariant[]>;

/** The back office's home: the day's and week's takings, the orders waiting for staff, and the shelves to refill. */
export function createDashboard(db: Db, lowStockVariants: LowStockReader) {
  return async function dashboard(_actor: StaffActor): Promise<Dashboard> {
    const totals = await periodTotals(db);
    const waiting = await countByStatus(db, OPEN_ORDER_STATUSES);
    return {
      ...totals,
      waiting: OPEN_ORDER_STATUSES.map((status) => ({ status, label: ORDER_STATUS_LABELS[status], count: waiting.get(status) ?? 0 })),
      lowStockThreshold: LOW_STOCK_THRESHOLD,
      lowStock: await lowStockVariants(LOW_STOCK_THRESHOLD, LOW_STOCK_SHOWN),
    };
  };
}

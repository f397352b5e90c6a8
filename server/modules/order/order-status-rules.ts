import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../contract/order-status';

/**
 * The workflow of a Hungarian parts shop: new → processing → waiting at the counter (pickup) or handed
 * to the courier → completed; cancelled from any open state. Which of the two hand-over states applies
 * follows the order's delivery mode.
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['processing', 'cancelled'],
  processing: ['ready_for_pickup', 'shipped', 'cancelled'],
  ready_for_pickup: ['completed', 'cancelled'],
  shipped: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** The states staff may move an order to from `status`, for a pickup (`pickupAtShop`) or a courier order. */
export function nextStatuses(status: OrderStatus, pickupAtShop: boolean): OrderStatus[] {
  return NEXT[status].filter((next) => (pickupAtShop ? next !== 'shipped' : next !== 'ready_for_pickup'));
}

/** Why `from` → `to` is refused, in Hungarian, or null when the move is allowed. */
export function transitionProblem(from: OrderStatus, to: OrderStatus, pickupAtShop: boolean): string | null {
  if (nextStatuses(from, pickupAtShop).includes(to)) return null;
  if (NEXT[from].includes(to)) {
    return pickupAtShop
      ? 'Személyes átvételű rendelés nem adható át a futárnak.'
      : 'Futárral küldendő rendelés nem jelölhető átvehetőnek az üzletben.';
  }
  if (NEXT[from].length === 0) return `A(z) „${ORDER_STATUS_LABELS[from]}” állapotú rendelés már nem módosítható.`;
  return `A rendelés „${ORDER_STATUS_LABELS[from]}” állapotból nem tehető „${ORDER_STATUS_LABELS[to]}” állapotba.`;
}

/** Address and note may change until the parcel leaves or the goods wait packed at the counter. */
export const isEditable = (status: OrderStatus): boolean => status === 'new' || status === 'processing';

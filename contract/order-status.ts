/**
 * The states of an order from arrival to handover, as staff move it in the back office and as the
 * customer sees it in 'Rendeléseim'. The codes are stored in `orders.status`; the labels are shown.
 */
export const ORDER_STATUSES = ['new', 'processing', 'ready_for_pickup', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  new: 'Új',
  processing: 'Feldolgozás alatt',
  ready_for_pickup: 'Átvehető az üzletben',
  shipped: 'Átadva a futárnak',
  completed: 'Teljesítve',
  cancelled: 'Lemondva',
};

/** Open orders can still be cancelled (their stock goes back); the last two are final. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['new', 'processing', 'ready_for_pickup', 'shipped'];

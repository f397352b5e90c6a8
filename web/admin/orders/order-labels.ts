import { PAYMENT_STATE_LABELS, type OrderDetail } from '../../../contract/order-admin';
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '../../../contract/order-status';

/** Choices of the list's filters, with the shop's Hungarian labels. */
export const STATUS_CHOICES = ORDER_STATUSES.map((id) => ({ id, name: ORDER_STATUS_LABELS[id] }));
export const PAYMENT_CHOICES = Object.entries(PAYMENT_STATE_LABELS).map(([id, name]) => ({ id, name }));
/** The spec's delivery modes (0 pickup, 1 GLS, 2 MPL); a mode added in the settings is listed by its number. */
export const DELIVERY_CHOICES = [
  { id: 0, name: 'Személyes átvétel' },
  { id: 1, name: 'GLS futár' },
  { id: 2, name: 'MPL futár' },
];

/**
 * The order page's 'paid' button in the words of how the money comes: at the counter for a pickup
 * order (no transfer ever arrives for it), by transfer (prepayment, or the courier's cash on delivery) otherwise.
 */
export const paidButtonLabel = (order: Pick<OrderDetail, 'pickupAtShop'>): string =>
  (order.pickupAtShop ? 'Fizetve (az üzletben)' : 'Fizetve (utalás megérkezett)');

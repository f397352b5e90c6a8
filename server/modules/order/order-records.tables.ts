/**
 * The order domain's records. `orders` and `order_lines` are written by the checkout's one
 * transaction (server/modules/cart/finish-cart.ts) and defined beside the carts they come from;
 * the order module reads them as its own through this file, as a foreign key would.
 */
export { orderLines, orders } from '../cart/cart.tables';

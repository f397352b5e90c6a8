import type { CartResponse } from '../../../contract/cart';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AcceptedVersions, CheckoutSettings } from '../content/content.service';
import { enqueueMail } from '../mail/mail.service';
import { CART_NOT_FOUND, cartView } from './cart-access';
import { columnOf, orderDataOf, toFinishedCartView, toOpenCartView } from './cart.mapper';
import { listCartLines, lockCart, updateCart, type CartLineRow } from './cart.repo';
import { confirmationMail } from './order-confirmation-mail';
import { shopNotificationMail, type OrderMailInput } from './order-mails';
import { effectiveUserData } from './order-data-rules';
import { insertOrder, listOrderLines, nextOrderNumber } from './order.repo';

export type FinishConfig = Pick<Config, 'shopName' | 'shopEmail' | 'publicUrl'>;

/** What finishing needs of the catalogue: its all-or-nothing stock taking, inside the order's transaction. */
export interface StockTaker {
  takeStock(lines: readonly { variantId: number; quantity: number }[], tx: DbOrTx): Promise<void>;
  /** forgets cached answers, called once the order (and its stock) committed */
  invalidate(): void;
}

/** Every line off the shelf or none; a shortage names the cart line, so the shopper knows what to change. */
async function takeAllStock(stock: StockTaker, tx: DbOrTx, lines: CartLineRow[]): Promise<void> {
  const shortOf = (line: CartLineRow) => new AppError(
    'not_enough_stock',
    `Sajnos a(z) „${line.fullnameHu} – ${line.variantName}” termékből már nincs ${line.quantity} db készleten. `
      + 'Kérjük, módosítsa a kosarát. A rendelés nem jött létre.',
    { lineId: line.id, variantId: line.variantId },
  );
  const unavailable = lines.find((line) => !line.available);
  if (unavailable) throw shortOf(unavailable);
  try {
    await stock.takeStock(lines.map((line) => ({ variantId: line.variantId, quantity: line.quantity })), tx);
  } catch (error) {
    const short = error instanceof AppError ? lines.find((line) => line.variantId === (error.details as { variantId?: number } | undefined)?.variantId) : undefined;
    throw short ? shortOf(short) : error;
  }
}

/**
 * finishCart: one transaction with the cart row locked. An already finished cart answers as its
 * first finish did; otherwise the order, its snapshot lines, the stock and both mails are
 * written together, so the commit is the acceptance and nothing half-done survives a crash.
 * `consent` names the versions of the terms and the privacy statement the ticked box accepted.
 */
export async function finishCart(
  db: Db, config: FinishConfig, settings: CheckoutSettings, stock: StockTaker, cartId: string, consent: AcceptedVersions,
): Promise<CartResponse> {
  return db.transaction(async (tx) => {
    const cart = await lockCart(tx, cartId);
    if (!cart) throw new AppError('cart_not_found', CART_NOT_FOUND);
    if (cart.finishedAt) return { status: 1 as const, cart: await cartView(tx, cart, settings, null) };

    const { shop } = settings;
    if (!shop) throw new AppError('unavailable', 'A rendelés most nem adható le, kérjük, próbálja újra később.');
    const lines = await listCartLines(tx, cart.id);
    const view = toOpenCartView(cart, lines, settings);
    if (!view.isValid || view.szallitas === null) {
      throw new AppError('order_data_invalid', 'Hibás űrlap kitöltés. Kérjük, minden mezőt megfelelően töltsön ki!', { errors: view.errors });
    }
    await takeAllStock(stock, tx, lines);

    const now = new Date();
    const customer = effectiveUserData(orderDataOf(cart, settings));
    const delivery = settings.modes.find((m) => m.mode === view.szallitas)!;
    const order = await insertOrder(tx, {
      orderNumber: await nextOrderNumber(tx, now),
      cartId: cart.id,
      userId: cart.userId,
      szallitas: view.szallitas,
      shippingCost: view.shippingcost,
      itemsTotal: view.goodsTotal,
      total: view.total,
      megjegyzes: cart.megjegyzes.trim(),
      ...Object.fromEntries(Object.entries(customer).map(([field, value]) => [columnOf(field), value])),
      email: customer.email,
      ...consent,
      consentedAt: now,
    }, lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      cikkszam: line.variantCikkszam,
      productName: line.fullnameHu,
      variantName: line.variantName,
      quantity: line.quantity,
      unitPrice: line.price,
      lineTotal: line.price * line.quantity,
    })));
    await updateCart(tx, cart.id, { finishedAt: now });

    const mail: OrderMailInput = {
      orderNumber: order.orderNumber, delivery, goods: view.goods, goodsTotal: view.goodsTotal,
      shippingCost: view.shippingcost, total: view.total, customer, megjegyzes: order.megjegyzes,
      shop: {
        name: config.shopName, notifyTo: config.shopEmail, email: shop.email, phone: shop.phone,
        address: shop.address, openingHours: shop.openingHours, bankTransfer: shop.bankTransfer,
        seller: shop.seller, publicUrl: config.publicUrl,
      },
    };
    await enqueueMail(tx, await confirmationMail(mail));
    await enqueueMail(tx, shopNotificationMail(mail));
    return { status: 1 as const, cart: toFinishedCartView(cart.id, order, await listOrderLines(tx, order.id)) };
  });
}

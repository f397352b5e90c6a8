import type { UserData } from '../../../contract/account';
import type {
  AddToCartRequest, AddToCartResponse, CartLineRequest, CartRequest, CartResponse, ModifyCartRequest,
} from '../../../contract/cart';
import { MAX_LINE_QUANTITY } from '../../../contract/cart-fields';
import type { CustomerOrder } from '../../../contract/customers-admin';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/errors';
import type { Principal } from '../../shared/principal';
import type { AccountLookup } from '../account/account.service';
import type { AcceptedVersions, CheckoutSettings } from '../content/content.service';
import { cartView, lockOpenCart, newCartId, readCart, tieToUser } from './cart-access';
import { applyCartChange } from './cart-change';
import {
  deleteLine, findLine, forgetCustomerData, findLineByVariant, insertCart, insertLine, lockCart, setLineQuantity,
} from './cart.repo';
import { parseCartChange, type CartChange } from './cart-values';
import { finishCart, type FinishConfig, type StockTaker } from './finish-cart';
import { findPlacedOrder, listOrdersOfUser } from './order.repo';

export type { PlacedOrder, PlacedOrderLine } from './order.repo';
import { sellableVariant as findSellableVariant } from '../catalog/catalog.service';

type Account = AccountLookup;
interface Viewer { id: number; profile: UserData | null }

const LINE_NOT_FOUND = 'Nem található ilyen tétel ebben a kosárban.';

/** A line may hold 1..99 pieces, and never more than the shelf holds: finishing could not sell them. */
function checkQuantity(quantity: number, variant: { stock: number; productName: string; name: string }): void {
  if (quantity > MAX_LINE_QUANTITY) {
    throw new AppError('quantity_limit', `Egy termékváltozatból legfeljebb ${MAX_LINE_QUANTITY} db tehető a kosárba.`);
  }
  if (variant.stock <= 0) {
    throw new AppError('out_of_stock', `A(z) „${variant.productName} – ${variant.name}” jelenleg nincs készleten.`);
  }
  if (quantity > variant.stock) {
    throw new AppError('not_enough_stock', `A(z) „${variant.productName} – ${variant.name}” termékből legfeljebb ${variant.stock} db rendelhető.`);
  }
}

async function sellableVariant(db: DbOrTx, variantId: number) {
  const variant = await findSellableVariant(db, variantId);
  if (!variant) throw new AppError('variant_not_found', 'Nem található ilyen termékváltozat.');
  return variant;
}

export interface CartServiceDeps {
  config: FinishConfig;
  account: Account;
  /** the delivery modes, free-shipping threshold and shop details, from the content module's settings */
  checkoutSettings: () => Promise<CheckoutSettings>;
  /** the catalogue: finishing takes stock through it (it also forgets cached answers that showed the old stock) */
  catalog: StockTaker;
  /** the versions of the terms and the privacy statement an order accepts */
  acceptedVersions: () => Promise<AcceptedVersions>;
}

/** The chosen mode must be one the shop offers now. */
function checkOffered(change: CartChange, settings: CheckoutSettings): void {
  if (change.kind !== 'szallitas' || settings.modes.some((m) => m.mode === change.value)) return;
  const offered = settings.modes.map((m) => m.mode).join(', ');
  throw new AppError('bad_request', `Nincs ilyen szállítási mód. Választható: ${offered}.`);
}

export function createCartService(db: Db, { config, account, checkoutSettings, catalog, acceptedVersions }: CartServiceDeps) {
  /** A customer's id and profile, looked up before any transaction starts; null for anyone else. */
  async function viewer(principal: Principal): Promise<Viewer | null> {
    if (principal.kind !== 'customer') return null;
    return { id: principal.userId, profile: await account.userData(principal.userId) };
  }

  /**
   * Runs a change on one open cart, with its row locked, and answers with the changed cart. The
   * settings are read before the transaction: on PGlite's one connection a read beside it would wait forever.
   */
  async function changeCart(
    cartId: string, principal: Principal, change: (tx: DbOrTx, settings: CheckoutSettings) => Promise<void>,
  ): Promise<CartResponse> {
    const settings = await checkoutSettings();
    const viewerId = principal.kind === 'customer' ? principal.userId : null;
    return db.transaction(async (tx) => {
      await lockOpenCart(tx, cartId);
      await change(tx, settings);
      return { status: 1 as const, cart: await cartView(tx, await readCart(tx, cartId), settings, viewerId) };
    });
  }

  async function lineOf(tx: DbOrTx, request: CartLineRequest) {
    const line = await findLine(tx, request.cart_id, request.id);
    if (!line) throw new AppError('cart_line_not_found', LINE_NOT_FOUND);
    return line;
  }

  return {
    /** A stale or finished cart id starts a new cart instead of failing, so 'Kosárba' always works. */
    async addToCart(request: AddToCartRequest, principal: Principal): Promise<AddToCartResponse> {
      const user = await viewer(principal);
      const settings = await checkoutSettings();
      return db.transaction(async (tx) => {
        const variant = await sellableVariant(tx, request.id);
        let cart = request.cart_id ? await lockCart(tx, request.cart_id) : null;
        if (!cart || cart.finishedAt) cart = await insertCart(tx, newCartId(), null);
        if (user) cart = await tieToUser(tx, cart, user.id, user.profile);
        const line = await findLineByVariant(tx, cart.id, variant.id);
        const quantity = (line?.quantity ?? 0) + request.quantity;
        checkQuantity(quantity, variant);
        if (line) await setLineQuantity(tx, line.id, quantity);
        else await insertLine(tx, cart.id, variant.id, quantity);
        const view = await cartView(tx, cart, settings, user?.id ?? null);
        const product = view.goods.find((good) => good.variant.id === variant.id)!;
        return { status: 1 as const, cart: view, product };
      });
    },

    async getCart(request: CartRequest, principal: Principal): Promise<CartResponse> {
      const user = await viewer(principal);
      const settings = await checkoutSettings();
      return db.transaction(async (tx) => {
        let cart = await readCart(tx, request.cart_id);
        if (user) cart = await tieToUser(tx, cart, user.id, user.profile);
        return { status: 1 as const, cart: await cartView(tx, cart, settings, user?.id ?? null) };
      });
    },

    incCart: (request: CartLineRequest, principal: Principal) => changeCart(request.cart_id, principal, async (tx) => {
      const line = await lineOf(tx, request);
      checkQuantity(line.quantity + 1, await sellableVariant(tx, line.variantId));
      await setLineQuantity(tx, line.id, line.quantity + 1);
    }),

    /** Never below 1 (spec section 5); removing a line is removeFromCart. */
    decCart: (request: CartLineRequest, principal: Principal) => changeCart(request.cart_id, principal, async (tx) => {
      const line = await lineOf(tx, request);
      if (line.quantity > 1) await setLineQuantity(tx, line.id, line.quantity - 1);
    }),

    removeFromCart: (request: CartLineRequest, principal: Principal) => changeCart(request.cart_id, principal, async (tx) => {
      await deleteLine(tx, (await lineOf(tx, request)).id);
    }),

    async finishCart(request: CartRequest): Promise<CartResponse> {
      const answer = await finishCart(db, config, await checkoutSettings(), catalog, request.cart_id, await acceptedVersions());
      // Stock taken inside the order's transaction is visible only now: a listing cached in between
      // would still show the old availability.
      catalog.invalidate();
      return answer;
    },

    /** Inside an account's erasure: the customer's carts forget the order data typed into them. */
    forgetCustomerData,

    modifyCart(request: ModifyCartRequest, principal: Principal): Promise<CartResponse> {
      const change = parseCartChange(request.name, request.value);
      return changeCart(request.cart_id, principal, async (tx, settings) => {
        checkOffered(change, settings);
        await applyCartChange(tx, await readCart(tx, request.cart_id), change);
      });
    },

    /** An order with its snapshot lines, by id or order number; null when there is none. */
    placedOrder: (where: { id: number } | { orderNumber: string }, tx: DbOrTx = db) => findPlacedOrder(tx, where),
    /** A customer's orders, newest first, for the back office. */
    async ordersOfCustomer(userId: number): Promise<CustomerOrder[]> {
      const rows = await listOrdersOfUser(db, userId);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;

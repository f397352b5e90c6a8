import type { UserData } from '../../../contract/account';
import type { Cart, CartGood } from '../../../contract/cart';
import { USER_DATA_FIELDS, type DeliveryMode, type UserDataField } from '../../../contract/cart-fields';
import type { ImageRef } from '../../../contract/catalog';
import { imageRefs, type StoredImage } from '../media/media.service';
import type { CartLineRow, CartRow } from './cart.repo';
import type { OrderLineRow, OrderRow } from './order.repo';
import { effectiveUserData, orderDataErrors, type OrderData } from './order-data-rules';
import { deliveryOptionsFor, shippingCostFor, type ShippingRules } from './shipping';

/** The spec's snake_case field name -> the table's column key (szallitas_vnev -> szallitasVnev). */
export function columnOf<F extends string>(field: F): string {
  return field.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

export function userDataOf(row: Record<string, unknown>): UserData {
  return Object.fromEntries(USER_DATA_FIELDS.map((field) => [field, String(row[columnOf(field)] ?? '')])) as unknown as UserData;
}

/** `rules` given: a chosen mode that is no longer on offer counts as not chosen, so the customer picks again. */
export function orderDataOf(cart: CartRow, rules?: ShippingRules): OrderData {
  const offered = cart.szallitas === null || !rules || rules.modes.some((m) => m.mode === cart.szallitas);
  return {
    ...userDataOf(cart),
    szallitas: offered ? cart.szallitas as DeliveryMode | null : null,
    megjegyzes: cart.megjegyzes,
    billingSameAsShipping: cart.billingSameAsShipping,
    termsAccepted: cart.termsAccepted,
  };
}

/** A basket line shows one small picture: the product's first. */
const imagesOf = (images: StoredImage[] | null): ImageRef[] => imageRefs(images ?? []);

function toCartGood(line: CartLineRow): CartGood {
  return {
    id: line.id,
    quantity: line.quantity,
    price: line.price,
    lineTotal: line.price * line.quantity,
    name: line.variantName,
    variant: { id: line.variantId, cikkszam: line.variantCikkszam },
    product: {
      alias: line.alias,
      fullname_hu: line.fullnameHu,
      fullname_en: line.fullnameEn,
      cikkszam: line.productCikkszam,
      category_name: line.categoryName,
      images: imagesOf(line.images),
      effectivePrice: line.minPrice,
      start_price_prev_hu: line.prevPrice,
    },
  };
}

function billingOf(data: UserData): Partial<UserData> {
  return { szamla_nev: data.szamla_nev, szamla_irsz: data.szamla_irsz, szamla_varos: data.szamla_varos, szamla_utca: data.szamla_utca };
}

const sum = (goods: CartGood[]): number => goods.reduce((total, good) => total + good.lineTotal, 0);

/** An open cart as the spec's `cart`: prices from the catalog, costs and validity computed here. */
export function toOpenCartView(cart: CartRow, lines: CartLineRow[], rules: ShippingRules): Cart {
  const goods = lines.map(toCartGood);
  const goodsTotal = sum(goods);
  const data = orderDataOf(cart, rules);
  const errors = orderDataErrors(data, goods.length);
  const shippingcost = data.szallitas === null ? 0 : shippingCostFor(rules, data.szallitas, goodsTotal) ?? 0;
  return {
    id: cart.id,
    goods,
    szallitas: data.szallitas,
    shippingcost,
    deliveryModes: deliveryOptionsFor(rules, goodsTotal),
    goodsTotal,
    total: goodsTotal + shippingcost,
    isValid: Object.keys(errors).length === 0,
    errors,
    megjegyzes: data.megjegyzes,
    ...userDataOf(cart),
    // With 'billing same as shipping' the billing fields show what the invoice will carry.
    ...(data.billingSameAsShipping ? billingOf(effectiveUserData(data)) : {}),
    szamla_megegyezik: data.billingSameAsShipping,
    aszf_elfogadva: data.termsAccepted,
    finished: false,
    orderNumber: null,
  };
}

function toOrderedGood(line: OrderLineRow): CartGood {
  return {
    id: line.id,
    quantity: line.quantity,
    price: line.unitPrice,
    lineTotal: line.lineTotal,
    name: line.variantName,
    variant: { id: line.variantId ?? 0, cikkszam: line.cikkszam },
    product: {
      alias: line.alias ?? '',
      fullname_hu: line.productName,
      fullname_en: line.fullnameEn ?? line.productName,
      cikkszam: line.productCikkszam ?? '',
      category_name: line.categoryName ?? '',
      images: imagesOf(line.images),
      effectivePrice: line.unitPrice,
      start_price_prev_hu: null,
    },
  };
}

const NO_USER_DATA = Object.fromEntries(USER_DATA_FIELDS.map((field) => [field, ''])) as Record<UserDataField, string>;

/**
 * A finished cart: what was ordered at the prices of that moment, and none of the buyer's personal
 * data, so an old cart id in a shared browser reveals no address.
 */
export function toFinishedCartView(cartId: string, order: OrderRow, lines: OrderLineRow[]): Cart {
  return {
    id: cartId,
    goods: lines.map(toOrderedGood),
    szallitas: order.szallitas as DeliveryMode,
    shippingcost: order.shippingCost,
    deliveryModes: [],
    goodsTotal: order.itemsTotal,
    total: order.total,
    isValid: true,
    errors: {},
    megjegyzes: '',
    ...NO_USER_DATA,
    szamla_megegyezik: false,
    aszf_elfogadva: true,
    finished: true,
    orderNumber: order.orderNumber,
  };
}

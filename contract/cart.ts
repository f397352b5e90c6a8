import { Type, type Static } from 'typebox';
import { ImageRef } from './catalog';
import {
  MAX_LINE_QUANTITY, MODIFIABLE_FIELDS, USER_DATA_FIELDS, type UserDataField,
} from './cart-fields';

export * from './cart-fields';

/** A random base64url cart id (128+ bits); the only key to a guest's basket. */
export const CartIdParam = Type.String({ minLength: 22, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
const LineId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const AddToCartRequest = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'variant id' }),
  quantity: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY }),
  cart_id: Type.Optional(Type.Union([CartIdParam, Type.Null()])),
}, { additionalProperties: false });
export type AddToCartRequest = Static<typeof AddToCartRequest>;

export const CartLineRequest = Type.Object({ id: LineId, cart_id: CartIdParam }, { additionalProperties: false });
export type CartLineRequest = Static<typeof CartLineRequest>;

export const CartRequest = Type.Object({ cart_id: CartIdParam }, { additionalProperties: false });
export type CartRequest = Static<typeof CartRequest>;

export const ModifyCartRequest = Type.Object({
  cart_id: CartIdParam,
  // An enum, not a union of literals mapped from the list: the union's static type would be `never`.
  name: Type.Enum(MODIFIABLE_FIELDS),
  /**
   * text for the text fields, true/false for the checkboxes, 0-2 for szallitas. Deliberately
   * untyped here: the server's validator coerces types (1 would become '1', true 'true'), so the
   * cart service checks the value against its field exactly.
   */
  value: Type.Unknown(),
}, { additionalProperties: false });
export type ModifyCartRequest = Static<typeof ModifyCartRequest>;

export const CartGood = Type.Object({
  /** the cart line id, for incCart, decCart and removeFromCart */
  id: Type.Integer(),
  quantity: Type.Integer(),
  /** unit price in forints, from the database */
  price: Type.Integer(),
  lineTotal: Type.Integer(),
  /** the variant's label */
  name: Type.String(),
  variant: Type.Object({ id: Type.Integer(), cikkszam: Type.String() }),
  product: Type.Object({
    alias: Type.String(),
    fullname_hu: Type.String(),
    fullname_en: Type.String(),
    cikkszam: Type.String(),
    category_name: Type.String(),
    images: Type.Array(ImageRef),
    effectivePrice: Type.Integer(),
    start_price_prev_hu: Type.Union([Type.Integer(), Type.Null()]),
  }),
});
export type CartGood = Static<typeof CartGood>;

/** A delivery mode the basket offers, with its cost for this basket (free shipping applied). */
export const DeliveryOption = Type.Object({
  mode: Type.Integer({ description: 'the szallitas value' }),
  label: Type.String(),
  payment: Type.String(),
  delivery: Type.String(),
  cost: Type.Integer(),
});
export type DeliveryOption = Static<typeof DeliveryOption>;

const userDataProperties = Object.fromEntries(USER_DATA_FIELDS.map((field) => [field, Type.String()])) as {
  [K in UserDataField]: ReturnType<typeof Type.String>;
};

export const Cart = Type.Object({
  id: Type.String(),
  goods: Type.Array(CartGood),
  /** 0 personal pickup, 1 GLS, 2 MPL, or another mode of the shop settings; null until chosen */
  szallitas: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  shippingcost: Type.Integer(),
  /** the modes to choose from with their texts and costs; empty once the cart is an order */
  deliveryModes: Type.Array(DeliveryOption),
  goodsTotal: Type.Integer(),
  total: Type.Integer(),
  isValid: Type.Boolean(),
  /** field name -> Hungarian reason, for every field that keeps the order from being valid */
  errors: Type.Record(Type.String(), Type.String()),
  megjegyzes: Type.String(),
  ...userDataProperties,
  szamla_megegyezik: Type.Boolean(),
  aszf_elfogadva: Type.Boolean(),
  finished: Type.Boolean(),
  /** set once the cart became an order */
  orderNumber: Type.Union([Type.String(), Type.Null()]),
});
export type Cart = Static<typeof Cart>;

export const CartResponse = Type.Object({ status: Type.Literal(1), cart: Cart });
export type CartResponse = Static<typeof CartResponse>;

export const AddToCartResponse = Type.Object({
  status: Type.Literal(1),
  cart: Cart,
  /** the line just added, for the success popup */
  product: CartGood,
});
export type AddToCartResponse = Static<typeof AddToCartResponse>;

import { Type, type Static } from 'typebox';
import { Alias } from './common';
import { BankTransfer, OpeningHours, SellerDetails } from './content';

/**
 * Inputs and results of the content module's write use cases: content pages, the front page's
 * sliders and current topics, the popup notice and the shop settings with the delivery modes.
 * The back office and the content import send these; the services check every input against them.
 */

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Sort = Type.Integer({ minimum: 0, maximum: 100_000 });
const Title = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const PlainText = Type.String({ maxLength: 2_000 });
/** HTML as staff wrote it; sanitized on the way into the database */
const Html = Type.String({ maxLength: 500_000 });
/** an image of the shop's own (/media/…) or an https address */
const ImageSrc = Type.String({ maxLength: 500, pattern: '^(/[^/\\\\]|https://)' });
const Forints = Type.Integer({ minimum: 0, maximum: 10_000_000 });

export const IdParam = Type.Object({ id: Id }, { additionalProperties: false });
export type IdParam = Static<typeof IdParam>;

/** A content page under /o/{alias}; `parentAlias` null for a top-level page. */
export const PageInput = Type.Object({
  alias: Alias,
  parentAlias: Type.Union([Alias, Type.Null()]),
  title: Title,
  content: Html,
  sort: Sort,
}, { additionalProperties: false });
export type PageInput = Static<typeof PageInput>;

export const PagePatch = Type.Partial(PageInput, { additionalProperties: false, minProperties: 1 });
export type PagePatch = Static<typeof PagePatch>;

export const PageRecord = Type.Object({
  id: Id,
  alias: Type.String(),
  parentAlias: Type.Union([Type.String(), Type.Null()]),
  title: Type.String(),
  content: Type.String({ description: 'sanitized HTML' }),
  sort: Type.Integer(),
});
export type PageRecord = Static<typeof PageRecord>;

/** A front-page slide; its texts are plain text. `sort` absent: after the last one. */
/** where a click on a slide leads: a path of the shop or an https address */
const LinkTarget = Type.String({ maxLength: 500, pattern: '^(/[^/\\\\]|/$|https://)' });

export const SliderInput = Type.Object({
  src: ImageSrc,
  title: Title,
  content: PlainText,
  sort: Type.Optional(Sort),
  /** absent or null: the slide links nowhere */
  link: Type.Optional(Type.Union([LinkTarget, Type.Null()])),
  /** absent: shown; false: kept but not shown */
  active: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });
export type SliderInput = Static<typeof SliderInput>;
export const SliderPatch = Type.Partial(SliderInput, { additionalProperties: false, minProperties: 1 });
export type SliderPatch = Static<typeof SliderPatch>;
export const SliderRecord = Type.Object({
  id: Id, src: Type.String(), title: Type.String(), content: Type.String(), sort: Type.Integer(),
  link: Type.Union([Type.String(), Type.Null()]), active: Type.Boolean(),
});
export type SliderRecord = Static<typeof SliderRecord>;

/** A current-topic item of the front page; its texts are plain text. */
export const CurrentTopicInput = Type.Object({
  title: Title,
  content: PlainText,
  img: ImageSrc,
  sort: Type.Optional(Sort),
  /** absent: shown; false: kept but not shown */
  active: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });
export type CurrentTopicInput = Static<typeof CurrentTopicInput>;
export const CurrentTopicPatch = Type.Partial(CurrentTopicInput, { additionalProperties: false, minProperties: 1 });
export type CurrentTopicPatch = Static<typeof CurrentTopicPatch>;
export const CurrentTopicRecord = Type.Object({
  id: Id, title: Type.String(), content: Type.String(), img: Type.String(), sort: Type.Integer(), active: Type.Boolean(),
});
export type CurrentTopicRecord = Static<typeof CurrentTopicRecord>;

/** The new order of all sliders (or all current topics): every id once, first shown first. */
export const ReorderInput = Type.Object({ ids: Type.Array(Id, { maxItems: 1_000, uniqueItems: true }) }, { additionalProperties: false });
export type ReorderInput = Static<typeof ReorderInput>;

const Instant = Type.String({ format: 'date-time' });

/**
 * The popup notice. Activating one deactivates the others; `activeFrom`/`activeTo` (ISO date-times,
 * optional) limit when an active notice shows.
 */
export const PopupInput = Type.Object({
  alias: Alias,
  title: Title,
  content: Html,
  active: Type.Boolean(),
  activeFrom: Type.Optional(Type.Union([Instant, Type.Null()])),
  activeTo: Type.Optional(Type.Union([Instant, Type.Null()])),
}, { additionalProperties: false });
export type PopupInput = Static<typeof PopupInput>;
export const PopupPatch = Type.Partial(PopupInput, { additionalProperties: false, minProperties: 1 });
export type PopupPatch = Static<typeof PopupPatch>;
export const PopupRecord = Type.Object({
  id: Id,
  alias: Type.String(),
  title: Type.String(),
  content: Type.String({ description: 'sanitized HTML' }),
  active: Type.Boolean(),
  activeFrom: Type.Union([Type.String(), Type.Null()]),
  activeTo: Type.Union([Type.String(), Type.Null()]),
});
export type PopupRecord = Static<typeof PopupRecord>;

/**
 * One delivery mode of the shop settings. `mode` is the spec's `szallitas` value (0 personal
 * pickup, 1 GLS, 2 MPL; a new mode takes a new number). Modes are never removed, only deactivated:
 * orders refer to them.
 */
export const DeliveryModeSetting = Type.Object({
  mode: Type.Integer({ minimum: 0, maximum: 32_767 }),
  label: Title,
  payment: Type.String({ minLength: 1, maxLength: 300 }),
  delivery: Type.String({ minLength: 1, maxLength: 300 }),
  cost: Forints,
  sort: Sort,
  active: Type.Boolean(),
  /** collected at the shop: the confirmation gives the address and the opening hours */
  pickupAtShop: Type.Boolean(),
  /** paid by bank transfer before dispatch: the confirmation gives the account details */
  prepayment: Type.Boolean(),
}, { additionalProperties: false });
export type DeliveryModeSetting = Static<typeof DeliveryModeSetting>;

/** The whole shop settings, as the first write (the seed or an import) gives them. */
export const ShopSettingsInput = Type.Object({
  deliveryModes: Type.Array(DeliveryModeSetting, { minItems: 1, maxItems: 50 }),
  /** every delivery mode is free from this basket total up; null: never */
  freeShippingFrom: Type.Union([Forints, Type.Null()]),
  bankTransfer: BankTransfer,
  openingHours: OpeningHours,
  address: Type.String({ minLength: 1, maxLength: 300 }),
  phone: Type.String({ minLength: 1, maxLength: 40, pattern: '^\\+?[0-9 ()/-]+$' }),
  /** shown to customers; absent or null: SHOP_EMAIL */
  email: Type.Optional(Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Null()])),
  /** the seller's legal details; absent on a first write: the demo shop's (see content.tables.ts) */
  seller: Type.Optional(SellerDetails),
}, { additionalProperties: false });
export type ShopSettingsInput = Static<typeof ShopSettingsInput>;

/** A change of some settings; `deliveryModes` lists only the modes it adds or changes. */
export const ShopSettingsPatch = Type.Partial(ShopSettingsInput, { additionalProperties: false, minProperties: 1 });
export type ShopSettingsPatch = Static<typeof ShopSettingsPatch>;

export const ShopSettingsRecord = Type.Object({
  deliveryModes: Type.Array(DeliveryModeSetting),
  freeShippingFrom: Type.Union([Type.Integer(), Type.Null()]),
  bankTransfer: BankTransfer,
  openingHours: OpeningHours,
  address: Type.String(),
  phone: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  seller: SellerDetails,
});
export type ShopSettingsRecord = Static<typeof ShopSettingsRecord>;

/**
 * The owner's settings form as the back office sends it: the shape of ShopSettingsPatch without its
 * formats and bounds, so a wrong account number or phone reaches the service's Hungarian field
 * messages instead of a schema error. The service then checks ShopSettingsPatch as well.
 */
const FormText = Type.String({ maxLength: 2_000 });
export const ShopSettingsForm = Type.Partial(Type.Object({
  deliveryModes: Type.Array(Type.Object({
    mode: Type.Integer({ minimum: 0, maximum: 32_767 }),
    label: FormText,
    payment: FormText,
    delivery: FormText,
    cost: Type.Integer(),
    sort: Sort,
    active: Type.Boolean(),
    pickupAtShop: Type.Boolean(),
    prepayment: Type.Boolean(),
  }, { additionalProperties: false }), { maxItems: 50 }),
  freeShippingFrom: Type.Union([Type.Integer(), Type.Null()]),
  bankTransfer: Type.Object({ beneficiary: FormText, bank: FormText, accountNumber: FormText, iban: FormText }, { additionalProperties: false }),
  openingHours: Type.Array(Type.Object({ day: FormText, hours: Type.Union([FormText, Type.Null()]) }, { additionalProperties: false }), { maxItems: 14 }),
  address: FormText,
  phone: FormText,
  email: Type.Union([FormText, Type.Null()]),
  seller: Type.Object({
    companyName: FormText, seat: FormText, companyRegistrationNumber: FormText, registryCourt: FormText, taxNumber: FormText, hostingProvider: FormText,
  }, { additionalProperties: false }),
}), { additionalProperties: false, minProperties: 1 });
export type ShopSettingsForm = Static<typeof ShopSettingsForm>;

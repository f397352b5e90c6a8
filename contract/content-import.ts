import { Type, type Static } from 'typebox';
import { Alias } from './common';

/** The content records an import takes (the demo data writes the shop's pages and front page with them). */

const Title = Type.String({ minLength: 1, maxLength: 300 });
const Html = Type.String({ maxLength: 200_000 });
const Src = Type.String({ maxLength: 1000 });

export const SliderRecord = Type.Object({ src: Src, title: Title, content: Type.String({ maxLength: 2000 }), sort: Type.Integer() });
export type SliderRecord = Static<typeof SliderRecord>;

export const CurrentTopicRecord = Type.Object({ title: Title, content: Type.String({ maxLength: 2000 }), img: Src, sort: Type.Integer() });
export type CurrentTopicRecord = Static<typeof CurrentTopicRecord>;

export const PageRecord = Type.Object({
  alias: Alias,
  parentAlias: Type.Union([Alias, Type.Null()]),
  title: Title,
  /** HTML; sanitized on the way in */
  content: Html,
  sort: Type.Integer(),
});
export type PageRecord = Static<typeof PageRecord>;

export const PopupRecord = Type.Object({ alias: Alias, active: Type.Boolean(), title: Title, content: Html });
export type PopupRecord = Static<typeof PopupRecord>;

const Forints = Type.Integer({ minimum: 0, maximum: 99_999_999 });

export const ShopSettingsRecord = Type.Object({
  /** shipping cost in forints per delivery mode: 0 pickup, 1 GLS, 2 MPL */
  shippingCost: Type.Object({ 0: Forints, 1: Forints, 2: Forints }),
  /** above this basket total shipping is free; null for never */
  freeShippingFrom: Type.Union([Forints, Type.Null()]),
  bankTransfer: Type.Object({
    beneficiary: Type.String({ maxLength: 200 }), bank: Type.String({ maxLength: 200 }),
    accountNumber: Type.String({ maxLength: 100 }), iban: Type.String({ maxLength: 100 }),
  }),
  /** Monday first; null hours means closed */
  openingHours: Type.Array(Type.Object({ day: Type.String({ maxLength: 50 }), hours: Type.Union([Type.String({ maxLength: 100 }), Type.Null()]) }), { maxItems: 14 }),
  address: Type.String({ maxLength: 500 }),
  phone: Type.String({ maxLength: 100 }),
});
export type ShopSettingsRecord = Static<typeof ShopSettingsRecord>;

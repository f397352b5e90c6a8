import { Type, type Static } from 'typebox';
import { BrandRecord, CategoryRecord, Download, Forint, ImageList, VariantProps } from './catalog-import';
import { CIKKSZAM_MAX_LENGTH, MAX_STOCK, NAME_MAX_LENGTH } from './catalogue-limits';
import { Alias } from './common';

/** What staff send to create or change catalogue records (the back office's calls will carry these). */

export const BrandInput = BrandRecord;
export type BrandInput = Static<typeof BrandInput>;

const Cikkszam = Type.String({ minLength: 1, maxLength: CIKKSZAM_MAX_LENGTH, pattern: '^\\S(.*\\S)?$' });
const Name = Type.String({ minLength: 1, maxLength: 300, pattern: '\\S' });

export const ProductFields = Type.Object({
  alias: Alias,
  cikkszam: Cikkszam,
  fullname_hu: Name,
  fullname_en: Type.String({ maxLength: 300 }),
  /** HTML; sanitized on the way in */
  content_hu: Type.String({ maxLength: 200_000 }),
  content_en: Type.String({ maxLength: 200_000 }),
  categoryAlias: Alias,
  brandAlias: Type.Union([Alias, Type.Null()]),
  images: ImageList,
  downloads: Type.Array(Download, { maxItems: 100 }),
  active: Type.Boolean(),
});
export type ProductFields = Static<typeof ProductFields>;
/** A change names the product by id and carries only the fields that change. */
export const ProductChange = Type.Object({ id: Type.Integer({ minimum: 1 }), ...Type.Partial(ProductFields).properties });
export type ProductChange = Static<typeof ProductChange>;

export const VariantFields = Type.Object({
  productId: Type.Integer({ minimum: 1 }),
  cikkszam: Cikkszam,
  name_hu: Type.String({ maxLength: NAME_MAX_LENGTH }),
  name_en: Type.String({ maxLength: NAME_MAX_LENGTH }),
  props: VariantProps,
  /** the current price; a change becomes a point of the price history */
  price: Forint,
  stock: Type.Integer({ minimum: 0, maximum: MAX_STOCK }),
  /** false: not offered (hidden from the product page and the basket) */
  active: Type.Boolean(),
});
export type VariantFields = Static<typeof VariantFields>;
export const VariantChange = Type.Object({ id: Type.Integer({ minimum: 1 }), ...Type.Partial(VariantFields).properties });
export type VariantChange = Static<typeof VariantChange>;

/** A new category under a parent (the two top-level categories come with the shop). */
export const CategoryInput = Type.Object({
  alias: CategoryRecord.properties.alias,
  parentAlias: CategoryRecord.properties.alias,
  name_hu: CategoryRecord.properties.name_hu,
  name_en: CategoryRecord.properties.name_en,
  sort: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }),
}, { additionalProperties: false });
export type CategoryInput = Static<typeof CategoryInput>;

/** Rename, reorder or move a category (with its sub-categories); its alias, and so its address, stays. */
export const CategoryChange = Type.Object({
  alias: CategoryRecord.properties.alias,
  parentAlias: Type.Optional(CategoryRecord.properties.alias),
  name_hu: Type.Optional(CategoryRecord.properties.name_hu),
  name_en: Type.Optional(CategoryRecord.properties.name_en),
  sort: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
}, { additionalProperties: false });
export type CategoryChange = Static<typeof CategoryChange>;

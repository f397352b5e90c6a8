import { Type, type Static } from 'typebox';
import { ListQuery } from './admin-list';
import { Alias } from './common';
import { VariantProps } from './catalog-import';
import { ProductFields, VariantFields } from './catalog-edit';

/** The back office's product calls under /api/admin/products (not part of the storefront spec). */

/** The filters of the product list; a bulk action takes the same ones to name its selection. */
export const ProductFilter = {
  /** this category and every category under it */
  category: Type.Optional(Alias),
  brand: Type.Optional(Alias),
  onSale: Type.Optional(Type.Boolean()),
  /** no active variant has a piece in stock */
  outOfStock: Type.Optional(Type.Boolean()),
  noPhoto: Type.Optional(Type.Boolean()),
  /** no variant is linked to any motorcycle type */
  noFitment: Type.Optional(Type.Boolean()),
  active: Type.Optional(Type.Boolean()),
};

export const ProductListQuery = ListQuery(['id', 'fullname_hu', 'cikkszam', 'minPrice', 'updatedAt'], ProductFilter);
export type ProductListQuery = Static<typeof ProductListQuery>;
export type ProductFilterValues = Omit<ProductListQuery, 'page' | 'perPage' | 'sort' | 'order'>;

export const ProductSummary = Type.Object({
  id: Type.Integer(),
  alias: Type.String(),
  cikkszam: Type.String(),
  fullname_hu: Type.String(),
  categoryAlias: Type.String(),
  categoryName: Type.String(),
  brandName: Type.Union([Type.String(), Type.Null()]),
  minPrice: Type.Integer(),
  maxPrice: Type.Integer(),
  onSale: Type.Boolean(),
  /** pieces in stock over the active variants */
  stock: Type.Integer(),
  variantCount: Type.Integer(),
  active: Type.Boolean(),
  /** the first photo, or null */
  image: Type.Union([Type.String(), Type.Null()]),
});
export type ProductSummary = Static<typeof ProductSummary>;

export const AdminVariant = Type.Object({
  id: Type.Integer(),
  cikkszam: Type.String(),
  name_hu: Type.String(),
  name_en: Type.String(),
  props: VariantProps,
  price: Type.Integer(),
  /** the struck price the 30-day rule gives, null when not on sale */
  prevPrice: Type.Union([Type.Integer(), Type.Null()]),
  stock: Type.Integer(),
  /** what the storefront says about the stock ('Raktáron', 'Utolsó 2 db raktáron', 'Nincs raktáron') */
  availabilityText: Type.String(),
  active: Type.Boolean(),
  /** how many motorcycle types it is linked to; 0 for a universal part */
  bikeCount: Type.Integer(),
  /** the variant's stored prices, oldest first; the last one is the current price */
  priceHistory: Type.Array(Type.Object({ price: Type.Integer(), from: Type.String({ format: 'date-time' }) })),
});
export type AdminVariant = Static<typeof AdminVariant>;

export const AdminProduct = Type.Object({
  id: Type.Integer(),
  alias: Type.String(),
  cikkszam: Type.String(),
  fullname_hu: Type.String(),
  fullname_en: Type.String(),
  content_hu: Type.String({ description: 'sanitized HTML' }),
  content_en: Type.String({ description: 'sanitized HTML' }),
  categoryAlias: Type.String(),
  brandAlias: Type.Union([Type.String(), Type.Null()]),
  /** the brand's name as staff know it; read only (the brand is changed through brandAlias) */
  brandName: Type.Union([Type.String(), Type.Null()]),
  images: Type.Array(Type.String()),
  downloads: Type.Array(Type.Object({ name: Type.String(), url: Type.String() })),
  active: Type.Boolean(),
  updatedAt: Type.String({ format: 'date-time' }),
  variants: Type.Array(AdminVariant),
});
export type AdminProduct = Static<typeof AdminProduct>;

const Percent = Type.Number({ minimum: -90, maximum: 500 });
/** What a bulk action does to every selected product (prices and stock: to each of its variants). */
export const BulkChange = Type.Union([
  Type.Object({ kind: Type.Literal('pricePercent'), percent: Percent }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('priceAmount'), amount: Type.Integer({ minimum: -10_000_000, maximum: 10_000_000 }) }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('stock'), stock: Type.Integer({ minimum: 0, maximum: 1_000_000 }) }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('category'), categoryAlias: Alias }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('active'), active: Type.Boolean() }, { additionalProperties: false }),
]);
export type BulkChange = Static<typeof BulkChange>;

/** The selection: the products of `ids`, or every product the filter finds (the list's filters). */
export const BulkBody = Type.Object({
  ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { minItems: 1, maxItems: 1_000, uniqueItems: true })),
  filter: Type.Optional(Type.Object({ q: Type.Optional(Type.String({ maxLength: 200 })), ...ProductFilter }, { additionalProperties: false })),
  change: BulkChange,
}, { additionalProperties: false });
export type BulkBody = Static<typeof BulkBody>;

export const BulkResult = Type.Object({ status: Type.Literal(1), products: Type.Integer(), variants: Type.Integer() });
export type BulkResult = Static<typeof BulkResult>;

/** A product's change from the back office: only the fields given change. */
export const ProductPatch = Type.Partial(Type.Pick(ProductFields, [
  'alias', 'cikkszam', 'fullname_hu', 'fullname_en', 'content_hu', 'content_en', 'categoryAlias', 'brandAlias', 'active',
]), { additionalProperties: false, minProperties: 1 });
export type ProductPatch = Static<typeof ProductPatch>;

/** A variant's change: only the fields given change; a new price becomes a point of its price history. */
export const VariantPatch = Type.Partial(Type.Omit(VariantFields, ['productId']), { additionalProperties: false, minProperties: 1 });
export type VariantPatch = Static<typeof VariantPatch>;
export const VariantCreateBody = Type.Object(VariantFields.properties, { additionalProperties: false });

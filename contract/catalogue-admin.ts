import { Type, type Static } from 'typebox';
import { ListQuery } from './admin-list';
import { Alias } from './common';

/** The back office's category and brand calls (not part of the storefront spec). */

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Name = Type.String({ minLength: 1, maxLength: 300, pattern: '\\S' });

/** One category of the tree; the list answers the whole tree, parents before their children. */
export const AdminCategory = Type.Object({
  id: Type.Integer(),
  alias: Type.String(),
  parentId: Type.Union([Type.Integer(), Type.Null()]),
  name_hu: Type.String(),
  name_en: Type.String(),
  depth: Type.Integer(),
  sort: Type.Integer(),
  hidden: Type.Boolean(),
  /** active products in it and every category below it */
  productCount: Type.Integer(),
  /** the storefront address of its page */
  path: Type.String(),
  /** former aliases whose addresses redirect here */
  oldAliases: Type.Array(Type.String()),
});
export type AdminCategory = Static<typeof AdminCategory>;

export const CategoryListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000 })),
  sort: Type.Optional(Type.String({ maxLength: 40 })),
  order: Type.Optional(Type.Union([Type.Literal('ASC'), Type.Literal('DESC')])),
  q: Type.Optional(Type.String({ maxLength: 200 })),
}, { additionalProperties: false });
export type CategoryListQuery = Static<typeof CategoryListQuery>;

/**
 * Rename, move (new parent), reorder, hide or give a new alias; only the fields sent change. A new
 * alias keeps the old one as a permanent redirect.
 */
export const CategoryPatch = Type.Object({
  name_hu: Type.Optional(Name),
  name_en: Type.Optional(Type.String({ maxLength: 300 })),
  alias: Type.Optional(Alias),
  parentId: Type.Optional(Id),
  sort: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
  hidden: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });
export type CategoryPatch = Static<typeof CategoryPatch>;

/** The new order of one parent's sub-categories: every child once, first shown first. */
export const CategoryReorder = Type.Object({
  ids: Type.Array(Id, { minItems: 1, maxItems: 1_000, uniqueItems: true }),
}, { additionalProperties: false });
export type CategoryReorder = Static<typeof CategoryReorder>;

export const AdminBrand = Type.Object({
  id: Type.Integer(),
  alias: Type.String(),
  name: Type.String(),
  /** active products of the brand */
  productCount: Type.Integer(),
});
export type AdminBrand = Static<typeof AdminBrand>;

export const BrandListQuery = ListQuery(['name', 'id', 'productCount'], {});
export type BrandListQuery = Static<typeof BrandListQuery>;

/** A new brand: its name, and the alias of its page /marka/{alias}, which it keeps. */
export const BrandInput = Type.Object({ name: Name, alias: Alias }, { additionalProperties: false });
export type BrandInput = Static<typeof BrandInput>;

/** A brand keeps its alias (its page /marka/{alias}); staff rename it. */
export const BrandPatch = Type.Object({ name: Name }, { additionalProperties: false });
export type BrandPatch = Static<typeof BrandPatch>;

import { Type, type Static } from 'typebox';

/** A category node of GET /api/getHeaderCategories: up to three levels. */
export interface Category {
  alias: string;
  name_hu: string;
  name_en: string;
  productCount: number;
  children: Category[];
}

export const Category = Type.Cyclic(
  {
    Category: Type.Object({
      alias: Type.String(),
      name_hu: Type.String(),
      name_en: Type.String(),
      productCount: Type.Integer({ minimum: 0 }),
      children: Type.Array(Type.Ref('Category')),
    }),
  },
  'Category',
);

export const HeaderCategories = Type.Array(Category);
export type HeaderCategories = Static<typeof HeaderCategories>;

/** The two top-level category aliases the spec's main routes rely on. */
export const TOP_CATEGORY_ALIASES = ['alkatresz-kereso', 'ruhazat-sisak'] as const;

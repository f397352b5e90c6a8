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

/** Listing sort fields the spec names: by name (default) or by starting price. */
export const SORT_FIELDS = ['fullname_en', 'start_price_curr_hu'] as const;
export { LISTING_PAGE_SIZE, MAX_RANGE, MAX_RANGE_START } from './listing-limits';

const FilterValues = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50 });

/**
 * Optional narrowing beyond the spec's payload (decision 0027): a product matches when it has any of
 * the listed brands (aliases), any of the sizes and any of the colours (variant properties 'Méret' and
 * 'Szín'), its lowest price lies in the range, and, with inStock, some variant is in stock. On sale is
 * the spec's own `akcios`.
 */
export const ListingFilters = Type.Object({
  brand: Type.Optional(FilterValues),
  size: Type.Optional(FilterValues),
  colour: Type.Optional(FilterValues),
  // Bounded to PostgreSQL's integer, so a made-up figure is a 400, not a failed query.
  priceMin: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  priceMax: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  inStock: Type.Optional(Type.Boolean()),
}, { additionalProperties: false });
export type ListingFilters = Static<typeof ListingFilters>;

/** One choice of a filter with how many products it would list, the other chosen filters applied. */
export const FacetOption = Type.Object({ value: Type.String(), label: Type.String(), count: Type.Integer({ minimum: 0 }) });
export type FacetOption = Static<typeof FacetOption>;

export const ListingFacets = Type.Object({
  brand: Type.Array(FacetOption),
  size: Type.Array(FacetOption),
  colour: Type.Array(FacetOption),
  /** lowest and highest price among the products the other filters leave; null when none */
  price: Type.Union([Type.Object({ min: Type.Integer(), max: Type.Integer() }), Type.Null()]),
  onSale: Type.Integer({ minimum: 0 }),
  inStock: Type.Integer({ minimum: 0 }),
});
export type ListingFacets = Static<typeof ListingFacets>;

/** How a part relates to a motorcycle: fits it, fits other types only, or is bound to none. */
export type Fit = 'fits' | 'does-not-fit' | 'universal';

/** Body of POST /api/productsByAlias/{alias} and /api/productsByBrand/{alias}. */
export const ProductsRequest = Type.Object({
  akcios: Type.Optional(Type.Boolean()),
  /** absent: relevance when searching, else fullname_en ascending */
  sort: Type.Optional(Type.Object({
    // Spelled out (not SORT_FIELDS.map) so the static type is the two literals, not never.
    field: Type.Union([Type.Literal(SORT_FIELDS[0]), Type.Literal(SORT_FIELDS[1])]),
    direction: Type.Union([Type.Literal('asc'), Type.Literal('desc')]),
  }, { additionalProperties: false })),
  /** any text; the server trims and bounds it, and it never reaches SQL as code */
  searchText: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** a motorcycle type id, or false for no motorcycle */
  bike: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Literal(false), Type.Null()])),
  utolso: Type.Optional(Type.Boolean()),
  range: Type.Optional(Type.Object({
    start: Type.Integer({ minimum: 0 }),
    end: Type.Integer({ minimum: 1 }),
  }, { additionalProperties: false })),
  /** extra (decision 0027): brand, size, colour, price range, in stock */
  filters: Type.Optional(ListingFilters),
  /** extra: answer `facets`, the filter choices with their counts (the web app asks on the first page) */
  facets: Type.Optional(Type.Boolean()),
  /** extra: a motorcycle type id that labels each card's `fit` without narrowing the listing */
  fitBike: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
}, { additionalProperties: false });
export type ProductsRequest = Static<typeof ProductsRequest>;

/** One width of a sized image: WebP always, AVIF when it came out smaller. `w` is its true pixel width. */
export const ImageSize = Type.Object({ w: Type.Integer({ minimum: 1 }), webp: Type.String(), avif: Type.Optional(Type.String()) });
export type ImageSize = Static<typeof ImageSize>;

/**
 * The spec's image (`url`, a mid-sized picture any client can show), plus what a browser needs for
 * `srcset`: the shop's own photos list their widths; an imported address of a foreign image has none.
 */
export const ImageRef = Type.Object({
  url: Type.String(),
  alt: Type.Optional(Type.String()),
  width: Type.Optional(Type.Integer({ minimum: 1 })),
  height: Type.Optional(Type.Integer({ minimum: 1 })),
  widths: Type.Optional(Type.Array(ImageSize)),
});
export type ImageRef = Static<typeof ImageRef>;

/** A price per litre or kilogram (EU unit-price indication), whole forints. */
export const UnitPrice = Type.Object({ price: Type.Integer(), unit: Type.Union([Type.Literal('l'), Type.Literal('kg')]) });
export type UnitPrice = Static<typeof UnitPrice>;

/** A product card of a listing. Prices are whole forints, VAT included. */
export const ProductCard = Type.Object({
  alias: Type.String(),
  fullname_hu: Type.String(),
  fullname_en: Type.String(),
  cikkszam: Type.String(),
  categoryName: Type.String(),
  /** the picture the card shows: the first of the product's images, none when it has none (decision 0044) */
  images: Type.Array(ImageRef, { maxItems: 1 }),
  /** the price a visitor pays for the cheapest variant */
  effectivePrice: Type.Integer(),
  start_price_curr_hu: Type.Integer(),
  top_price_curr_hu: Type.Integer(),
  /** the 30-day-lowest previous price of the cheapest variant; null when not on sale */
  start_price_prev_hu: Type.Union([Type.Integer(), Type.Null()]),
  lastPieces: Type.Boolean(),
  inStock: Type.Boolean(),
  /** extra: every active variant together has at most this many pieces in stock, for 'Már csak néhány darab' */
  fewLeft: Type.Optional(Type.Boolean()),
  /** extra: the cheapest variant's price per litre or kilogram, for liquids and consumables */
  unitPrice: Type.Optional(UnitPrice),
  /** extra: answered when the request names a `fitBike` */
  fit: Type.Optional(Type.Union([Type.Literal('fits'), Type.Literal('does-not-fit'), Type.Literal('universal')])),
});
export type ProductCard = Static<typeof ProductCard>;

export const CategoryRef = Type.Object({ alias: Type.String(), name_hu: Type.String(), name_en: Type.String() });
export type CategoryRef = Static<typeof CategoryRef>;

export const ProductsResponse = Type.Object({
  status: Type.Literal(1),
  products: Type.Array(ProductCard),
  /** sub-categories of the listed category that hold matching products, with their counts */
  categories: Type.Array(Type.Object({ ...CategoryRef.properties, productCount: Type.Integer() })),
  /** the listed category or brand, for the page header; null for akciok, kereses and unknown aliases */
  category: Type.Union([CategoryRef, Type.Null()]),
  /** how many products match in all, so the page knows whether 'Mutass többet' has more */
  total: Type.Integer(),
  /** extra: answered when the request asks `facets` */
  facets: Type.Optional(ListingFacets),
});
export type ProductsResponse = Static<typeof ProductsResponse>;

export const Variant = Type.Object({
  id: Type.Integer(),
  name_hu: Type.String(),
  name_en: Type.String(),
  cikkszam: Type.String(),
  /** JSON text mapping property name to value, as the spec writes it */
  props: Type.String(),
  availabilityText: Type.String(),
  inStock: Type.Boolean(),
  /** extra: few pieces left of this variant ('Már csak néhány darab') */
  fewLeft: Type.Optional(Type.Boolean()),
  unitPrice: Type.Optional(UnitPrice),
  effectivePrice: Type.Integer(),
  price_curr_hu: Type.Integer(),
  price_prev_hu: Type.Union([Type.Integer(), Type.Null()]),
  /** ids of compatible motorcycle types */
  bikesArray: Type.Array(Type.Integer()),
});
export type Variant = Static<typeof Variant>;

/** GET /api/productByAlias/{alias}: { status: 1, product }. */
export const ProductDetail = Type.Object({
  ...ProductCard.properties,
  /** every picture of the product, for the gallery */
  images: Type.Array(ImageRef),
  content_hu: Type.String({ description: 'sanitized HTML' }),
  content_en: Type.String({ description: 'sanitized HTML' }),
  variants: Type.Array(Variant),
  downloads: Type.Array(Type.Object({ name: Type.String(), url: Type.String() })),
  /** the breadcrumb, top-level category first */
  category_array: Type.Array(CategoryRef),
  brand: Type.Union([Type.Object({ alias: Type.String(), name: Type.String() }), Type.Null()]),
});
export type ProductDetail = Static<typeof ProductDetail>;

export const ProductResponse = Type.Object({ status: Type.Literal(1), product: ProductDetail });
export type ProductResponse = Static<typeof ProductResponse>;

/** GET /api/getAkciosFooldal: sale products for the home page. */
export const SaleProductsResponse = Type.Object({ status: Type.Literal(1), products: Type.Array(ProductCard) });
export type SaleProductsResponse = Static<typeof SaleProductsResponse>;

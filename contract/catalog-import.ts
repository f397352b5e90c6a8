import { Type, type Static } from 'typebox';
import { CIKKSZAM_MAX_LENGTH, MAX_PRICE, MAX_STOCK } from './catalogue-limits';
import { Alias } from './common';

/**
 * The catalogue records an import takes. The demo-data generator and file importers both produce
 * these, so demo data, test data and real imports share one code path. Natural keys (alias,
 * cikkszam) tie records together; the database assigns its own ids.
 */

const Name = Type.String({ minLength: 1, maxLength: 300, pattern: '\\S' });
const Cikkszam = Type.String({ minLength: 1, maxLength: CIKKSZAM_MAX_LENGTH, pattern: '^\\S(.*\\S)?$' });
export const Forint = Type.Integer({ minimum: 1, maximum: MAX_PRICE });
const Stock = Type.Integer({ minimum: 0, maximum: MAX_STOCK });
const Html = Type.String({ maxLength: 200_000 });

export const CategoryRecord = Type.Object({
  alias: Alias,
  /** null for the two top-level categories */
  parentAlias: Type.Union([Alias, Type.Null()]),
  name_hu: Name,
  name_en: Type.String({ maxLength: 300 }),
  sort: Type.Integer(),
});
export type CategoryRecord = Static<typeof CategoryRecord>;

export const BrandRecord = Type.Object({ alias: Alias, name: Name });
export type BrandRecord = Static<typeof BrandRecord>;

export const PricePoint = Type.Object({
  price: Forint,
  /** ISO date-time from which this price applied */
  from: Type.String({ format: 'date-time' }),
});
export type PricePoint = Static<typeof PricePoint>;

/** property name -> value, e.g. { "Méret": "L", "Szín": "fekete" } */
export const VariantProps = Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 200 }));

export const VariantRecord = Type.Object({
  cikkszam: Cikkszam,
  name_hu: Type.String({ maxLength: 300 }),
  name_en: Type.String({ maxLength: 300 }),
  props: VariantProps,
  /** price history, oldest first; the last point is the current price */
  prices: Type.Array(PricePoint, { minItems: 1, maxItems: 1000 }),
  stock: Stock,
  /** ids of compatible motorcycle types (MotorcycleTypeRecord.id) */
  bikes: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 20_000 }),
});
export type VariantRecord = Static<typeof VariantRecord>;

export const Download = Type.Object({ name: Type.String({ minLength: 1, maxLength: 300 }), url: Type.String({ minLength: 1, maxLength: 1000 }) });
export type Download = Static<typeof Download>;
export const ImageList = Type.Array(Type.String({ minLength: 1, maxLength: 1000 }), { maxItems: 100 });

export const ProductRecord = Type.Object({
  alias: Alias,
  cikkszam: Cikkszam,
  fullname_hu: Name,
  fullname_en: Type.String({ maxLength: 300 }),
  /** HTML; sanitized on the way in */
  content_hu: Html,
  content_en: Html,
  categoryAlias: Alias,
  brandAlias: Type.Union([Alias, Type.Null()]),
  images: ImageList,
  downloads: Type.Array(Download, { maxItems: 100 }),
  /** a last-piece item ('utolsó darabok') */
  lastPieces: Type.Boolean(),
  variants: Type.Array(VariantRecord, { minItems: 1, maxItems: 500 }),
});
export type ProductRecord = Static<typeof ProductRecord>;

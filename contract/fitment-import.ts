import { Type, type Static } from 'typebox';

/** The motorcycle database the shop imports; its ids are kept because the spec exposes them. */

const Id = Type.Integer({ minimum: 1 });
const Name = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });

export const ManufacturerRecord = Type.Object({ id: Id, name: Name });
export type ManufacturerRecord = Static<typeof ManufacturerRecord>;

export const ConstructionRecord = Type.Object({ id: Id, name: Name });
export type ConstructionRecord = Static<typeof ConstructionRecord>;

export const MotorcycleTypeRecord = Type.Object({
  id: Id,
  manufacturerId: Id,
  constructionId: Id,
  /** model name without the manufacturer, e.g. "CBR 600 RR" */
  name: Name,
  /** cm³ */
  capacity: Type.Integer({ minimum: 0, maximum: 10_000 }),
  yearFrom: Type.Integer({ minimum: 1880, maximum: 2200 }),
  yearTo: Type.Union([Type.Integer({ minimum: 1880, maximum: 2200 }), Type.Null()]),
  img: Type.String({ maxLength: 1000 }),
});
export type MotorcycleTypeRecord = Static<typeof MotorcycleTypeRecord>;

/** The motorcycle types one variant fits; replaces what it fitted before. */
export const VariantFitment = Type.Object({
  variantId: Id,
  typeIds: Type.Array(Id, { maxItems: 20_000 }),
});
export type VariantFitment = Static<typeof VariantFitment>;

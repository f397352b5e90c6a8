import { Type, type Static } from 'typebox';
import { ListQuery } from './admin-list';

/** The back office's fitment calls: which motorcycle types a product's variants fit (not in the storefront spec). */

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const AdminBikeManufacturer = Type.Object({ id: Type.Integer(), name: Type.String() });
export type AdminBikeManufacturer = Static<typeof AdminBikeManufacturer>;

export const AdminBikeType = Type.Object({
  id: Type.Integer(),
  manufacturerId: Type.Integer(),
  manufacturer: Type.String(),
  construction: Type.String(),
  /** model without the manufacturer, e.g. "CBR 600 RR" */
  name: Type.String(),
  capacity: Type.Integer(),
  yearFrom: Type.Integer(),
  yearTo: Type.Union([Type.Integer(), Type.Null()]),
});
export type AdminBikeType = Static<typeof AdminBikeType>;

/** Search of the motorcycle types: free text (manufacturer, model, capacity) and exact filters. */
export const BikeTypeQuery = ListQuery(['manufacturer', 'name', 'capacity', 'yearFrom', 'id'], {
  manufacturerId: Type.Optional(Id),
  capacity: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  /** built in this year (between its first and last year) */
  year: Type.Optional(Type.Integer({ minimum: 1880, maximum: 2200 })),
});
export type BikeTypeQuery = Static<typeof BikeTypeQuery>;

export const FitmentVariant = Type.Object({
  id: Type.Integer(),
  cikkszam: Type.String(),
  name_hu: Type.String(),
  types: Type.Array(AdminBikeType),
});
export type FitmentVariant = Static<typeof FitmentVariant>;

/** A product's fitment: each variant with the types it fits; no link at all means a universal part. */
export const AdminFitment = Type.Object({
  id: Type.Integer(),
  alias: Type.String(),
  cikkszam: Type.String(),
  fullname_hu: Type.String(),
  universal: Type.Boolean(),
  variants: Type.Array(FitmentVariant),
});
export type AdminFitment = Static<typeof AdminFitment>;

/** Link or unlink types; `variantIds` absent: every variant of the product. */
export const FitmentChange = Type.Object({
  typeIds: Type.Array(Id, { minItems: 1, maxItems: 2_000, uniqueItems: true }),
  variantIds: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: 1_000, uniqueItems: true })),
}, { additionalProperties: false });
export type FitmentChange = Static<typeof FitmentChange>;

/**
 * A fitment list: lines `cikkszam;type id` or `cikkszam;manufacturer;model;years` (years `2007-2012`,
 * `2007-` or `2007`), `;` or `,` separated, an optional header line. The item number is a variant's
 * (that variant) or a product's (all its variants). `apply` false: only report what would happen.
 */
export const FitmentImportBody = Type.Object({
  csv: Type.String({ maxLength: 4_000_000 }),
  apply: Type.Boolean(),
}, { additionalProperties: false });
export type FitmentImportBody = Static<typeof FitmentImportBody>;

export const FitmentImportResult = Type.Object({
  status: Type.Literal(1),
  applied: Type.Boolean(),
  /** data lines read (without the header and blank lines) */
  rows: Type.Integer(),
  /** variant–type links the file adds */
  added: Type.Integer(),
  /** links it names that exist already */
  unchanged: Type.Integer(),
  rejected: Type.Array(Type.Object({ line: Type.Integer(), reason: Type.String() })),
});
export type FitmentImportResult = Static<typeof FitmentImportResult>;

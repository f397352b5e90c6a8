import { Type, type TProperties, type TSchema } from 'typebox';

/**
 * The back office's list convention (react-admin's shape): `?page=1&perPage=25&sort=<field>&order=ASC|DESC
 * &q=<free text>&<filter>=…` answers `{ status: 1, total, items }`; one record answers `{ status: 1, item }`.
 */

/** Deep pages of a huge table cost a full scan each; nobody pages past the ten-thousandth row by hand. */
export const MAX_LIST_OFFSET = 10_000;

export function ListQuery<S extends string, F extends TProperties>(sortFields: readonly [S, ...S[]], filters: F) {
  return Type.Object({
    page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
    perPage: Type.Integer({ minimum: 1, maximum: 100, default: 25 }),
    sort: Type.Union(sortFields.map((field) => Type.Literal(field)), { default: sortFields[0] }),
    order: Type.Union([Type.Literal('ASC'), Type.Literal('DESC')], { default: 'DESC' }),
    q: Type.Optional(Type.String({ maxLength: 200 })),
    ...filters,
  }, { additionalProperties: false });
}

export const ListResponse = <T extends TSchema>(item: T) =>
  Type.Object({ status: Type.Literal(1), total: Type.Integer({ minimum: 0 }), items: Type.Array(item) });

export const ItemResponse = <T extends TSchema>(item: T) => Type.Object({ status: Type.Literal(1), item });

export const AdminIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

import { Type, type Static } from 'typebox';

/** A manufacturer, construction or motorcycle type as the selector lists them. */
export const NamedItem = Type.Object({ id: Type.Integer(), name_en: Type.String() });
export type NamedItem = Static<typeof NamedItem>;
export const NamedList = Type.Array(NamedItem);

/** Capacities are plain numbers (cm³); the selector shows them as ranges. */
export const CapacityList = Type.Array(Type.Integer());

/** GET /api/motorom/adatok/{type}: what the selector shows once a type is chosen. */
export const BikeDetails = Type.Object({
  id: Type.Integer(),
  img: Type.String(),
  /** manufacturer and model, e.g. 'Honda CBR 600 RR (2007-2008)' */
  name_en: Type.String(),
  capacity: Type.Integer(),
  gyarto: NamedItem,
  felepites: NamedItem,
});
export type BikeDetails = Static<typeof BikeDetails>;

/** Capacities above this are one choice, '1000+ ccm'. */
export const CAPACITY_OPEN_RANGE_FROM = 1000;


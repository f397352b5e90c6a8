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


/** One model year range of a motorcycle model, as its landing page offers them. */
export const ModelType = Type.Object({
  id: Type.Integer(),
  /** the type's own name, e.g. 'MT-07 (2019-2020)' */
  name_en: Type.String(),
  /** the construction ('felepites') the Motorom selector files it under */
  constructionId: Type.Integer(),
  capacity: Type.Integer(),
  yearFrom: Type.Integer(),
  yearTo: Type.Union([Type.Integer(), Type.Null()]),
});

/** A category with parts for the model: how many products fit each of the model's types. */
export const ModelCategory = Type.Object({
  alias: Type.String(),
  name_hu: Type.String(),
  /** the listing's address: `/main` or `/main/sub/` */
  path: Type.String(),
  /** products of the category fitting a type, by type id (types without any are left out) */
  counts: Type.Record(Type.String(), Type.Integer()),
});

/** GET /api/motorom/modell/{slug}: the landing page of a motorcycle model, e.g. /alkatresz/yamaha-mt-07. */
export const ModelPage = Type.Object({
  status: Type.Literal(1),
  model: Type.Object({
    slug: Type.String(),
    /** manufacturer and model, e.g. 'Yamaha MT-07' */
    name: Type.String(),
    manufacturer: NamedItem,
    img: Type.String(),
    types: Type.Array(ModelType),
  }),
  categories: Type.Array(ModelCategory),
});
export type ModelPage = Static<typeof ModelPage>;

/** 'Garázs': a logged-in rider's motorcycles, the last added first. */
export const GarageResponse = Type.Object({ status: Type.Literal(1), bikes: Type.Array(BikeDetails) });
export const GarageChange = Type.Object({ type: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }, { additionalProperties: false });

/**
 * The cart's plain constants, free of schema code so the web app can import them without pulling
 * the schema library into its bundle; contract/cart.ts builds the schemas from them.
 */

/**
 * A delivery mode (spec `szallitas`): 0 personal pickup, 1 GLS courier, 2 MPL courier. The modes,
 * their texts and costs are shop settings; a new mode takes a new number.
 */
export type DeliveryMode = number;

/** Most pieces of one variant a single cart line may hold. */
export const MAX_LINE_QUANTITY = 99;
/** Longest text an order-data field may hold; the note may be longer. */
export const MAX_FIELD_LENGTH = 200;
export const MAX_NOTE_LENGTH = 2000;

/** The spec's user data fields (section 3), in the order the forms show them. */
export const USER_DATA_FIELDS = [
  'email', 'szallitas_vnev', 'szallitas_knev', 'szallitas_irsz', 'szallitas_varos', 'szallitas_utca',
  'szallitas_telefonszam', 'szamla_nev', 'adoszam', 'szamla_irsz', 'szamla_varos', 'szamla_utca',
] as const;
export type UserDataField = (typeof USER_DATA_FIELDS)[number];

/** Everything modifyCart may change: an allow-list, so prices, totals and ownership never come from a request. */
export const TEXT_FIELDS = [...USER_DATA_FIELDS, 'megjegyzes'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
/** 'billing data same as shipping' and 'terms accepted' */
export const FLAG_FIELDS = ['szamla_megegyezik', 'aszf_elfogadva'] as const;
export type FlagField = (typeof FLAG_FIELDS)[number];
export const MODIFIABLE_FIELDS = [...TEXT_FIELDS, ...FLAG_FIELDS, 'szallitas'] as const;
export type ModifiableField = (typeof MODIFIABLE_FIELDS)[number];

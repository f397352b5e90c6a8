/**
 * The cart's plain constants, free of schema code so the web app can import them without pulling
 * the schema library into its bundle; contract/cart.ts builds the schemas from them.
 */

/** Delivery modes (spec `szallitas`): 0 personal pickup, 1 GLS courier, 2 MPL courier. */
export const DELIVERY_MODES = [0, 1, 2] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

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

/** The delivery and payment texts of spec section 9, shown on the basket, the review and in the mails. */
export const DELIVERY_OPTIONS: readonly { mode: DeliveryMode; label: string; payment: string; delivery: string }[] = [
  {
    mode: 0,
    label: 'Személyes átvétel az üzletben',
    payment: 'Fizetés átvételkor az üzletben, készpénzzel vagy bankkártyával.',
    delivery: 'Átvehető nyitvatartási időben.',
  },
  {
    mode: 1,
    label: 'GLS futárszolgálat',
    payment: 'Fizetés utánvéttel: készpénzzel vagy bankkártyával a futárnál.',
    delivery: 'Kézbesítés a következő munkanapon.',
  },
  {
    mode: 2,
    label: 'MPL futárszolgálat',
    payment: 'Csak előre utalással fizethető.',
    delivery: 'Kézbesítés 3-5 munkanap alatt.',
  },
];

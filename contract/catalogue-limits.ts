/**
 * Limits of a variant's fields as the catalogue's schemas check them: TypeBox-free, so the back office
 * can check a change before sending it and say what is wrong in Hungarian.
 */

/** Whole forints, VAT included; under a hundred million keeps a typo from becoming a price. */
export const MAX_PRICE = 99_999_999;
export const MAX_STOCK = 1_000_000;
export const CIKKSZAM_MAX_LENGTH = 100;
export const NAME_MAX_LENGTH = 300;

/** An address part staff choose (a page's, a popup notice's): TypeBox-free, so the shopper's bundle can check one. */
export const ALIAS_PATTERN = '^[a-z0-9][a-z0-9-]*$';
export const ALIAS_MAX_LENGTH = 200;

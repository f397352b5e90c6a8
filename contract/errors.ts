/**
 * The `error` field of every error body: one machine-readable code per thing that can go wrong.
 * Callers (the web app, the back office, scripts) tell errors apart by these codes, never by the
 * Hungarian `message`, which is worded for people and may change. The server maps each code to its
 * HTTP status in server/http/errors.ts.
 */
export const ERROR_CODES = [
  // The request itself: malformed JSON, a wrong shape, a body too large, a missing CSRF token.
  'bad_request',
  'payload_too_large',
  'unsupported_media_type',
  'csrf',
  // A visitor's input broke a rule (form fields, a cart field's value, a password's rules).
  'validation_failed',
  // Who is calling.
  'unauthorized',
  'forbidden',
  'bad_credentials',
  'old_site_account',
  // A staff sign-in's second factor, and a member who must set it up before anything else.
  'totp_code_required',
  'totp_code_invalid',
  'totp_setup_required',
  'rate_limited',
  // Catalogue, content and fitment lookups.
  'not_found',
  'variant_not_found',
  // A product taken off sale: its address answers 410 so search engines drop it.
  'gone',
  // The basket and checkout.
  'cart_not_found',
  'cart_line_not_found',
  'cart_finished',
  'out_of_stock',
  'not_enough_stock',
  'quantity_limit',
  'order_data_invalid',
  // Accounts.
  'email_taken',
  'unknown_email',
  'reset_token_invalid',
  'reset_email_mismatch',
  // The server's side.
  'conflict',
  'unavailable',
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Narrows an unknown `error` field (from a parsed answer) to a known code. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

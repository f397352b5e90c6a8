import type { ErrorCode } from '../../contract/errors';
import { causeChain } from '../db/driver-errors';

export type { ErrorCode };

/**
 * The HTTP status of every error code; services name the code, never the status.
 * `satisfies Record<ErrorCode, …>` keeps the table complete: a new code without a status does not compile.
 */
export const STATUS_BY_CODE = {
  bad_request: 400,
  validation_failed: 400,
  quantity_limit: 400,
  order_data_invalid: 400,
  reset_email_mismatch: 400,
  unauthorized: 401,
  bad_credentials: 401,
  old_site_account: 401,
  totp_code_required: 401,
  totp_code_invalid: 401,
  forbidden: 403,
  csrf: 403,
  totp_setup_required: 403,
  not_found: 404,
  variant_not_found: 404,
  gone: 410,
  cart_not_found: 404,
  cart_line_not_found: 404,
  unknown_email: 404,
  reset_token_invalid: 404,
  conflict: 409,
  cart_finished: 409,
  out_of_stock: 409,
  not_enough_stock: 409,
  email_taken: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const satisfies Record<ErrorCode, number>;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * True when the error means the database cannot be reached (down, restarting, connection lost),
 * as opposed to a query that is wrong.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of causeChain(error)) {
    if (typeof code === 'string' && (CONNECTION_ERRNOS.has(code) || /^(08|57P)/.test(code))) return true;
    if (typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message)) {
      return true;
    }
  }
  return false;
}

import { HttpError } from 'react-admin';
import { ApiError } from '../../lib/api-client';

/**
 * Turns the API client's error into react-admin's HttpError, whose message the notification shows:
 * the server's Hungarian message, or react-admin's Hungarian key when there is none (network down).
 */
export function toHttpError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const message = typeof error.body?.message === 'string' ? error.body.message
    : error.status === 0 ? 'ra.notification.offline' : 'ra.notification.http_error';
  return new HttpError(message, error.status, error.body);
}

/** Runs a call and rethrows its failure as an HttpError. */
export async function asHttp<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toHttpError(error);
  }
}

import { ApiError } from '../../lib/api-client';

/** The server's Hungarian message of a refused call, or a general one (a lost connection, a crash). */
export function errorMessage(error: unknown): string {
  const message = error instanceof ApiError ? error.body?.message : undefined;
  return typeof message === 'string' ? message : 'A művelet nem sikerült, kérjük, próbálja újra.';
}

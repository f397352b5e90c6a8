import { QueryClient } from '@tanstack/react-query';
import { statusOf } from '../auth/staff-session';

/** How many times a read that met a network failure or a server error is asked again. */
const RETRIES = 2;

/**
 * Whether react-admin asks a failed read again. React-admin's own QueryClient retries every failure three
 * times, 1, 2 and 4 s apart: its permissions query, failing with /me's kept 401 (nobody signed in), held
 * the sign-in page behind 'Betöltés' for 7 s, and a refused list or record showed its message as late.
 * A refused answer (4xx: not signed in, not allowed, not found, invalid) is the same when asked again;
 * only a network failure (no status, or 0) or a server error (5xx) may pass.
 */
export function retriesRead(failureCount: number, error: unknown): boolean {
  const status = statusOf(error) ?? 0;
  return failureCount < RETRIES && (status === 0 || status >= 500);
}

/** The back office's query cache: react-admin's defaults but for the retries above. */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: retriesRead } } });
}

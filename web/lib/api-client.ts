/**
 * The one fetch wrapper of the web app. Every request is marked as an
 * XMLHttpRequest and carries the CSRF token the server injects into the page
 * head; the server rejects state-changing calls without them. JSON in, JSON out.
 */
import type { ErrorBody } from '../../contract/common';
import { isErrorCode, type ErrorCode } from '../../contract/errors';
import { readStored } from './storage';

/** The server's error body; spec-fixed answers may add fields such as `errors`. */
export type ApiErrorBody = Partial<ErrorBody> & Record<string, unknown>;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when no response arrived (network failure). */
  readonly status: number;
  /** The parsed JSON body of the answer, null when there was none. */
  readonly body: ApiErrorBody | null;
  /** The raw body when it was not JSON: the spec's plain-text answers (a login's 'Old site data'). */
  bodyText: string | null = null;

  constructor(status: number, body: ApiErrorBody | null, message?: string, options?: ErrorOptions) {
    super(message ?? (typeof body?.message === 'string' ? body.message : `HTTP ${status}`), options);
    this.status = status;
    this.body = body;
  }

  /** The server's error code: how callers tell one failure from another (never by `message`). */
  get code(): ErrorCode | null {
    return isErrorCode(this.body?.error) ? this.body.error : null;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Send `Authorization: Bearer <stored token>` (spec section 6 lists these calls). */
  auth?: boolean;
  signal?: AbortSignal;
}

function csrfToken(): string | null {
  const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
  if (token) return token;
  console.error('CSRF token not found');
  return null;
}

function requestHeaders(hasBody: boolean, auth: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  const csrf = csrfToken();
  if (csrf) headers['X-CSRF-Token'] = csrf;
  if (hasBody) headers['Content-Type'] = 'application/json';
  const token = auth ? readStored('token') : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, auth = false, signal } = options;
  const hasBody = body !== undefined;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: requestHeaders(hasBody, auth),
      body: hasBody ? JSON.stringify(body) : undefined,
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    // A cancelled query must stay an AbortError so TanStack Query ignores it.
    if (signal?.aborted) throw cause;
    throw new ApiError(0, null, `Network error: ${method} ${path}`, { cause });
  }
  const text = await response.text();
  const parsed = parseJson(text);
  if (!response.ok) {
    const error = new ApiError(response.status, parsed.ok && isRecord(parsed.value) ? parsed.value : null);
    if (!parsed.ok) error.bodyText = text;
    throw error;
  }
  // A 2xx that is not JSON is not our API (e.g. an HTML fallback page).
  if (!parsed.ok) throw new ApiError(response.status, null, `Not a JSON answer: ${method} ${path}`);
  return parsed.value as T;
}

export function apiGet<T>(path: string, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'GET' });
}

export function apiPost<T>(
  path: string,
  body: unknown = {},
  options: Omit<ApiRequestOptions, 'method' | 'body'> = {},
): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'POST', body });
}

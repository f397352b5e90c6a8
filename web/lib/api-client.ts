/**
 * The one fetch wrapper of the web app. Every request is marked as an
 * XMLHttpRequest and carries the CSRF token the server injects into the page
 * head; the server rejects state-changing calls without them. JSON in, JSON out.
 */
import type { Static, TSchema } from 'typebox';
import type { ErrorBody } from '../../contract/common';
import { ENDPOINT_PATHS, type EndpointName } from '../../contract/endpoint-paths';
import type { ENDPOINTS } from '../../contract/endpoints';
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

interface ApiRequestOptions {
  method: 'GET' | 'POST';
  body?: unknown;
  /** Send `Authorization: Bearer <stored token>`. */
  auth: boolean;
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

async function apiRequest(path: string, options: ApiRequestOptions): Promise<unknown> {
  const { method, body, auth, signal } = options;
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
  return parsed.value;
}

type Table = typeof ENDPOINTS;
type SchemaOf<N extends EndpointName, K extends 'params' | 'body'> = Table[N] extends Record<K, infer S extends TSchema> ? Static<S> : undefined;
/** The success answer of a call, as contract/endpoints.ts documents it. */
export type ApiAnswer<N extends EndpointName> = Static<Table[N]['responses'][200]>;
/** The body a call sends, as contract/endpoints.ts documents it. */
export type ApiBody<N extends EndpointName> = SchemaOf<N, 'body'>;

type Field<K extends string, T> = undefined extends T ? { [P in K]?: T } : { [P in K]: T };
export type ApiCallInput<N extends EndpointName> = Field<'params', SchemaOf<N, 'params'>> & Field<'body', ApiBody<N>> & {
  signal?: AbortSignal;
};

/** The entry's path with each `:name` replaced by its encoded parameter. */
function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_match, key: string) => encodeURIComponent(String(params?.[key])));
}

/**
 * Calls one entry of the endpoint table: its method, path and token use come from the table, the
 * parameter, body and answer types from its schemas (types only, so no schema reaches the bundle).
 */
export async function apiCall<N extends EndpointName>(
  name: N,
  ...[input]: object extends ApiCallInput<N> ? [ApiCallInput<N>?] : [ApiCallInput<N>]
): Promise<ApiAnswer<N>> {
  const { method, path, ...rest } = ENDPOINT_PATHS[name];
  const { params, body, signal } = (input ?? {}) as { params?: Record<string, unknown>; body?: unknown; signal?: AbortSignal };
  // A POST without fields still sends a JSON object: the server's body schemas expect one.
  const sent = method === 'POST' ? (body ?? {}) : undefined;
  const answer = await apiRequest(fillPath(path, params), { method, body: sent, auth: 'bearer' in rest, signal });
  return answer as ApiAnswer<N>;
}

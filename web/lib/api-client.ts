/**
 * The one fetch wrapper of the web app. Every request is marked as an
 * XMLHttpRequest and carries the CSRF token the server injects into the page
 * head; the server rejects state-changing calls without them. JSON in, JSON out.
 */
import type { Static, TSchema } from 'typebox';
import type { ErrorBody } from '../../contract/common';
import { ENDPOINT_PATHS, type EndpointName, type EndpointPath } from '../../contract/endpoint-paths';
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

let tokenRejected: (() => void) | null = null;

/**
 * Set once by the app (router.tsx): what to do when the server answers a call that carried the stored
 * token as it answers a guest (401 'unauthorized'), because the token expired or was ended elsewhere.
 */
export function whenTokenRejected(handler: () => void): void {
  tokenRejected = handler;
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
  // A file upload (the back office's photos and PDFs): the browser sets the multipart type and boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers = requestHeaders(hasBody && !isForm, auth);
  const sentToken = headers.Authorization;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: isForm ? body : hasBody ? JSON.stringify(body) : undefined,
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
    // Only while that token is still the stored one: a late answer must not end a login made since.
    if (sentToken && response.status === 401 && error.code === 'unauthorized' && sentToken === `Bearer ${readStored('token')}`) tokenRejected?.();
    throw error;
  }
  // A 2xx that is not JSON is not our API (e.g. an HTML fallback page).
  if (!parsed.ok) throw new ApiError(response.status, null, `Not a JSON answer: ${method} ${path}`);
  return parsed.value;
}

type Table = typeof ENDPOINTS;
type SchemaIn<T, N extends keyof T, K extends 'params' | 'query' | 'body'> = T[N] extends Record<K, infer S extends TSchema> ? Static<S> : undefined;
/** The success answer of call N of an endpoint table T, as its entry documents it. */
export type AnswerIn<T, N extends keyof T> = T[N] extends { responses: { 200: infer S extends TSchema } } ? Static<S> : never;
type Field<K extends string, T> = undefined extends T ? { [P in K]?: T } : { [P in K]: T };
/** What call N of an endpoint table T takes: its path parameters, query string and body, each typed from the entry. */
export type CallInput<T, N extends keyof T> = Field<'params', SchemaIn<T, N, 'params'>> & Field<'query', SchemaIn<T, N, 'query'>>
  & Field<'body', SchemaIn<T, N, 'body'>> & { signal?: AbortSignal };

/** The success answer of a call, as contract/endpoints.ts documents it. */
export type ApiAnswer<N extends EndpointName> = AnswerIn<Table, N>;
/** The body a call sends, as contract/endpoints.ts documents it. */
export type ApiBody<N extends EndpointName> = SchemaIn<Table, N, 'body'>;
export type ApiCallInput<N extends EndpointName> = CallInput<Table, N>;

/** The entry's path with each `:name` replaced by its encoded parameter, then the query string. */
function urlOf(path: string, params: Record<string, unknown> | undefined, query: Record<string, unknown> | undefined): string {
  const filled = path.replace(/:(\w+)/g, (_match, key: string) => encodeURIComponent(String(params?.[key])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.append(key, String(value));
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/**
 * Calls one entry of an endpoint table (the storefront's or the back office's): its method, path and
 * token use come from the entry. Typed wrappers such as apiCall give the answer its type.
 */
export async function callEndpoint(entry: EndpointPath, input?: { params?: unknown; query?: unknown; body?: unknown; signal?: AbortSignal }): Promise<unknown> {
  const { params, query, body, signal } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown; signal?: AbortSignal };
  // A POST without fields still sends a JSON object: the server's body schemas expect one.
  const sent = entry.method === 'POST' ? (body ?? {}) : undefined;
  return apiRequest(urlOf(entry.path, params, query), { method: entry.method, body: sent, auth: entry.bearer === true, signal });
}

/**
 * A storefront call answered without HTTP: the server's render asks its services directly. `signal`: the
 * query function's, by which the server tells which page's render called (entry-server.tsx).
 */
export type InProcessCall = (name: EndpointName, input: { params?: unknown; query?: unknown; body?: unknown }, signal: AbortSignal | undefined) => Promise<unknown>;

let inProcess: InProcessCall | null = null;

/** Set once by the server's renderer (entry-server.tsx); the browser never sets it. */
export function answerCallsInProcess(call: InProcessCall): void {
  inProcess = call;
}

/**
 * Calls one entry of the storefront's endpoint table, typed from its schemas (types only, so no
 * schema reaches the bundle).
 */
export async function apiCall<N extends EndpointName>(
  name: N,
  ...[input]: object extends ApiCallInput<N> ? [ApiCallInput<N>?] : [ApiCallInput<N>]
): Promise<ApiAnswer<N>> {
  if (inProcess) {
    const { params, query, body, signal } = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown; signal?: AbortSignal };
    return (await inProcess(name, { params, query, body }, signal)) as ApiAnswer<N>;
  }
  return (await callEndpoint(ENDPOINT_PATHS[name], input)) as ApiAnswer<N>;
}

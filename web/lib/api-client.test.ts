import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiCall, whenTokenRejected } from './api-client';

interface Call {
  url: string;
  init: RequestInit;
}

let calls: Call[];
let nextResponse: () => Response;

function stubPage(csrf: string | null, token: string | null = null): void {
  vi.stubGlobal('document', {
    querySelector: (selector: string) =>
      selector === 'meta[name="csrf-token"]' && csrf !== null ? { content: csrf } : null,
  });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => (key === 'token' ? token : null),
  });
}

const headersOf = (call: Call | undefined) => (call?.init.headers ?? {}) as Record<string, string>;

beforeEach(() => {
  calls = [];
  nextResponse = () => Response.json({ status: 1 });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return nextResponse();
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('api-client headers', () => {
  it('marks every request as XHR and sends the CSRF token from the meta tag', async () => {
    stubPage('csrf-123');
    await apiCall('getParentPages');
    expect(headersOf(calls[0])).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': 'csrf-123' });
  });

  it('logs "CSRF token not found" and still sends the request without the header', async () => {
    stubPage(null);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await apiCall('getHeaderCategories');
    expect(error).toHaveBeenCalledWith('CSRF token not found');
    expect(calls).toHaveLength(1);
    expect(headersOf(calls[0])).not.toHaveProperty('X-CSRF-Token');
    expect(headersOf(calls[0])['X-Requested-With']).toBe('XMLHttpRequest');
  });

  it('adds the bearer token only on the bearer calls of the table, when a token is stored', async () => {
    stubPage('c', 'tok-9');
    await apiCall('logout');
    await apiCall('finishCart', { body: { cart_id: 'c1' } });
    expect(headersOf(calls[0]).Authorization).toBe('Bearer tok-9');
    expect(headersOf(calls[1])).not.toHaveProperty('Authorization');
  });

  it('omits Authorization on a bearer call when nobody is logged in', async () => {
    stubPage('c', null);
    await apiCall('getPopup');
    expect(headersOf(calls[0])).not.toHaveProperty('Authorization');
  });
});

describe('api-client bodies and errors', () => {
  beforeEach(() => stubPage('c'));

  it('posts JSON and returns the parsed answer', async () => {
    nextResponse = () => Response.json({ status: 1, cart: { id: 5 } });
    const answer = (await apiCall('getCart', { body: { cart_id: 'c5' } })) as unknown as { cart: { id: number } };
    expect(answer.cart.id).toBe(5);
    expect(calls[0]?.url).toBe('/api/getCart');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"cart_id":"c5"}');
    expect(headersOf(calls[0])['Content-Type']).toBe('application/json');
  });

  it('fills the path parameters into the table path, encoded', async () => {
    await apiCall('capacities', { params: { m: 3, c: 14 } });
    await apiCall('typesByInput', { params: { text: 'cbr 600/rr' } });
    expect(calls.map((call) => [call.init.method, call.url])).toEqual([
      ['GET', '/api/motorom/hengerurtartalmak/3/14'],
      ['GET', '/api/motorom/tipusokByInput/cbr%20600%2Frr'],
    ]);
  });

  it('sends no body and no Content-Type on GET', async () => {
    await apiCall('getParentPages');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(headersOf(calls[0])).not.toHaveProperty('Content-Type');
  });

  it('throws ApiError with the status and the server body on non-2xx', async () => {
    const body = { status: 0, error: 'not_found', message: 'Nem található ilyen oldal.' };
    nextResponse = () => Response.json(body, { status: 404 });
    const error = await apiCall('getPages', { params: { alias: 'nincs' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, body, message: 'Nem található ilyen oldal.' });
  });

  it('reports a network failure as ApiError status 0', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiCall('getParentPages')).rejects.toMatchObject({ name: 'ApiError', status: 0, body: null });
  });

  it('rejects a 2xx answer that is not JSON', async () => {
    nextResponse = () => new Response('<!doctype html>', { status: 200 });
    await expect(apiCall('getParentPages')).rejects.toMatchObject({ status: 200, body: null });
  });
});

describe('a stored token the server no longer knows', () => {
  const unauthorized = () => Response.json({ error: 'unauthorized', message: 'Bejelentkezés szükséges.' }, { status: 401 });

  it('is reported once a bearer call carrying it is answered 401 unauthorized', async () => {
    const rejected = vi.fn();
    whenTokenRejected(rejected);
    stubPage('c', 'expired-token');
    nextResponse = unauthorized;
    await expect(apiCall('customerOrders')).rejects.toBeInstanceOf(ApiError);
    expect(rejected).toHaveBeenCalledTimes(1);
  });

  it('is not reported for a guest\'s call, a wrong password or another refusal', async () => {
    const rejected = vi.fn();
    whenTokenRejected(rejected);
    stubPage('c', null);
    nextResponse = unauthorized;
    await expect(apiCall('customerOrders')).rejects.toBeInstanceOf(ApiError);
    stubPage('c', 'tok');
    nextResponse = () => Response.json({ error: 'bad_credentials', message: 'Hibás felhasználónév vagy jelszó.' }, { status: 401 });
    await expect(apiCall('login', { body: { email: 'a@example.hu', password: 'x' } })).rejects.toBeInstanceOf(ApiError);
    nextResponse = () => Response.json({ error: 'validation_failed', message: 'Hibás jelszó. A fiókot nem töröltük.' }, { status: 400 });
    await expect(apiCall('deleteAccount', { body: { password: 'x' } })).rejects.toBeInstanceOf(ApiError);
    expect(rejected).not.toHaveBeenCalled();
  });
});

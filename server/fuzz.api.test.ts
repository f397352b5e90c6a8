import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../contract/common';
import { ADMIN_ENDPOINTS } from '../contract/admin-endpoints';
import { ENDPOINTS, type Endpoint, type EndpointName } from '../contract/endpoints';
import { isErrorCode } from '../contract/errors';
import { queryRows } from './db/client';
import { registerUser } from './modules/account/account-test-helpers';
import { createCartTestApp, newCart, sellable } from './modules/cart/cart-test-fixture';
import { addStaff, signIn } from './modules/staff/staff-test-helpers';
import { STAFF_COOKIE } from './http/principal-hook';
import { csrf, type TestApp } from './test-support/test-app';

/**
 * Property-based fuzzing of every call of the endpoint table (issue 10, point 4): hostile path
 * parameters, bodies and methods must get a 4xx in the shop's JSON error shape, never a 5xx, and a
 * refused write must leave the database as it was. The seed is fixed so CI replays the same cases.
 */
const SEED = 20_261_010;
const RUNS_PER_ENDPOINT = 40;

let t: TestApp;
let ip = 0;
/** Values a real client would send for a field of that name, so hostile fields sit beside valid ones. */
const plausible: Record<string, unknown> = {};

const CONTROL_CHARS = ['\u0000', '\u0001', '\u0008', '\u001b', '\u007f', '\u0085', '\u2028', '\ufeff', '\ud800'];
const TRICKY_STRINGS = [
  '', ' ', 'Infinity', '-Infinity', 'NaN', '-1', '0', '1e308', '2147483648', '9007199254740993', 'null', 'true',
  "' OR 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', '%00', 'ő'.repeat(50),
];
const TRICKY_NUMBERS = [-1, 0, 0.5, -0.5, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53 + 2, -(2 ** 31) - 1, 1e308, -1e308, Infinity, -Infinity];

const hostileString = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: fc.oneof(fc.constantFrom(...CONTROL_CHARS), fc.string({ minLength: 1, maxLength: 1 })), maxLength: 20 }),
  fc.constantFrom(...TRICKY_STRINGS),
  fc.integer({ min: 250, max: 80_000 }).map((n) => 'a'.repeat(n)),
);
const hostileLeaf = fc.oneof(hostileString, fc.constantFrom(...TRICKY_NUMBERS), fc.integer(), fc.boolean(), fc.constant(null));
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small', withCrossShrink: true },
  hostileLeaf,
  fc.array(hostileLeaf, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), hostileLeaf, { maxKeys: 3 }),
);

/** JSON text that can carry what JSON.stringify cannot: ±1e999 parses back to ±Infinity. */
function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (v === Infinity ? '@@inf@@' : v === -Infinity ? '@@-inf@@' : v))
    .replaceAll('"@@inf@@"', '1e999')
    .replaceAll('"@@-inf@@"', '-1e999');
}

function propertiesOf(schema: TSchema): Record<string, TSchema> {
  const s = schema as { properties?: Record<string, TSchema>; anyOf?: TSchema[] };
  if (s.properties) return s.properties;
  return Object.assign({}, ...(s.anyOf ?? []).map(propertiesOf)) as Record<string, TSchema>;
}

function plausibleFor(key: string, schema: TSchema): unknown {
  if (key in plausible) return plausible[key];
  try {
    return Value.Create(schema);
  } catch {
    return 'x';
  }
}

/** A body built from the schema's fields: each valid, hostile or left out, plus unknown extra fields; sometimes no object at all. */
function bodyOf(schema: TSchema | undefined): fc.Arbitrary<unknown> {
  const fields = Object.entries(schema ? propertiesOf(schema) : {});
  const field = (key: string, s: TSchema) =>
    fc.oneof(fc.constant(plausibleFor(key, s)), hostileValue, fc.constant(undefined));
  const object = fc
    .tuple(fc.record(Object.fromEntries(fields.map(([k, s]) => [k, field(k, s)]))), fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 2 }))
    .map(([known, extra]) => ({ ...extra, ...known }));
  return fc.oneof({ weight: 6, arbitrary: object }, { weight: 1, arbitrary: hostileValue });
}

/** A path segment: valid, a hostile string escaped properly, a broken escape, or longer than the router allows. */
function segmentOf(name: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constant(String(plausible[name] ?? '1')),
    hostileString.filter((s) => s.length < 5_000).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd'))),
    fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%AF', '%FF', '%00', '%0A', '%2F..%2F', 'a%', '%u0041'),
    fc.constantFrom(301, 2_000, 9_000).map((n) => 'b'.repeat(n)),
  );
}

/** A query string from the schema's fields, each valid, hostile or left out, plus unknown extra keys. */
function queryOf(schema: TSchema | undefined): fc.Arbitrary<string> {
  return bodyOf(schema).map((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return `?${encodeURIComponent(String(value))}`;
    const search = new URLSearchParams();
    for (const [key, v] of Object.entries(value)) if (v !== undefined) search.append(key, typeof v === 'string' ? v : toJson(v));
    return `?${search.toString()}`;
  });
}

function pathArb(path: string): fc.Arbitrary<string> {
  const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  return fc.tuple(...names.map(segmentOf)).map((values) => {
    let i = 0;
    return path.replace(/:(\w+)/g, () => values[i++]!);
  });
}

const authArb = fc.oneof(
  fc.constant(undefined),
  fc.constant('valid'),
  fc.constantFrom('Bearer ', 'Bearer x', `Bearer ${'t'.repeat(5_000)}`, 'Basic YTpi', 'Bearer Infinity'),
);

/** Row count and checksum of every table: a refused write must leave all of them as they were. */
let snapshotQuery: string;
async function snapshot(): Promise<Record<string, string>> {
  const rows = await queryRows<{ name: string; sum: string }>(t.database.db, sql.raw(snapshotQuery));
  return Object.fromEntries(rows.map((r) => [r.name, r.sum]));
}

/**
 * The mail sender updates the delivery state of queued mails in the background, whatever the request
 * at hand: of the outbox only which mails exist is compared, so a refused call still may not queue one.
 */
const COMPARED_COLUMNS: Record<string, string> = { outbox_mails: 'x.id::text', staff_sessions: 'x.id::text' };

function isErrorShape(body: unknown): boolean {
  const b = body as Record<string, unknown> | null;
  return typeof b === 'object' && b !== null && b.status === 0 && isErrorCode(b.error) && typeof b.message === 'string';
}

/** A non-2xx answer is the JSON error shape, or the spec-fixed body the table documents for that status. */
function acceptableRefusal(endpoint: Endpoint | undefined, status: number, text: string): boolean {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  if (isErrorShape(body)) return true;
  const documented = endpoint?.responses[status as keyof Endpoint['responses']];
  return documented !== undefined && documented !== ErrorBody && Value.Check(documented, body);
}

interface Case {
  method: string;
  url: string;
  body?: unknown;
  auth?: string;
  /** a back-office call: send the owner's session cookie */
  staff?: boolean;
}

async function send(c: Case) {
  ip++;
  const authorization = c.auth === 'valid' ? `Bearer ${plausible.token as string}` : c.auth;
  return t.app.inject({
    method: c.method as 'GET',
    url: c.url,
    remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
    headers: withStaffCookie({ ...csrf(), 'content-type': 'application/json', ...(authorization ? { authorization } : {}) }, c.staff),
    ...(c.body === undefined ? {} : { payload: toJson(c.body) }),
  });
}

function withStaffCookie(headers: Record<string, string>, staff: boolean | undefined): Record<string, string> {
  return staff ? { ...headers, cookie: `${headers.cookie}; ${STAFF_COOKIE}=${plausible.staffCookie as string}` } : headers;
}

async function check(endpoint: Endpoint | undefined, c: Case): Promise<void> {
  const write = c.method !== 'GET';
  const before = write ? await snapshot() : null;
  const res = await send(c);
  const label = `${c.method} ${c.url.slice(0, 200)} ${toJson(c.body ?? null).slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, label).toBeLessThan(500);
  if (res.statusCode >= 300) {
    expect(acceptableRefusal(endpoint, res.statusCode, res.body), `not the JSON error shape: ${label}`).toBe(true);
    if (before) {
      const after = await snapshot();
      const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
      expect(changed, `a refused write changed the database: ${label}`).toEqual([]);
    }
  }
}

beforeAll(async () => {
  t = await createCartTestApp();
  const variantId = await sellable(t, 9990, 50);
  const { cart } = await newCart(t, variantId);
  const [product] = await queryRows<{ alias: string }>(t.database.db, sql`select alias from products limit 1`);
  plausible.token = await registerUser(t, 'fuzz@example.hu');
  const owner = await addStaff(t, 'owner');
  plausible.staffCookie = await signIn(t, owner.email);
  Object.assign(plausible, {
    id: variantId, cart_id: cart.id, quantity: 1, alias: product!.alias, document: 'aszf', m: 1, c: 1, cap: 600, type: 1,
    text: 'honda', email: 'fuzz@example.hu', password: 'jelszo-123', range: { start: 0, end: 16 },
  });
  const tables = await queryRows<{ name: string }>(
    t.database.db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  snapshotQuery = tables
    .map(({ name }) => {
      const row = COMPARED_COLUMNS[name] ?? 'x::text';
      return `select '${name}' as name, count(*) || ':' || coalesce(md5(string_agg(md5(${row}), '' order by md5(${row}))), '') as sum from "${name}" x`;
    })
    .join(' union all ');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('every call of the endpoint table, fuzzed', () => {
  for (const [name, endpoint] of Object.entries(ENDPOINTS) as [EndpointName, Endpoint][]) {
    it(`${endpoint.method} ${endpoint.path} answers hostile input with a JSON 4xx and changes nothing`, async () => {
      const caseArb = fc.record({
        method: fc.constant(endpoint.method as string),
        url: pathArb(endpoint.path),
        body: endpoint.method === 'POST' ? bodyOf(endpoint.body) : fc.constant(undefined),
        // Logging out with the shared token would end the session the other cases use.
        auth: name === 'logout' ? fc.constant(undefined) : authArb,
      });
      await fc.assert(fc.asyncProperty(caseArb, (c) => check(endpoint, c)), { seed: SEED, numRuns: RUNS_PER_ENDPOINT, endOnFailure: true });
    }, 60_000);
  }

  // Back-office calls with the owner's session: every one can be reached, so every input check is tried.
  // Signing out or changing the password would end the session the other cases use.
  const SESSION_ENDING = new Set(['adminLogout', 'adminPassword']);
  for (const [name, endpoint] of Object.entries(ADMIN_ENDPOINTS) as [string, Endpoint][]) {
    if (SESSION_ENDING.has(name)) continue;
    it(`${endpoint.method} ${endpoint.path} (owner) answers hostile input with a JSON 4xx and changes nothing`, async () => {
      const caseArb = fc.record({
        method: fc.constant(endpoint.method as string),
        url: fc.tuple(pathArb(endpoint.path), endpoint.query ? queryOf(endpoint.query) : fc.constant('')).map(([p, q]) => p + q),
        body: endpoint.method === 'POST' ? bodyOf(endpoint.body) : fc.constant(undefined),
        staff: fc.constant(true),
      });
      await fc.assert(fc.asyncProperty(caseArb, (c) => check(endpoint, c)), { seed: SEED, numRuns: RUNS_PER_ENDPOINT, endOnFailure: true });
    }, 60_000);
  }

  it('answers methods the API does not serve with a JSON 404 or 405 and changes nothing', async () => {
    const paths = [...new Set(Object.values(ENDPOINTS).map((e) => e.path))];
    const caseArb = fc.record({
      method: fc.constantFrom('PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'SEARCH', 'MKCOL', 'LOCK'),
      url: fc.constantFrom(...paths).chain(pathArb),
      body: fc.option(hostileValue, { nil: undefined }),
    });
    await fc.assert(fc.asyncProperty(caseArb, (c) => check(undefined, c)), { seed: SEED, numRuns: 60, endOnFailure: true });
  }, 60_000);
});

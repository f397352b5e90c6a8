import { sql } from 'drizzle-orm';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointName } from '../contract/endpoints';
import { isErrorCode } from '../contract/errors';
import { importBundle, testServices } from './test-support/import-bundle';
import { registerUser, resetTokenFrom } from './modules/account/account-test-helpers';
import { placeOrder } from './modules/order/customer-orders-test-fixture';
import { createCartTestApp, fillOrderData, newCart, sellable, VALID_ORDER_DATA } from './modules/cart/cart-test-fixture';
import { queryRows } from './db/client';
import { csrf, type TestApp } from './test-support/test-app';

/** One call of an example: path parameters, body, and the bearer token when the call sends one. */
interface Call {
  params?: Record<string, string | number>;
  body?: unknown;
  token?: string;
  /** repeat the call this many times first (rate limits) */
  before?: number;
}
type Examples = { [N in EndpointName]: { [S in keyof (typeof ENDPOINTS)[N]['responses']]: () => Promise<Call> } };

let t: TestApp;
let variantId: number;
let productAlias: string;
let token: string;
let ip = 0;

function url(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(String(params[name])));
}

async function send(name: EndpointName, call: Call) {
  const endpoint = ENDPOINTS[name];
  ip++;
  return t.app.inject({
    method: endpoint.method,
    url: url(endpoint.path, call.params),
    remoteAddress: `10.77.${(ip >> 8) & 255}.${ip & 255}`,
    headers: { ...csrf(), ...(call.token ? { authorization: `Bearer ${call.token}` } : {}) },
    ...(endpoint.method === 'POST' ? { payload: (call.body ?? {}) as object } : {}),
  });
}

const cartLine = async () => {
  const { cart } = await newCart(t, variantId);
  return { id: cart.goods[0].id as number, cart_id: cart.id as string };
};
const finishedCart = async () => {
  const { cart } = await newCart(t, variantId);
  await fillOrderData(t, cart.id);
  const res = await send('finishCart', { body: { cart_id: cart.id } });
  if (res.statusCode !== 200) throw new Error(`finishCart failed: ${res.body}`);
  return { line: cart.goods[0].id as number, cart_id: cart.id as string };
};
const UNKNOWN_CART = 'x'.repeat(30);
/** An order of the example customer (billing data given: a signed-in cart takes the profile's, which is empty). */
const ownOrder = async () => {
  const { cart } = await newCart(t, variantId, 1, token);
  await fillOrderData(t, cart.id, {
    ...VALID_ORDER_DATA, szamla_nev: 'Kovács Anna', szamla_irsz: '1051', szamla_varos: 'Budapest', szamla_utca: 'Fő utca 1.',
  });
  const res = await send('finishCart', { body: { cart_id: cart.id }, token });
  if (res.statusCode !== 200) throw new Error(`finishCart failed: ${res.body}`);
  return res.json().cart.orderNumber as string;
};
const profile = (email: string) => ({
  email, szallitas_vnev: 'Kovács', szallitas_knev: 'Anna', szallitas_irsz: '7621', szallitas_varos: 'Pécs',
  szallitas_utca: 'Király utca 1.', szallitas_telefonszam: '+36 30 123 4567', szamla_nev: 'Kovács Anna',
  adoszam: '', szamla_irsz: '7621', szamla_varos: 'Pécs', szamla_utca: 'Király utca 1.',
});
let mailCounter = 0;
const freshEmail = () => `minta${++mailCounter}@example.hu`;
async function resetToken(email: string): Promise<string> {
  await registerUser(t, email);
  await send('passwordCreate', { body: { email } });
  return resetTokenFrom(t, email);
}

const EXAMPLES: Examples = {
  getHeaderCategories: { 200: async () => ({}) },
  productsByAlias: {
    200: async () => ({ params: { alias: 'fekbetet' }, body: {} }),
    400: async () => ({ params: { alias: 'fekbetet' }, body: { range: { start: 0, end: 101 } } }),
  },
  productsByBrand: {
    200: async () => ({ params: { alias: 'teszt-marka' }, body: {} }),
    400: async () => ({ params: { alias: 'teszt-marka' }, body: { range: { start: 5, end: 5 } } }),
  },
  productByAlias: {
    200: async () => ({ params: { alias: productAlias } }),
    404: async () => ({ params: { alias: 'nincs-ilyen' } }),
    410: async () => {
      const retired = await sellable(t, 4990, 1);
      const [row] = await queryRows<{ alias: string }>(t.database.db, sql`
        update products p set active = false from variants v where v.product_id = p.id and v.id = ${retired} returning p.alias`);
      return { params: { alias: row!.alias } };
    },
  },
  getAkciosFooldal: { 200: async () => ({}) },
  getParentPages: { 200: async () => ({}) },
  slidersToFrontPage: { 200: async () => ({}) },
  getPages: {
    200: async () => ({ params: { alias: 'rolunk' } }),
    400: async () => ({ params: { alias: 'Rossz_Alias' } }),
    404: async () => ({ params: { alias: 'nincs-ilyen' } }),
  },
  getPopup: { 200: async () => ({}) },
  legal: { 200: async () => ({ params: { document: 'adatvedelmi-nyilatkozat' } }), 400: async () => ({ params: { document: 'egyeb' } }) },
  manufacturers: { 200: async () => ({}) },
  constructions: { 200: async () => ({ params: { m: 1 } }), 404: async () => ({ params: { m: 99 } }) },
  capacities: { 200: async () => ({ params: { m: 1, c: 10 } }), 404: async () => ({ params: { m: 99, c: 10 } }) },
  types: { 200: async () => ({ params: { m: 1, c: 10, cap: 599 } }), 404: async () => ({ params: { m: 99, c: 10, cap: 599 } }) },
  typesByInput: { 200: async () => ({ params: { text: 'honda cbr' } }) },
  bikeDetails: { 200: async () => ({ params: { type: 101 } }), 404: async () => ({ params: { type: 9999 } }) },
  bikeModel: {
    200: async () => ({ params: { slug: 'honda-cbr-600-rr' } }),
    400: async () => ({ params: { slug: 'Honda_CBR' } }),
    404: async () => ({ params: { slug: 'honda-nincs-ilyen' } }),
  },
  garage: { 200: async () => ({ token }), 401: async () => ({}) },
  garageAdd: {
    200: async () => ({ body: { type: 101 }, token }),
    400: async () => ({ body: { type: 'egy' }, token }),
    401: async () => ({ body: { type: 101 } }),
    404: async () => ({ body: { type: 9999 }, token }),
    409: async () => {
      const rider = await registerUser(t, freshEmail());
      await testServices(t.database.db).fitment.importBikes({
        motorcycleTypes: Array.from({ length: 10 }, (_, i) => ({
          id: 200 + i, manufacturerId: 1, constructionId: 10, name: `CB ${i}`, capacity: 500, yearFrom: 2010, yearTo: null, img: '',
        })),
      });
      for (let i = 0; i < 10; i++) await send('garageAdd', { body: { type: 200 + i }, token: rider });
      return { body: { type: 101 }, token: rider };
    },
  },
  garageRemove: { 200: async () => ({ body: { type: 101 }, token }), 400: async () => ({ body: {}, token }), 401: async () => ({ body: { type: 101 } }) },
  addToCart: {
    200: async () => ({ body: { id: variantId, quantity: 1, cart_id: null }, token }),
    400: async () => ({ body: { id: variantId, quantity: 0, cart_id: null } }),
    404: async () => ({ body: { id: 999_999, quantity: 1, cart_id: null } }),
    409: async () => ({ body: { id: variantId, quantity: 99, cart_id: null } }),
  },
  ...Object.fromEntries((['removeFromCart', 'incCart', 'decCart'] as const).map((name) => [name, {
    200: async () => ({ body: await cartLine() }),
    400: async () => ({ body: { id: 1, cart_id: 'rövid' } }),
    404: async () => ({ body: { id: 1, cart_id: UNKNOWN_CART } }),
    409: async () => {
      const { line, cart_id } = await finishedCart();
      return { body: { id: line, cart_id } };
    },
  }])) as Pick<Examples, 'removeFromCart' | 'incCart' | 'decCart'>,
  getCart: { 200: async () => ({ body: { cart_id: (await cartLine()).cart_id } }), 404: async () => ({ body: { cart_id: UNKNOWN_CART } }) },
  modifyCart: {
    200: async () => ({ body: { cart_id: (await cartLine()).cart_id, name: 'szallitas', value: 1 } }),
    400: async () => ({ body: { cart_id: (await cartLine()).cart_id, name: 'szallitas', value: 7 } }),
    404: async () => ({ body: { cart_id: UNKNOWN_CART, name: 'szallitas', value: 1 } }),
    409: async () => ({ body: { cart_id: (await finishedCart()).cart_id, name: 'szallitas', value: 1 } }),
  },
  finishCart: {
    200: async () => {
      const { cart_id } = await cartLine();
      await fillOrderData(t, cart_id);
      return { body: { cart_id } };
    },
    400: async () => ({ body: { cart_id: (await cartLine()).cart_id } }),
    404: async () => ({ body: { cart_id: UNKNOWN_CART } }),
    409: async () => {
      const scarce = await sellable(t, 4990, 1);
      const { cart } = await newCart(t, scarce);
      await fillOrderData(t, cart.id);
      await t.database.db.execute(sql`update variants set stock = 0 where id = ${scarce}`);
      return { body: { cart_id: cart.id } };
    },
  },
  register: {
    200: async () => ({ body: { name: 'Minta Péter', email: freshEmail(), password: 'jelszo-123', password_confirmation: 'jelszo-123' } }),
    400: async () => ({ body: { name: '', email: 'nem-email', password: 'x', password_confirmation: 'y' } }),
    409: async () => {
      const email = freshEmail();
      await registerUser(t, email);
      return { body: { name: 'Minta Péter', email, password: 'jelszo-123', password_confirmation: 'jelszo-123' } };
    },
    429: async () => ({ body: { name: '', email: 'sok@example.hu', password: 'x', password_confirmation: 'y' }, before: 5 }),
  },
  login: {
    200: async () => {
      const email = freshEmail();
      await registerUser(t, email);
      return { body: { email, password: 'jelszo-123' } };
    },
    401: async () => ({ body: { email: freshEmail(), password: 'rossz-jelszo' } }),
    429: async () => ({ body: { email: 'tamadott@example.hu', password: 'rossz-jelszo' }, before: 10 }),
  },
  logout: { 200: async () => ({ token: await registerUser(t, freshEmail()) }), 401: async () => ({}) },
  getUserData: { 200: async () => ({ token }), 401: async () => ({}) },
  saveUserData: {
    200: async () => {
      const email = freshEmail();
      return { body: profile(email), token: await registerUser(t, email) };
    },
    400: async () => ({ body: profile(''), token }),
    401: async () => ({ body: profile(freshEmail()) }),
  },
  passwordCreate: {
    200: async () => {
      const email = freshEmail();
      await registerUser(t, email);
      return { body: { email } };
    },
    404: async () => ({ body: { email: freshEmail() } }),
    429: async () => ({ body: { email: 'bombazott@example.hu' }, before: 5 }),
  },
  passwordFind: { 200: async () => ({ params: { token: await resetToken(freshEmail()) } }), 404: async () => ({ params: { token: 'nincs-ilyen' } }) },
  passwordReset: {
    200: async () => {
      const email = freshEmail();
      return { body: { email, token: await resetToken(email), password: 'uj-jelszo-123', password_confirmation: 'uj-jelszo-123' } };
    },
    400: async () => ({ body: { email: 'mas@example.hu', token: await resetToken(freshEmail()), password: 'uj-jelszo-123', password_confirmation: 'uj-jelszo-123' } }),
    404: async () => ({ body: { email: 'x@example.hu', token: 'nincs-ilyen', password: 'uj-jelszo-123', password_confirmation: 'uj-jelszo-123' } }),
  },
  personalData: { 200: async () => ({ token }), 401: async () => ({}) },
  deleteAccount: {
    200: async () => ({ body: { password: 'jelszo-123' }, token: await registerUser(t, freshEmail()) }),
    400: async () => ({ body: { password: 'rossz-jelszo' }, token }),
    401: async () => ({ body: { password: 'jelszo-123' } }),
  },
  customerOrders: { 200: async () => ({ token }), 401: async () => ({}) },
  customerOrder: {
    200: async () => ({ params: { orderNumber: (await placeOrder(t, variantId, { token })).orderNumber }, token }),
    401: async () => ({ params: { orderNumber: 'MP-2026-000001' } }),
    404: async () => ({ params: { orderNumber: 'MP-1999-000001' }, token }),
  },
  orderLookup: {
    200: async () => ({ body: { orderNumber: (await placeOrder(t, variantId)).orderNumber, email: 'VEVO@example.hu' } }),
    400: async () => ({ body: { orderNumber: 'nem jó', email: 'vevo@example.hu' } }),
    404: async () => ({ body: { orderNumber: (await placeOrder(t, variantId)).orderNumber, email: 'mas@example.hu' } }),
    429: async () => ({ body: { orderNumber: 'MP-1999-000429', email: 'vevo@example.hu' }, before: 10 }),
  },
  withdraw: {
    200: async () => {
      const order = await placeOrder(t, variantId);
      return { body: { ...withdrawal(order.orderNumber, order.lineIds[0]!, 1), email: order.email } };
    },
    400: async () => ({ body: { ...withdrawal('MP-2026-000001', 1, 1), lines: [] } }),
    404: async () => ({ body: { ...withdrawal('MP-1999-000001', 1, 1), email: 'vevo@example.hu' } }),
    409: async () => {
      const order = await placeOrder(t, variantId);
      return { body: { ...withdrawal(order.orderNumber, order.lineIds[0]!, 2), email: order.email } };
    },
    429: async () => ({ body: { ...withdrawal('MP-1999-000429', 1, 1), email: 'vevo@example.hu' }, before: 10 }),
  },
  orderInvoices: {
    200: async () => ({ params: { orderNumber: await ownOrder() }, token }),
    400: async () => ({ params: { orderNumber: 'rossz szam' }, token }),
    401: async () => ({ params: { orderNumber: 'MP-2026-000001' } }),
    404: async () => ({ params: { orderNumber: 'MP-1999-000001' }, token }),
  },
  invoicePdf: {
    200: async () => {
      const orderNumber = await ownOrder();
      await t.database.db.execute(sql`insert into invoices (order_id, kind, status, external_id, number, pdf, issued_at)
        select id, 'invoice', 'issued', ${`${orderNumber}:invoice`}, 'E-MINTA-1', ${Buffer.from('%PDF-1.4')}, now()
        from orders where order_number = ${orderNumber}`);
      return { params: { orderNumber, kind: 'invoice' }, token };
    },
    400: async () => ({ params: { orderNumber: 'MP-2026-000001', kind: 'egyeb' }, token }),
    401: async () => ({ params: { orderNumber: 'MP-2026-000001', kind: 'invoice' } }),
    404: async () => ({ params: { orderNumber: await ownOrder(), kind: 'storno' }, token }),
  },
};

function withdrawal(orderNumber: string, lineId: number, quantity: number) {
  return { orderNumber, requestKey: `kulcs-${++mailCounter}-abcdefghijklmnop`, lines: [{ id: lineId, quantity }] };
}

beforeAll(async () => {
  t = await createCartTestApp();
  variantId = await sellable(t, 9990, 50);
  const [row] = await queryRows<{ alias: string }>(t.database.db, sql`select p.alias from products p join variants v on v.product_id = p.id where v.id = ${variantId}`);
  productAlias = row!.alias;
  token = await registerUser(t, 'vevo.minta@example.hu');
  await importBundle(t.database.db, {
    pages: [
      { alias: 'rolunk', parentAlias: null, title: 'Rólunk', content: '<p>c</p>', sort: 1 },
      { alias: 'adatvedelmi-nyilatkozat', parentAlias: null, title: 'Adatvédelmi nyilatkozat', content: '<p>d</p>', sort: 9 },
    ],
    popups: [{ alias: 'teli-akcio', active: true, title: 'Téli akció', content: '<p>x</p>' }],
    manufacturers: [{ id: 1, name: 'Honda' }],
    constructions: [{ id: 10, name: 'Sport' }],
    motorcycleTypes: [{ id: 101, manufacturerId: 1, constructionId: 10, name: 'CBR 600 RR', capacity: 599, yearFrom: 2010, yearTo: null, img: '/media/demo/bike/t101.svg' }],
  });
  await testServices(t.database.db).fitment.setVariantFitment({ variantId, typeIds: [101] });
});
afterAll(() => t.close());

const cases = (Object.keys(ENDPOINTS) as EndpointName[]).flatMap((name) =>
  Object.keys(ENDPOINTS[name].responses).map((status) => [name, Number(status)] as const));

describe('the endpoint table', () => {
  it('has an example for every documented answer of every call, and none for an undocumented one', () => {
    const documented = cases.map(([name, status]) => `${name} ${status}`).sort();
    const examples = Object.entries(EXAMPLES).flatMap(([name, byStatus]) => Object.keys(byStatus).map((s) => `${name} ${s}`)).sort();
    expect(examples).toEqual(documented);
  });

  it.each(cases)('%s answers %i with a body its schema accepts', async (name, status) => {
    const call = await (EXAMPLES[name] as Record<number, (() => Promise<Call>) | undefined>)[status]!();
    for (let i = 0; i < (call.before ?? 0); i++) await send(name, call);
    const res = await send(name, call);
    expect(res.statusCode, res.body).toBe(status);
    const json = String(res.headers['content-type']).startsWith('application/json');
    const body: unknown = json ? res.json() : res.body;
    const schema = (ENDPOINTS[name].responses as Partial<Record<number, TSchema>>)[status]!;
    expect(Value.Check(schema, body), `${name} ${status}: ${res.body.slice(0, 300)}`).toBe(true);
    // Every JSON error names one of the contract's codes: the web app tells errors apart by it.
    if (status >= 400 && json) expect(isErrorCode((body as { error?: unknown }).error), res.body).toBe(true);
  });
});

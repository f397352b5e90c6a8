import { Type, type TSchema } from 'typebox';
import {
  LoginBody, MessageResponse, OLD_SITE_DATA, PasswordCreateBody, PasswordFindResponse, PasswordResetBody,
  PasswordResetResponse, RegisterBody, RegisterErrors, StatusOk, TokenResponse, UserData, UserDataResponse,
} from './account';
import {
  AddToCartRequest, AddToCartResponse, CartLineRequest, CartRequest, CartResponse, ModifyCartRequest,
} from './cart';
import { HeaderCategories, ProductResponse, ProductsRequest, ProductsResponse, SaleProductsResponse } from './catalog';
import { Alias, ErrorBody } from './common';
import { FrontPageSliders, LEGAL_DOCUMENTS, LegalDocument, PageResponse, ParentPages, Popup } from './content';
import { BikeDetails, CapacityList, NamedList } from './fitment';

/**
 * Every /api call of the shop, one entry each: method, path (`:name` marks a path parameter), the
 * schemas of its parameters and body, and the schema of each answer it documents, by HTTP status.
 * `bearer` calls carry the customer's token (spec section 6). Paths and field names are the spec's.
 * server/contract-conformance.api.test.ts checks every documented answer against its schema.
 */
export interface Endpoint {
  method: 'GET' | 'POST';
  path: `/api/${string}`;
  bearer?: true;
  params?: TSchema;
  body?: TSchema;
  responses: { 200: TSchema } & Partial<Record<400 | 401 | 403 | 404 | 409 | 429 | 503, TSchema>>;
}

/**
 * Looser than Alias on purpose: the listing is the shop's fallback route, so any path segment a
 * visitor types must get an empty listing (or the not-found text), not a 400.
 */
const ListingParams = Type.Object({ alias: Type.String({ minLength: 1, maxLength: 200 }) });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Capacity = Type.Integer({ minimum: 1, maximum: 10_000 });
/** The spec's logged-out answer of getUserData and logout: no `status`, so the client logs out. */
const NotLoggedIn = Type.Object({ error: Type.Literal('unauthorized'), message: Type.String() });
/** A failed login: the JSON error body, or the plain text 'Old site data' of an old-site account. */
const LoginFailure = Type.Union([ErrorBody, Type.Literal(OLD_SITE_DATA)]);

const listing = {
  method: 'POST', params: ListingParams, body: ProductsRequest, responses: { 200: ProductsResponse, 400: ErrorBody },
} as const;
const cartLine = {
  method: 'POST', body: CartLineRequest, responses: { 200: CartResponse, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
} as const;

export const ENDPOINTS = {
  getHeaderCategories: { method: 'GET', path: '/api/getHeaderCategories', responses: { 200: HeaderCategories } },
  productsByAlias: { ...listing, path: '/api/productsByAlias/:alias' },
  productsByBrand: { ...listing, path: '/api/productsByBrand/:alias' },
  productByAlias: {
    method: 'GET', path: '/api/productByAlias/:alias', params: ListingParams, responses: { 200: ProductResponse, 404: ErrorBody },
  },
  getAkciosFooldal: { method: 'GET', path: '/api/getAkciosFooldal', responses: { 200: SaleProductsResponse } },

  getParentPages: { method: 'GET', path: '/api/getParentPages', responses: { 200: ParentPages } },
  slidersToFrontPage: { method: 'GET', path: '/api/slidersToFrontPage', responses: { 200: FrontPageSliders } },
  getPages: {
    method: 'GET', path: '/api/getPages/:alias', params: Type.Object({ alias: Alias }),
    responses: { 200: PageResponse, 400: ErrorBody, 404: ErrorBody },
  },
  getPopup: { method: 'GET', path: '/api/getPopup', bearer: true, responses: { 200: Popup } },
  legal: {
    method: 'GET', path: '/api/legal/:document',
    params: Type.Object({ document: Type.Union(LEGAL_DOCUMENTS.map((d) => Type.Literal(d))) }),
    responses: { 200: LegalDocument, 400: ErrorBody },
  },

  manufacturers: { method: 'GET', path: '/api/motorom/gyartok', responses: { 200: NamedList } },
  constructions: {
    method: 'GET', path: '/api/motorom/felepitesek/:m', params: Type.Object({ m: Id }), responses: { 200: NamedList, 404: ErrorBody },
  },
  capacities: {
    method: 'GET', path: '/api/motorom/hengerurtartalmak/:m/:c', params: Type.Object({ m: Id, c: Id }),
    responses: { 200: CapacityList, 404: ErrorBody },
  },
  types: {
    method: 'GET', path: '/api/motorom/tipusok/:m/:c/:cap', params: Type.Object({ m: Id, c: Id, cap: Capacity }),
    responses: { 200: NamedList, 404: ErrorBody },
  },
  typesByInput: {
    method: 'GET', path: '/api/motorom/tipusokByInput/:text', params: Type.Object({ text: Type.String({ maxLength: 200 }) }),
    responses: { 200: NamedList },
  },
  bikeDetails: {
    method: 'GET', path: '/api/motorom/adatok/:type', params: Type.Object({ type: Id }), responses: { 200: BikeDetails, 404: ErrorBody },
  },

  addToCart: {
    method: 'POST', path: '/api/addToCart', bearer: true, body: AddToCartRequest,
    responses: { 200: AddToCartResponse, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  },
  removeFromCart: { ...cartLine, path: '/api/removeFromCart' },
  incCart: { ...cartLine, path: '/api/incCart' },
  decCart: { ...cartLine, path: '/api/decCart' },
  getCart: { method: 'POST', path: '/api/getCart', bearer: true, body: CartRequest, responses: { 200: CartResponse, 404: ErrorBody } },
  modifyCart: {
    method: 'POST', path: '/api/modifyCart', body: ModifyCartRequest,
    responses: { 200: CartResponse, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  },
  finishCart: {
    method: 'POST', path: '/api/finishCart', body: CartRequest,
    responses: { 200: CartResponse, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  },

  register: {
    method: 'POST', path: '/api/register', body: RegisterBody,
    responses: { 200: TokenResponse, 400: RegisterErrors, 409: RegisterErrors, 429: ErrorBody },
  },
  login: { method: 'POST', path: '/api/login', body: LoginBody, responses: { 200: TokenResponse, 401: LoginFailure, 429: ErrorBody } },
  logout: { method: 'GET', path: '/api/logout', bearer: true, responses: { 200: StatusOk, 401: NotLoggedIn } },
  getUserData: { method: 'GET', path: '/api/getUserData', bearer: true, responses: { 200: UserDataResponse, 401: NotLoggedIn } },
  saveUserData: {
    method: 'POST', path: '/api/saveUserData', bearer: true, body: UserData, responses: { 200: StatusOk, 400: ErrorBody, 401: ErrorBody },
  },
  passwordCreate: {
    method: 'POST', path: '/api/password/create', body: PasswordCreateBody, responses: { 200: MessageResponse, 404: ErrorBody, 429: ErrorBody },
  },
  passwordFind: {
    method: 'GET', path: '/api/password/find/:token', params: Type.Object({ token: Type.String({ maxLength: 300 }) }),
    responses: { 200: PasswordFindResponse, 404: ErrorBody },
  },
  passwordReset: {
    method: 'POST', path: '/api/password/reset', body: PasswordResetBody,
    responses: { 200: PasswordResetResponse, 400: ErrorBody, 404: ErrorBody },
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;

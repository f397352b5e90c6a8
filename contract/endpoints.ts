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
import {
  OrderDetailResponse, OrderListResponse, OrderLookupRequest, OrderNumberParam, WithdrawalRequest, WithdrawalResponse,
} from './customer-orders';
import { ENDPOINT_PATHS as P, type EndpointName, type EndpointPath } from './endpoint-paths';
import { BikeDetails, CapacityList, GarageChange, GarageResponse, ModelPage, NamedList } from './fitment';
import { DeleteAccountRequest, PersonalDataExport } from './personal-data';
import { InvoicePdfParams, OrderInvoicesResponse, OrderNumberParams } from './invoice';

/**
 * Every /api call of the shop, one entry each: method, path and token use (from endpoint-paths.ts),
 * the schemas of its parameters and body, and the schema of each answer it documents, by HTTP status.
 * Paths and field names are the spec's. The server registers its routes from these entries
 * (server/http/endpoint-route.ts); server/contract-conformance.api.test.ts checks every documented
 * answer against its schema.
 */
export interface Endpoint extends EndpointPath {
  params?: TSchema;
  /** the query string of a GET (the back office's list filters, paging and sorting) */
  query?: TSchema;
  body?: TSchema;
  responses: { 200: TSchema } & Partial<Record<400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503, TSchema>>;
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
  params: ListingParams, body: ProductsRequest, responses: { 200: ProductsResponse, 400: ErrorBody },
} as const;
const cartLine = {
  body: CartLineRequest, responses: { 200: CartResponse, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
} as const;

export const ENDPOINTS = {
  getHeaderCategories: { ...P.getHeaderCategories, responses: { 200: HeaderCategories } },
  productsByAlias: { ...listing, ...P.productsByAlias },
  productsByBrand: { ...listing, ...P.productsByBrand },
  productByAlias: {
    ...P.productByAlias, params: ListingParams, responses: { 200: ProductResponse, 404: ErrorBody, 410: ErrorBody },
  },
  getAkciosFooldal: { ...P.getAkciosFooldal, responses: { 200: SaleProductsResponse } },

  getParentPages: { ...P.getParentPages, responses: { 200: ParentPages } },
  slidersToFrontPage: { ...P.slidersToFrontPage, responses: { 200: FrontPageSliders } },
  getPages: {
    ...P.getPages, params: Type.Object({ alias: Alias }),
    responses: { 200: PageResponse, 400: ErrorBody, 404: ErrorBody },
  },
  getPopup: { ...P.getPopup, responses: { 200: Popup } },
  legal: {
    ...P.legal,
    params: Type.Object({ document: Type.Enum(LEGAL_DOCUMENTS) }),
    responses: { 200: LegalDocument, 400: ErrorBody },
  },

  manufacturers: { ...P.manufacturers, responses: { 200: NamedList } },
  constructions: {
    ...P.constructions, params: Type.Object({ m: Id }), responses: { 200: NamedList, 404: ErrorBody },
  },
  capacities: {
    ...P.capacities, params: Type.Object({ m: Id, c: Id }),
    responses: { 200: CapacityList, 404: ErrorBody },
  },
  types: {
    ...P.types, params: Type.Object({ m: Id, c: Id, cap: Capacity }),
    responses: { 200: NamedList, 404: ErrorBody },
  },
  typesByInput: {
    ...P.typesByInput, params: Type.Object({ text: Type.String({ maxLength: 200 }) }),
    responses: { 200: NamedList },
  },
  bikeDetails: {
    ...P.bikeDetails, params: Type.Object({ type: Id }), responses: { 200: BikeDetails, 404: ErrorBody },
  },
  bikeModel: {
    ...P.bikeModel, params: Type.Object({ slug: Alias }), responses: { 200: ModelPage, 400: ErrorBody, 404: ErrorBody },
  },
  garage: { ...P.garage, responses: { 200: GarageResponse, 401: ErrorBody } },
  garageAdd: {
    ...P.garageAdd, body: GarageChange, responses: { 200: GarageResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  },
  garageRemove: { ...P.garageRemove, body: GarageChange, responses: { 200: GarageResponse, 400: ErrorBody, 401: ErrorBody } },

  addToCart: {
    ...P.addToCart, body: AddToCartRequest,
    responses: { 200: AddToCartResponse, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  },
  removeFromCart: { ...cartLine, ...P.removeFromCart },
  incCart: { ...cartLine, ...P.incCart },
  decCart: { ...cartLine, ...P.decCart },
  getCart: { ...P.getCart, body: CartRequest, responses: { 200: CartResponse, 404: ErrorBody } },
  modifyCart: {
    ...P.modifyCart, body: ModifyCartRequest,
    responses: { 200: CartResponse, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  },
  finishCart: {
    ...P.finishCart, body: CartRequest,
    responses: { 200: CartResponse, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  },

  register: {
    ...P.register, body: RegisterBody,
    responses: { 200: TokenResponse, 400: RegisterErrors, 409: RegisterErrors, 429: ErrorBody },
  },
  login: { ...P.login, body: LoginBody, responses: { 200: TokenResponse, 401: LoginFailure, 429: ErrorBody } },
  logout: { ...P.logout, responses: { 200: StatusOk, 401: NotLoggedIn } },
  getUserData: { ...P.getUserData, responses: { 200: UserDataResponse, 401: NotLoggedIn } },
  saveUserData: {
    ...P.saveUserData, body: UserData, responses: { 200: StatusOk, 400: ErrorBody, 401: ErrorBody },
  },
  passwordCreate: {
    ...P.passwordCreate, body: PasswordCreateBody, responses: { 200: MessageResponse, 404: ErrorBody, 429: ErrorBody },
  },
  passwordFind: {
    ...P.passwordFind, params: Type.Object({ token: Type.String({ maxLength: 300 }) }),
    responses: { 200: PasswordFindResponse, 404: ErrorBody },
  },
  passwordReset: {
    ...P.passwordReset, body: PasswordResetBody,
    responses: { 200: PasswordResetResponse, 400: ErrorBody, 404: ErrorBody },
  },

  personalData: { ...P.personalData, responses: { 200: PersonalDataExport, 401: ErrorBody } },
  deleteAccount: {
    ...P.deleteAccount, body: DeleteAccountRequest, responses: { 200: StatusOk, 400: ErrorBody, 401: ErrorBody },
  },
  customerOrders: { ...P.customerOrders, responses: { 200: OrderListResponse, 401: ErrorBody } },
  customerOrder: {
    ...P.customerOrder, params: OrderNumberParam, responses: { 200: OrderDetailResponse, 401: ErrorBody, 404: ErrorBody },
  },
  orderLookup: {
    ...P.orderLookup, body: OrderLookupRequest, responses: { 200: OrderDetailResponse, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
  },
  withdraw: {
    ...P.withdraw, body: WithdrawalRequest,
    responses: { 200: WithdrawalResponse, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
  },
  orderInvoices: {
    ...P.orderInvoices, params: OrderNumberParams,
    responses: { 200: OrderInvoicesResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
  },
  /** The invoice's PDF itself (application/pdf), for the customer's own order. */
  invoicePdf: {
    ...P.invoicePdf, params: InvoicePdfParams,
    responses: { 200: Type.String({ contentMediaType: 'application/pdf' }), 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
  },
} as const satisfies Record<EndpointName, Endpoint>;

export type { EndpointName };

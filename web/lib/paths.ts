import { SEARCH_PATH } from '../../contract/search-address';

/**
 * Path builders for the spec's routes (section 2). Links are built here only,
 * so a route's address changes in one place. Aliases and tokens are
 * URI-encoded: valid aliases ([a-z0-9-]) come out unchanged.
 */
export const paths = {
  home: '/',
  search: SEARCH_PATH,
  cart: '/kosar',
  orderData: '/adatok-szallitas',
  orderReview: '/megrendeles',
  login: '/belepes',
  register: '/regisztracio',
  profile: '/profil',
  garage: '/garazs',
  forgotPassword: '/elfelejtett_jelszo',
  sale: '/akciok',
  lastPieces: '/utolso-darabok',
  partsFinder: '/alkatresz-kereso',
  privacy: '/adatvedelmi-nyilatkozat',
  terms: '/felhasznalasi-feltetelek',
  myOrders: '/rendeleseim',
  orderLookup: '/rendeles-kereses',
  withdrawal: '/elallas',
  imprint: '/impresszum',
  /** the content pages of the withdrawal information and the model withdrawal form */
  withdrawalInfo: '/o/garancia-es-visszakuldes',
  withdrawalModelForm: '/o/elallasi-nyilatkozat-minta',
} as const;

const segment = encodeURIComponent;

export const productPath = (alias: string): string => `/termek/${segment(alias)}`;

export const brandPath = (alias: string): string => `/marka/${segment(alias)}`;

/** A motorcycle model's landing page, e.g. `/alkatresz/yamaha-mt-07`. */
export const bikeModelPath = (slug: string): string => `/alkatresz/${segment(slug)}`;

export const contentPagePath = (alias: string): string => `/o/${segment(alias)}`;

export const myOrderPath = (orderNumber: string): string => `/rendeleseim/${segment(orderNumber)}`;

/** The withdrawal form, with the order already named when the customer comes from an order. */
export const withdrawalPath = (orderNumber?: string): string =>
  orderNumber ? `/elallas?rendeles=${segment(orderNumber)}` : '/elallas';

export const passwordResetPath = (token: string): string => `/password_reset/${segment(token)}`;

/**
 * A category page: `/{alias}` for a main category, `/{mainAlias}/{alias}/`
 * (trailing slash as in the spec) below it. The last segment names the
 * category, so a third-level category also goes under its main category.
 */
export function categoryPath(mainAlias: string, subAlias?: string): string {
  return subAlias === undefined ? `/${segment(mainAlias)}` : `/${segment(mainAlias)}/${segment(subAlias)}/`;
}

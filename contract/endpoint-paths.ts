/**
 * Method, path and token use of every /api call: the part of contract/endpoints.ts the web app needs
 * at run time, kept free of TypeBox so the shopper's bundle does not carry the schemas. endpoints.ts
 * builds each entry from the one here, so the two cannot disagree.
 * `bearer` calls carry the customer's token: the spec's list (section 6), plus the cart calls, whose
 * answer shows a customer's own order data only to the owner's token.
 */
export interface EndpointPath {
  method: 'GET' | 'POST';
  /** `:name` marks a path parameter. */
  path: `/api/${string}`;
  bearer?: true;
  /**
   * A back-office call (contract/admin-endpoint-paths.ts): who may use it with a staff session cookie.
   * 'session': any signed-in member, even one who still has to set up a required TOTP (sign-out,
   * enrolment); 'staff': any member; 'owner': owners only. Absent: no session needed.
   */
  staff?: StaffAccess;
}

export type StaffAccess = 'session' | 'staff' | 'owner';

export const ENDPOINT_PATHS = {
  getHeaderCategories: { method: 'GET', path: '/api/getHeaderCategories' },
  productsByAlias: { method: 'POST', path: '/api/productsByAlias/:alias' },
  productsByBrand: { method: 'POST', path: '/api/productsByBrand/:alias' },
  productByAlias: { method: 'GET', path: '/api/productByAlias/:alias' },
  getAkciosFooldal: { method: 'GET', path: '/api/getAkciosFooldal' },
  getParentPages: { method: 'GET', path: '/api/getParentPages' },
  slidersToFrontPage: { method: 'GET', path: '/api/slidersToFrontPage' },
  getPages: { method: 'GET', path: '/api/getPages/:alias' },
  getPopup: { method: 'GET', path: '/api/getPopup', bearer: true },
  legal: { method: 'GET', path: '/api/legal/:document' },
  manufacturers: { method: 'GET', path: '/api/motorom/gyartok' },
  constructions: { method: 'GET', path: '/api/motorom/felepitesek/:m' },
  capacities: { method: 'GET', path: '/api/motorom/hengerurtartalmak/:m/:c' },
  types: { method: 'GET', path: '/api/motorom/tipusok/:m/:c/:cap' },
  typesByInput: { method: 'GET', path: '/api/motorom/tipusokByInput/:text' },
  bikeDetails: { method: 'GET', path: '/api/motorom/adatok/:type' },
  bikeModel: { method: 'GET', path: '/api/motorom/modell/:slug' },
  garage: { method: 'GET', path: '/api/garazs', bearer: true },
  garageAdd: { method: 'POST', path: '/api/garazs/hozzaad', bearer: true },
  garageRemove: { method: 'POST', path: '/api/garazs/torol', bearer: true },
  addToCart: { method: 'POST', path: '/api/addToCart', bearer: true },
  removeFromCart: { method: 'POST', path: '/api/removeFromCart', bearer: true },
  incCart: { method: 'POST', path: '/api/incCart', bearer: true },
  decCart: { method: 'POST', path: '/api/decCart', bearer: true },
  getCart: { method: 'POST', path: '/api/getCart', bearer: true },
  modifyCart: { method: 'POST', path: '/api/modifyCart', bearer: true },
  finishCart: { method: 'POST', path: '/api/finishCart' },
  register: { method: 'POST', path: '/api/register' },
  login: { method: 'POST', path: '/api/login' },
  logout: { method: 'GET', path: '/api/logout', bearer: true },
  getUserData: { method: 'GET', path: '/api/getUserData', bearer: true },
  saveUserData: { method: 'POST', path: '/api/saveUserData', bearer: true },
  passwordCreate: { method: 'POST', path: '/api/password/create' },
  passwordFind: { method: 'GET', path: '/api/password/find/:token' },
  passwordReset: { method: 'POST', path: '/api/password/reset' },
} as const satisfies Record<string, EndpointPath>;

export type EndpointName = keyof typeof ENDPOINT_PATHS;

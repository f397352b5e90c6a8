import { AdminIdParams } from '../admin-list';
import { ErrorBody } from '../common';
import { CustomerAnonymiseBody, CustomerAnonymised } from '../customers-admin';
import { PersonalDataExport } from '../personal-data';
import { CUSTOMER_GDPR_ENDPOINT_PATHS as P } from './customer-gdpr-paths';

/** Every staff call may also answer 401 (no session), 403 (role or TOTP setup) and 400 (bad input). */
const missing = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody } as const;

export const CUSTOMER_GDPR_ENDPOINTS = {
  /** the same document the customer downloads from the profile */
  adminCustomerExport: { ...P.adminCustomerExport, params: AdminIdParams, responses: { 200: PersonalDataExport, ...missing } },
  adminCustomerAnonymise: {
    ...P.adminCustomerAnonymise, params: AdminIdParams, body: CustomerAnonymiseBody, responses: { 200: CustomerAnonymised, ...missing },
  },
} as const;

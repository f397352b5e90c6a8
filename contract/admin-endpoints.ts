import type { AdminEndpointName } from './admin-endpoint-paths';
import type { Endpoint } from './endpoints';
import { INVOICE_ENDPOINTS } from './admin/invoice-endpoints';
import { ORDER_ENDPOINTS } from './admin/order-endpoints';
import { BACKOFFICE_ENDPOINTS } from './admin/backoffice-endpoints';
import { STAFF_ENDPOINTS } from './admin/staff-endpoints';
import { MEDIA_ENDPOINTS } from './admin/media-endpoints';
import { WITHDRAWAL_ENDPOINTS } from './admin/withdrawal-endpoints';
import { CATALOGUE_ENDPOINTS } from './admin/catalogue-endpoints';
import { CATALOGUE_CONTENT_ENDPOINTS } from './admin/catalogue-content-endpoints';
import { CUSTOMER_GDPR_ENDPOINTS } from './admin/customer-gdpr-endpoints';
import { SEARCH_ENDPOINTS } from './admin/search-endpoints';
import { IMPORT_ENDPOINTS } from './admin/import-endpoints';

/**
 * The back office's part of the endpoint table: every /api/admin call with its schemas, one fragment
 * per domain under contract/admin/. Registered by the server with `serve()` like the storefront's calls;
 * the `staff` access of each entry is enforced before its input is even validated.
 */
export const ADMIN_ENDPOINTS = {
  ...STAFF_ENDPOINTS,
  ...MEDIA_ENDPOINTS,
  ...INVOICE_ENDPOINTS,
  ...ORDER_ENDPOINTS,
  ...WITHDRAWAL_ENDPOINTS,
  ...BACKOFFICE_ENDPOINTS,
  ...CATALOGUE_ENDPOINTS,
  ...CATALOGUE_CONTENT_ENDPOINTS,
  ...CUSTOMER_GDPR_ENDPOINTS,
  ...SEARCH_ENDPOINTS,
  ...IMPORT_ENDPOINTS,
} as const satisfies Record<AdminEndpointName, Endpoint>;

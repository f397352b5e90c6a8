import type { EndpointPath } from './endpoint-paths';
import { INVOICE_ENDPOINT_PATHS } from './admin/invoice-paths';
import { ORDER_ENDPOINT_PATHS } from './admin/order-paths';
import { BACKOFFICE_ENDPOINT_PATHS } from './admin/backoffice-paths';
import { STAFF_ENDPOINT_PATHS } from './admin/staff-paths';
import { MEDIA_ENDPOINT_PATHS } from './admin/media-paths';
import { WITHDRAWAL_ENDPOINT_PATHS } from './admin/withdrawal-paths';
import { CATALOGUE_ENDPOINT_PATHS } from './admin/catalogue-paths';
import { CATALOGUE_CONTENT_ENDPOINT_PATHS } from './admin/catalogue-content-paths';
import { CUSTOMER_GDPR_ENDPOINT_PATHS } from './admin/customer-gdpr-paths';
import { SEARCH_ENDPOINT_PATHS } from './admin/search-paths';
import { IMPORT_ENDPOINT_PATHS } from './admin/import-paths';

/**
 * Method, path and staff access of every /api/admin call, one fragment per domain under
 * contract/admin/. Kept apart from ENDPOINT_PATHS so the shopper's bundle carries none of them: only
 * the lazily loaded back office imports this.
 */
export const ADMIN_ENDPOINT_PATHS = {
  ...STAFF_ENDPOINT_PATHS,
  ...MEDIA_ENDPOINT_PATHS,
  ...INVOICE_ENDPOINT_PATHS,
  ...ORDER_ENDPOINT_PATHS,
  ...WITHDRAWAL_ENDPOINT_PATHS,
  ...BACKOFFICE_ENDPOINT_PATHS,
  ...CATALOGUE_ENDPOINT_PATHS,
  ...CATALOGUE_CONTENT_ENDPOINT_PATHS,
  ...CUSTOMER_GDPR_ENDPOINT_PATHS,
  ...SEARCH_ENDPOINT_PATHS,
  ...IMPORT_ENDPOINT_PATHS,
} as const satisfies Record<string, EndpointPath>;

export type AdminEndpointName = keyof typeof ADMIN_ENDPOINT_PATHS;

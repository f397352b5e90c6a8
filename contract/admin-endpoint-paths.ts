import type { EndpointPath } from './endpoint-paths';
import { INVOICE_ENDPOINT_PATHS } from './admin/invoice-paths';
import { ORDER_ENDPOINT_PATHS } from './admin/order-paths';
import { BACKOFFICE_ENDPOINT_PATHS } from './admin/backoffice-paths';
import { STAFF_ENDPOINT_PATHS } from './admin/staff-paths';
import { MEDIA_ENDPOINT_PATHS } from './admin/media-paths';

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
  ...BACKOFFICE_ENDPOINT_PATHS,
} as const satisfies Record<string, EndpointPath>;

export type AdminEndpointName = keyof typeof ADMIN_ENDPOINT_PATHS;

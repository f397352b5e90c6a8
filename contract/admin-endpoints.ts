import type { AdminEndpointName } from './admin-endpoint-paths';
import type { Endpoint } from './endpoints';
import { INVOICE_ENDPOINTS } from './admin/invoice-endpoints';
import { ORDER_ENDPOINTS } from './admin/order-endpoints';
import { BACKOFFICE_ENDPOINTS } from './admin/backoffice-endpoints';
import { STAFF_ENDPOINTS } from './admin/staff-endpoints';
import { MEDIA_ENDPOINTS } from './admin/media-endpoints';

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
  ...BACKOFFICE_ENDPOINTS,
} as const satisfies Record<AdminEndpointName, Endpoint>;

import type { EndpointPath } from '../endpoint-paths';

/** GDPR in the back office: a customer's data as JSON (art. 15, 20) and the erasure of the account (art. 17). */
export const CUSTOMER_GDPR_ENDPOINT_PATHS = {
  adminCustomerExport: { method: 'GET', path: '/api/admin/customers/:id/export', staff: 'staff' },
  adminCustomerAnonymise: { method: 'POST', path: '/api/admin/customers/:id/anonymise', staff: 'staff' },
} as const satisfies Record<string, EndpointPath>;

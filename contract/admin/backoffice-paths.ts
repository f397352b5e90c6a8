import type { EndpointPath } from '../endpoint-paths';

/** The back office's customer, shop-settings and product calls. */
export const BACKOFFICE_ENDPOINT_PATHS = {
  adminCustomers: { method: 'GET', path: '/api/admin/customers', staff: 'staff' },
  adminCustomer: { method: 'GET', path: '/api/admin/customers/:id', staff: 'staff' },
  adminCustomerPasswordReset: { method: 'POST', path: '/api/admin/customers/:id/password-reset', staff: 'staff' },
  adminSettings: { method: 'GET', path: '/api/admin/settings', staff: 'owner' },
  adminSettingsUpdate: { method: 'POST', path: '/api/admin/settings', staff: 'owner' },
  adminProducts: { method: 'GET', path: '/api/admin/products', staff: 'staff' },
  adminProduct: { method: 'GET', path: '/api/admin/products/:id', staff: 'staff' },
  adminProductUpdate: { method: 'POST', path: '/api/admin/products/:id', staff: 'staff' },
  adminProductsBulk: { method: 'POST', path: '/api/admin/products/bulk', staff: 'staff' },
  adminVariantCreate: { method: 'POST', path: '/api/admin/variants', staff: 'staff' },
  adminVariantUpdate: { method: 'POST', path: '/api/admin/variants/:id', staff: 'staff' },
} as const satisfies Record<string, EndpointPath>;

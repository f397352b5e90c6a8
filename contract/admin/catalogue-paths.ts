import type { EndpointPath } from '../endpoint-paths';

/** The back office's category tree, brand and fitment calls. */
export const CATALOGUE_ENDPOINT_PATHS = {
  adminCategories: { method: 'GET', path: '/api/admin/categories', staff: 'staff' },
  adminCategory: { method: 'GET', path: '/api/admin/categories/:id', staff: 'staff' },
  adminCategoryUpdate: { method: 'POST', path: '/api/admin/categories/:id', staff: 'staff' },
  adminCategoryReorder: { method: 'POST', path: '/api/admin/categories/:id/reorder', staff: 'staff' },
  adminBrands: { method: 'GET', path: '/api/admin/brands', staff: 'staff' },
  adminBrandCreate: { method: 'POST', path: '/api/admin/brands', staff: 'staff' },
  adminBrand: { method: 'GET', path: '/api/admin/brands/:id', staff: 'staff' },
  adminBrandUpdate: { method: 'POST', path: '/api/admin/brands/:id', staff: 'staff' },
  adminBikeManufacturers: { method: 'GET', path: '/api/admin/bike-manufacturers', staff: 'staff' },
  adminBikeTypes: { method: 'GET', path: '/api/admin/bike-types', staff: 'staff' },
  adminFitment: { method: 'GET', path: '/api/admin/fitment/:id', staff: 'staff' },
  adminFitmentLink: { method: 'POST', path: '/api/admin/fitment/:id/link', staff: 'staff' },
  adminFitmentUnlink: { method: 'POST', path: '/api/admin/fitment/:id/unlink', staff: 'staff' },
  adminFitmentUniversal: { method: 'POST', path: '/api/admin/fitment/:id/universal', staff: 'staff' },
  adminFitmentImport: { method: 'POST', path: '/api/admin/fitment-import', staff: 'staff' },
} as const satisfies Record<string, EndpointPath>;

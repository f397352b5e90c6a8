import type { EndpointPath } from '../endpoint-paths';

/** The catalogue file's calls: upload + dry run, apply, poll, history, export, the supplier feed. */
export const IMPORT_ENDPOINT_PATHS = {
  adminImports: { method: 'GET', path: '/api/admin/imports', staff: 'staff' },
  adminImportUpload: { method: 'POST', path: '/api/admin/imports', staff: 'staff' },
  adminImport: { method: 'GET', path: '/api/admin/imports/:id', staff: 'staff' },
  adminImportApply: { method: 'POST', path: '/api/admin/imports/:id/apply', staff: 'staff' },
  adminCatalogueExport: { method: 'GET', path: '/api/admin/catalogue-export', staff: 'staff' },
  adminSupplierFeed: { method: 'GET', path: '/api/admin/supplier-feed', staff: 'staff' },
  adminSupplierFeedUpdate: { method: 'POST', path: '/api/admin/supplier-feed', staff: 'owner' },
  adminSupplierFeedRun: { method: 'POST', path: '/api/admin/supplier-feed/run', staff: 'staff' },
} as const satisfies Record<string, EndpointPath>;
